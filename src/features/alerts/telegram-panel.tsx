import { MessageCircle, MessageCircleOff, Send } from 'lucide-react';
import { useState } from 'react';
import { TELEGRAM_NOT_CONFIGURED } from '@core/schemas/telegram';
import { Button } from '@/components/ui/button';
import { useOnline } from '@/lib/use-online';
import { toUserMessage } from '@/lib/user-message';
import { useTelegramStatus } from './api/get-telegram-status';
import { useLinkTelegram } from './api/link-telegram';
import { useUnlinkTelegram } from './api/unlink-telegram';

/** While a link is open and unused: how often the page asks whether the chat was linked (the chat may be elsewhere). */
const LINK_POLL_MS = 3000;

/**
 * 'Receber no Telegram': the server makes a single-use t.me link, the page opens it (and shows it, for a blocked
 * pop-up or another device); once the user taps Start there, the status says linked.
 */
export function TelegramPanel() {
  const online = useOnline();
  const [linkUrl, setLinkUrl] = useState<string | null>(null);
  const status = useTelegramStatus(linkUrl ? LINK_POLL_MS : false);
  const link = useLinkTelegram();
  const unlink = useUnlinkTelegram();
  const state = status.data;
  const linked = state?.linked === true;

  const start = () =>
    link.mutate(undefined, {
      onSuccess: ({ url }) => {
        setLinkUrl(url);
        window.open(url, '_blank', 'noopener');
      },
    });
  const stop = () => unlink.mutate(undefined, { onSuccess: () => setLinkUrl(null) });
  const failure = link.error ?? unlink.error;

  if (!state) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {!online ? 'O Telegram precisa de conexão.' : status.isError ? toUserMessage(status.error) : 'Carregando…'}
      </p>
    );
  }
  if (!state.configured) return <p className="text-sm text-muted-foreground">{TELEGRAM_NOT_CONFIGURED}</p>;

  return (
    <div className="space-y-2">
      {linked ? (
        <>
          <p role="status" className="flex items-center gap-2 text-sm font-medium text-green-800">
            <MessageCircle className="size-4" aria-hidden="true" /> Alertas chegando no Telegram
          </p>
          <Button variant="outline" onClick={stop} disabled={unlink.isPending || !online}>
            <MessageCircleOff aria-hidden="true" /> Parar de receber no Telegram
          </Button>
        </>
      ) : (
        <>
          <Button onClick={start} disabled={link.isPending || !online}>
            <Send aria-hidden="true" /> Receber no Telegram
          </Button>
          {linkUrl && (
            <p role="status" className="text-sm text-muted-foreground">
              Toque em <strong>Iniciar</strong> no Telegram para terminar (o link vale por 15 minutos).{' '}
              <a href={linkUrl} target="_blank" rel="noopener noreferrer" className="underline">
                Abrir o Telegram
              </a>
            </p>
          )}
        </>
      )}
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {toUserMessage(failure)}
        </p>
      )}
    </div>
  );
}
