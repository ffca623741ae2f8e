import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ApiError, CONNECTION_ERROR } from '@/lib/api';
import { checkStopLink, stopAlertByToken } from './api/stop-alert';

type Phase =
  | { kind: 'checking' }
  | { kind: 'ready'; route?: string }
  | { kind: 'sending' }
  | { kind: 'stopped'; route: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed'; message: string };

const INVALID = 'Este link é inválido ou já expirou.';

/**
 * /alertas/parar?token=…: the e-mail's 'Parar este alerta', public. The link only opens this page;
 * the alert stops on the button's click (a mail scanner following links never stops anything). The link is checked
 * first, so a bad one is said at once, never after a click.
 */
export function StopAlertPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [phase, setPhase] = useState<Phase>(token ? { kind: 'checking' } : { kind: 'invalid', message: INVALID });

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    checkStopLink(token, controller.signal).then(
      (reply) => setPhase({ kind: 'ready', route: `${reply.origin} → ${reply.destination}` }),
      (err: unknown) => {
        if (controller.signal.aborted) return;
        if (err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 429)
          setPhase({ kind: 'invalid', message: err.message || INVALID });
        // Not reachable now: the button stays, and says what happens when pressed.
        else setPhase({ kind: 'ready' });
      },
    );
    return () => controller.abort();
  }, [token]);

  const stop = async () => {
    setPhase({ kind: 'sending' });
    try {
      const reply = await stopAlertByToken(token);
      setPhase({ kind: 'stopped', route: `${reply.origin} → ${reply.destination}` });
    } catch (err) {
      if (err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 429)
        setPhase({ kind: 'invalid', message: err.message || INVALID });
      else
        setPhase({
          kind: 'failed',
          message: err instanceof ApiError && err.status !== 0 ? err.message : CONNECTION_ERROR,
        });
    }
  };

  return (
    <div className="mx-auto max-w-md py-8">
      <Card>
        <CardHeader>
          <CardTitle as="h1">Parar alerta de preço</CardTitle>
          <CardDescription>Você deixará de receber avisos deste alerta, por e-mail e no celular.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {phase.kind === 'checking' ? (
            <p role="status" className="text-sm text-muted-foreground">
              Verificando o link…
            </p>
          ) : phase.kind === 'stopped' ? (
            <p role="status" className="flex items-start gap-2 text-green-700">
              <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              Alerta {phase.route} parado. Você pode reativá-lo em Meus alertas.
            </p>
          ) : phase.kind === 'invalid' ? (
            <p role="alert" className="flex items-start gap-2 text-destructive">
              <XCircle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              {phase.message}
            </p>
          ) : (
            <>
              {phase.kind === 'ready' && phase.route && <p className="font-medium">Alerta {phase.route}</p>}
              {phase.kind === 'failed' && (
                <p role="alert" className="text-sm text-destructive">
                  {phase.message}
                </p>
              )}
              <Button className="w-full" disabled={phase.kind === 'sending'} onClick={() => void stop()}>
                {phase.kind === 'sending' ? 'Parando…' : 'Parar este alerta'}
              </Button>
            </>
          )}
          <Button asChild variant="link" className="px-0">
            <Link to="/alertas">Ir para Meus alertas</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
