// The alert rounds: every ALERT_JOB_INTERVAL_SECONDS the bonus alerts (server/wallet/bonus-alerts.ts), the expiry
// reminders of the wallet's lots (server/wallet/expiry-reminders.ts), the booking openings miles alerts wait for
// (server/alerts/opening-alerts.ts), then, with a live source, the price alerts
// (server/alerts/job.ts). Each owes its notifications; the delivery worker sends them.
import type { AlertDeps } from '../alerts/check-alert';
import { runAlertJob } from '../alerts/job';
import { alertsAreLive } from '../alerts/live';
import { announceOpenings } from '../alerts/opening-alerts';
import { fireBonusAlerts } from '../wallet/bonus-alerts';
import { remindExpiringLots } from '../wallet/expiry-reminders';

/**
 * One round: the bonus alerts and the expiry reminders (they need no provider), then the price alerts when a live
 * source is configured.
 */
export async function runAlertRound(deps: AlertDeps, live = alertsAreLive(deps.config)): Promise<void> {
  const { log } = deps;
  try {
    const fired = await fireBonusAlerts(deps);
    if (fired > 0) log.info('alertas de bônus disparados', { fired });
  } catch (err) {
    log.warn('alertas de bônus falharam', { error: err instanceof Error ? err.message : String(err) });
  }
  try {
    const reminded = await remindExpiringLots(deps);
    if (reminded > 0) log.info('avisos de pontos expirando', { reminded });
  } catch (err) {
    log.warn('avisos de pontos expirando falharam', { error: err instanceof Error ? err.message : String(err) });
  }
  try {
    const opened = await announceOpenings(deps);
    if (opened > 0) log.info('aberturas de reservas avisadas', { opened });
  } catch (err) {
    log.warn('avisos de abertura de reservas falharam', { error: err instanceof Error ? err.message : String(err) });
  }
  if (!live) return;
  const totals = await runAlertJob(deps);
  if (totals && totals.checked > 0) log.info('alertas verificados', { ...totals });
}

/** Runs a round now and then every ALERT_JOB_INTERVAL_SECONDS (never two rounds at once here); returns stop. */
export function startAlertJob(deps: AlertDeps): () => void {
  const { log, config } = deps;
  const live = alertsAreLive(config);
  if (!live) log.info('alertas de preço não são verificados: nenhuma fonte ao vivo configurada');
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    runAlertRound(deps, live)
      .catch((err: unknown) =>
        log.warn('verificação de alertas falhou', { error: err instanceof Error ? err.message : String(err) }),
      )
      .finally(() => {
        running = false;
      });
  };
  tick();
  const timer = setInterval(tick, config.ALERT_JOB_INTERVAL_SECONDS * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
