// The price-alert job (issue #13, DESIGN §2): every ALERT_JOB_INTERVAL_SECONDS each instance claims the due
// alerts with a lease (server/alerts/alert-store.ts), checks them within the run's provider budget, and
// records the run for the admin panel. Claims are per alert, so several instances share the work and no
// check runs twice; a crashed instance's claims expire and are taken again.
import { z } from '@core/schemas/zod-locale';
import { claimDueAlerts, releaseClaim } from './alert-store';
import { checkAlert } from './check-alert';
import type { DeliveryDeps } from './deliver';
import { alertsAreLive } from './live';
import { ProviderBudget } from './provider-budget';

/** Alerts claimed per statement, and how long a claim keeps others away (longer than any one check takes). */
const CLAIM_BATCH = 10;
const LEASE_SECONDS = 10 * 60;

export interface AlertRunTotals {
  checked: number;
  fired: number;
  failed: number;
}

export interface AlertJobOptions {
  now?: () => Date;
  random?: () => number;
}

/** One run; null when no live source is configured (alerts are then not checked at all). */
export async function runAlertJob(deps: DeliveryDeps, options: AlertJobOptions = {}): Promise<AlertRunTotals | null> {
  const { db, config } = deps;
  if (!alertsAreLive(config)) return null;
  const [run] = z
    .array(z.object({ id: z.string() }))
    .parse(await db.query('INSERT INTO alert_job_runs DEFAULT VALUES RETURNING id::text AS id'));
  const totals: AlertRunTotals = { checked: 0, fired: 0, failed: 0 };
  const budget = new ProviderBudget(config.ALERT_MAX_PROVIDER_CALLS_PER_RUN);
  try {
    for (;;) {
      const claimed = await claimDueAlerts(db, CLAIM_BATCH, LEASE_SECONDS);
      if (claimed.length === 0) break;
      let progressed = false;
      for (const alert of claimed) {
        const result = await checkAlert(deps, alert, {
          budget,
          lease: alert.check_lease,
          ...(options.now ? { now: options.now() } : {}),
          ...(options.random ? { random: options.random } : {}),
        });
        if (result.kind === 'deferred') {
          await releaseClaim(db, alert, config.ALERT_JOB_INTERVAL_SECONDS);
          continue;
        }
        progressed = true;
        if (!result.recorded) continue;
        totals.checked++;
        if (result.recorded.fired) totals.fired++;
        if (result.outcome.kind === 'failed') totals.failed++;
      }
      // Every claim deferred: both budgets are spent for this run.
      if (!progressed) break;
    }
  } finally {
    await db.query(
      'UPDATE alert_job_runs SET finished_at = now(), checked = $2, fired = $3, failed = $4 WHERE id = $1',
      [run?.id, totals.checked, totals.fired, totals.failed],
    );
  }
  return totals;
}

/** Runs the job now and then every ALERT_JOB_INTERVAL_SECONDS (never two runs at once here); returns stop. */
export function startAlertJob(deps: DeliveryDeps): () => void {
  const { log, config } = deps;
  if (!alertsAreLive(config)) {
    log.info('alertas de preço não são verificados: nenhuma fonte ao vivo configurada');
    return () => {};
  }
  let running = false;
  const round = () => {
    if (running) return;
    running = true;
    runAlertJob(deps)
      .then((totals) => {
        if (totals && totals.checked > 0) log.info('alertas verificados', { ...totals });
      })
      .catch((err: unknown) =>
        log.warn('verificação de alertas falhou', { error: err instanceof Error ? err.message : String(err) }),
      )
      .finally(() => {
        running = false;
      });
  };
  round();
  const timer = setInterval(round, config.ALERT_JOB_INTERVAL_SECONDS * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
