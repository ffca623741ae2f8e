import { BellRing } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@core/format/dates';
import { MAX_DELIVERY_ATTEMPTS } from '@core/schemas/alerts';
import { formatInteger } from '@core/format/miles';
import { useAlertJobStatus } from './api/get-alert-job-status';

/** Only the admin panel names the server's variables: the operator is the one who sets them. */
const ADMIN_NEEDS_LIVE_SOURCE =
  'Alertas precisam de uma fonte ao vivo: configure SEATS_AERO_API_KEY ou SERPAPI_API_KEY no servidor.';

const ADMIN_QUOTA_SPENT =
  'A cota diária dos alertas acabou: os alertas esperam o próximo dia (21:00, horário de Brasília). Ajuste ALERT_SEATS_AERO_CALLS_PER_DAY e ALERT_SERPAPI_CALLS_PER_DAY conforme o seu plano.';

type Quota = { used: number; limit: number };
const quota = ({ used, limit }: Quota) => `${formatInteger(used)} de ${formatInteger(limit)}`;
const spent = (today: Record<string, Quota>) => Object.values(today).some((q) => q.used >= q.limit);

/** What the admin sees of the price-alert job: its last run (checked, fired, failed) and the alerts waiting. */
export function AlertJobCard() {
  const job = useAlertJobStatus();
  const status = job.data;
  const run = status ? status.last_run : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <BellRing className="size-5 text-primary" aria-hidden="true" /> Alertas de preço
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-1 text-sm" aria-live="polite">
        {job.isError ? (
          <p className="text-muted-foreground">Situação dos alertas indisponível.</p>
        ) : !status ? (
          <p className="text-muted-foreground">Carregando…</p>
        ) : (
          <>
            {!status.live && <p className="font-medium text-amber-800">{ADMIN_NEEDS_LIVE_SOURCE}</p>}
            <p>
              Última execução:{' '}
              {run
                ? `${formatDateTime(run.started_at)}${run.finished_at ? '' : ' (em andamento)'} · ${run.checked} verificado(s) · ${run.fired} disparado(s) · ${run.failed} falha(s)`
                : 'nenhuma ainda'}
            </p>
            <p>
              Alertas ativos: {status.active_alerts} · aguardando verificação: {status.due_alerts}
            </p>
            <p>
              Consultas dos alertas hoje (dia UTC): Seats.aero {quota(status.provider_calls_today.seats_aero)} · SerpApi{' '}
              {quota(status.provider_calls_today.google_flights)}
            </p>
            {spent(status.provider_calls_today) && <p className="font-medium text-amber-800">{ADMIN_QUOTA_SPENT}</p>}
            <p>
              Entregas (e-mail e Telegram) pendentes: {formatInteger(status.deliveries.owed)} · desistidas após{' '}
              {MAX_DELIVERY_ATTEMPTS} tentativas: {formatInteger(status.deliveries.given_up)}
            </p>
            {status.deliveries.last_given_up && (
              <p className="font-medium text-amber-800">
                Última entrega desistida
                {status.deliveries.last_given_up.at ? ` (${formatDateTime(status.deliveries.last_given_up.at)})` : ''}:{' '}
                {status.deliveries.last_given_up.reason}
              </p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
