import { useAtom } from 'jotai';
import { Download, Share, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { installPromptAtom, needsIosInstallHint } from '@/lib/pwa';

const IOS_HINT_DISMISSED = 'bussola_ios_hint_dismissed';

/** 'Instalar app' while the browser offers installation (beforeinstallprompt). */
export function InstallAppButton() {
  const [prompt, setPrompt] = useAtom(installPromptAtom);
  if (!prompt) return null;
  const install = async () => {
    await prompt.prompt();
    await prompt.userChoice;
    // A prompt can be shown once; the browser offers a new one later if it still may.
    setPrompt(null);
  };
  return (
    <Button size="sm" variant="outline" onClick={() => void install()}>
      <Download aria-hidden="true" /> Instalar app
    </Button>
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
