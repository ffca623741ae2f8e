import { CheckCircle2, XCircle } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CONNECTION_ERROR } from '@/lib/api';
import { errorStatus, toUserMessage } from '@/lib/user-message';
import { useStopAlert, useStopLink } from './api/stop-alert';

type Phase =
  | { kind: 'checking' }
  | { kind: 'ready'; route?: string }
  | { kind: 'sending' }
  | { kind: 'stopped'; route: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed'; message: string };

const INVALID = 'Este link é inválido ou já expirou.';

/** A refusal about the link itself (4xx but the rate limit): trying again will not help. */
function refusesLink(err: unknown): boolean {
  const status = errorStatus(err);
  return status >= 400 && status < 500 && status !== 429;
}

const routeOf = (reply: { origin: string; destination: string }) => `${reply.origin} → ${reply.destination}`;

/** What the page shows: the click's outcome once there is one, else what the link check said. */
function phaseOf(
  token: string,
  link: ReturnType<typeof useStopLink>,
  stopping: ReturnType<typeof useStopAlert>,
): Phase {
  if (!token) return { kind: 'invalid', message: INVALID };
  if (stopping.isSuccess) return { kind: 'stopped', route: routeOf(stopping.data) };
  if (stopping.isPending) return { kind: 'sending' };
  if (stopping.isError)
    return refusesLink(stopping.error)
      ? { kind: 'invalid', message: toUserMessage(stopping.error, INVALID) }
      : { kind: 'failed', message: toUserMessage(stopping.error, CONNECTION_ERROR) };
  if (link.isPending) return { kind: 'checking' };
  if (link.isError)
    // Not reachable now: the button stays, and says what happens when pressed.
    return refusesLink(link.error)
      ? { kind: 'invalid', message: toUserMessage(link.error, INVALID) }
      : { kind: 'ready' };
  return { kind: 'ready', route: routeOf(link.data) };
}

/**
 * /alertas/parar?token=…: the e-mail's 'Parar este alerta', public. The link only opens this page;
 * the alert stops on the button's click (a mail scanner following links never stops anything). The link is checked
 * first, so a bad one is said at once, never after a click.
 */
export function StopAlertPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useStopLink(token);
  const stopping = useStopAlert();

  const phase = phaseOf(token, link, stopping);

  const stop = () => stopping.mutate(token);

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
              <Button className="w-full" disabled={phase.kind === 'sending'} onClick={stop}>
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
