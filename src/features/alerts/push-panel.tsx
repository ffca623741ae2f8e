import { BellOff, BellRing, Share } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  currentPushSubscription,
  disablePush,
  enablePush,
  PUSH_NOT_CONFIGURED,
  pushSupport,
} from '@/lib/push-subscription';
import { useOnline } from '@/lib/use-online';
import type { AlertServiceStatus } from './api/get-alert-status';

type PanelState = 'checking' | 'off' | 'on' | 'busy';

/**
 * 'Ativar notificações': permission is asked only from this click; the subscription goes to
 * the server. On iPhone/iPad outside the installed app there is no button, only how to install it.
 */
export function PushPanel({ status }: { status: AlertServiceStatus | null }) {
  const online = useOnline();
  const support = pushSupport();
  const [state, setState] = useState<PanelState>('checking');
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (support !== 'available') return;
    void currentPushSubscription().then(
      (sub) => setState(sub && Notification.permission === 'granted' ? 'on' : 'off'),
      () => setState('off'),
    );
  }, [support]);

  if (support === 'ios-install')
    return (
      <p role="note" className="flex items-start gap-2 rounded-lg border bg-blue-50 p-3 text-sm text-blue-900">
        <Share className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          No iPhone e no iPad, as notificações funcionam no app instalado: toque em <strong>Compartilhar</strong> e
          depois em <strong>Adicionar à Tela de Início</strong>, abra o app por lá e ative as notificações.
        </span>
      </p>
    );
  if (support === 'unsupported')
    return <p className="text-sm text-muted-foreground">Este navegador não recebe notificações push.</p>;

  const enable = async () => {
    setState('busy');
    setMessage(null);
    const result = await enablePush(status ? status.vapid_public_key : null);
    setState(result.ok ? 'on' : 'off');
    setMessage(result.ok ? 'Notificações ativadas neste aparelho.' : result.message);
  };
  const disable = async () => {
    setState('busy');
    await disablePush();
    setState('off');
    setMessage('Notificações desativadas neste aparelho.');
  };
  const notConfigured = status !== null && status.vapid_public_key === null;

  return (
    <div className="space-y-2">
      {state === 'on' ? (
        <Button variant="outline" onClick={() => void disable()}>
          <BellOff aria-hidden="true" /> Desativar notificações
        </Button>
      ) : (
        <Button onClick={() => void enable()} disabled={state !== 'off' || !online || status === null}>
          <BellRing aria-hidden="true" /> Ativar notificações
        </Button>
      )}
      <p role="status" className="text-sm text-muted-foreground">
        {message ?? (notConfigured ? PUSH_NOT_CONFIGURED : !online ? 'Ativar notificações precisa de conexão.' : '')}
      </p>
    </div>
  );
}
