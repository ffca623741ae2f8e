// The alert job: every ALERT_JOB_INTERVAL_SECONDS the bonus alerts (server/wallet/bonus-alerts.ts), then, with a
// live source, the price alerts: each instance claims the due alerts with a lease (server/alerts/alert-store.ts),
// round-robin by account, checks them within the providers' shared budget (server/alerts/provider-budget.ts), and
// records the run for the admin panel. Claims are per alert, so several instances share the work and no check
// runs twice; a heartbeat keeps the run's claims while it works, so a killed instance's claims are due again
// within ALERT_CLAIM_LEASE_SECONDS.
import { z } from '@core/schemas/zod-locale';
import { type CheckedAlert, claimDueAlerts, releaseClaim, renewLeases } from './alert-store';
import { checkAlert } from './check-alert';
import { SharedCalls } from './observe';
import type { DeliveryDeps } from './deliver';
import { alertsAreLive } from './live';
import { alertBudgetLimits, SharedProviderBudget } from './provider-budget';
import { fireBonusAlerts } from '../wallet/bonus-alerts';

/** Alerts claimed per statement. */
const CLAIM_BATCH = 10;

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
  const now = options.now ?? (() => new Date());
  const budget = new SharedProviderBudget(db, alertBudgetLimits(config), now);
  const lease = config.ALERT_CLAIM_LEASE_SECONDS;
  // Alerts on the same route share one Seats.aero search in this run, and one Google Flights call per cabin and day.
  const shared = new SharedCalls();
  // The claims this run still holds, renewed every third of the lease until the run lets them go.
  const held = new Map<string, CheckedAlert>();
  const heartbeat = setInterval(
    () => {
      // A missed beat is not fatal: the next one (or recording the check) tells whether the claim is still ours.
      renewLeases(db, [...held.values()], lease).catch((err: unknown) =>
        deps.log.warn('renovação das reservas de alertas falhou', {
          error: err instanceof Error ? err.message : String(err),
        }),
      );
    },
    (lease * 1000) / 3,
  );
  heartbeat.unref();
  try {
    for (;;) {
      const claimed = await claimDueAlerts(db, CLAIM_BATCH, lease);
      if (claimed.length === 0) break;
      for (const alert of claimed) held.set(alert.id, alert);
      let progressed = false;
      for (const alert of claimed) {
        const result = await checkAlert(deps, alert, {
          budget,
          shared,
          lease: alert.check_lease,
          ...(options.now ? { now: options.now() } : {}),
          ...(options.random ? { random: options.random } : {}),
        });
        held.delete(alert.id);
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
      // Every claim deferred: both budgets are spent for this window.
      if (!progressed) break;
    }
  } finally {
    clearInterval(heartbeat);
    await db.query(
      'UPDATE alert_job_runs SET finished_at = now(), checked = $2, fired = $3, failed = $4 WHERE id = $1',
      [run?.id, totals.checked, totals.fired, totals.failed],
    );
  }
  return totals;
}

/** One round: the bonus alerts (they need no provider), then the price alerts when a live source is configured. */
export async function runAlertRound(deps: DeliveryDeps, live = alertsAreLive(deps.config)): Promise<void> {
  const { log } = deps;
  try {
    const fired = await fireBonusAlerts(deps);
    if (fired > 0) log.info('alertas de bônus disparados', { fired });
  } catch (err) {
    log.warn('alertas de bônus falharam', { error: err instanceof Error ? err.message : String(err) });
  }
  if (!live) return;
  const totals = await runAlertJob(deps);
  if (totals && totals.checked > 0) log.info('alertas verificados', { ...totals });
}

/** Runs the job now and then every ALERT_JOB_INTERVAL_SECONDS (never two runs at once here); returns stop. */
export function startAlertJob(deps: DeliveryDeps): () => void {
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
