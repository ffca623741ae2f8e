import { useAtom, useAtomValue } from 'jotai';
import { Download, Share, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { installPromptAtom, needsIosInstallHint, visitCountAtom } from '@/lib/pwa';

const IOS_HINT_DISMISSED = 'bussola_ios_hint_dismissed';
export const INSTALL_BANNER_DISMISSED = 'bussola_install_banner_dismissed';

/** The browser's install prompt as one action, or null while the browser offers none (beforeinstallprompt). */
export function useInstallApp(): (() => Promise<void>) | null {
  const [prompt, setPrompt] = useAtom(installPromptAtom);
  if (!prompt) return null;
  return async () => {
    await prompt.prompt();
    await prompt.userChoice;
    // A prompt can be shown once; the browser offers a new one later if it still may.
    setPrompt(null);
  };
}

/** 'Instalar app' while the browser offers installation (beforeinstallprompt). */
export function InstallAppButton({ className }: { className?: string }) {
  const install = useInstallApp();
  if (!install) return null;
  return (
    <Button size="sm" variant="outline" className={className} onClick={() => void install()}>
      <Download aria-hidden="true" /> Instalar app
    </Button>
  );
}

/**
 * From the second visit on, while the browser offers installation, one dismissible line offers it
 * (the header button is easy to miss on a phone). 'Agora não' is remembered on the device.
 */
export function InstallBanner() {
  const install = useInstallApp();
  const visits = useAtomValue(visitCountAtom);
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(INSTALL_BANNER_DISMISSED) === '1');
  if (!install || visits < 2 || dismissed) return null;
  return (
    // Fixed to the bottom, out of the page's flow: it appears when the browser offers installation, after the
    // page has painted, and must not push the content down (a 0.16 layout shift on '/', bench:lighthouse).
    <section
      aria-label="Instalar o app"
      className="fixed inset-x-0 bottom-0 z-40 flex flex-wrap items-center justify-center gap-x-3 gap-y-2 border-t bg-blue-50 px-4 py-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] text-sm text-blue-900 shadow-lg"
    >
      <Download className="size-4 shrink-0" aria-hidden="true" />
      <p>Instale a Bússola no seu aparelho: abre mais rápido e mostra seus voos salvos mesmo sem internet.</p>
      <div className="flex gap-2">
        <Button size="sm" onClick={() => void install()}>
          Instalar
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            localStorage.setItem(INSTALL_BANNER_DISMISSED, '1');
            setDismissed(true);
          }}
        >
          Agora não
        </Button>
      </div>
    </section>
  );
}

/** Safari on iOS cannot prompt: one dismissible line says how to add the app to the home screen. */
export function IosInstallHint() {
  const [show, setShow] = useState(() => needsIosInstallHint() && localStorage.getItem(IOS_HINT_DISMISSED) !== '1');
  if (!show) return null;
  return (
    <div
      role="note"
      className="flex items-center justify-center gap-2 border-b bg-blue-50 px-4 py-2 text-sm text-blue-900"
    >
      <Share className="size-4 shrink-0" aria-hidden="true" />
      <span>
        Instale o app: toque em <strong>Compartilhar</strong> e depois em <strong>Adicionar à Tela de Início</strong>.
      </span>
      <button
        type="button"
        className="rounded p-1 hover:bg-blue-100"
        aria-label="Fechar dica de instalação"
        onClick={() => {
          localStorage.setItem(IOS_HINT_DISMISSED, '1');
          setShow(false);
        }}
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
