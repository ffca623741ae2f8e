// The price-alert job, one run of it every ALERT_JOB_INTERVAL_SECONDS (server/jobs/alert-rounds.ts) when a live
// source is configured: each instance claims the due alerts with a lease (server/alerts/alert-store.ts),
// round-robin by account, checks them within the providers' shared budget (server/alerts/provider-budget.ts), and
// records the run for the admin panel. Claims are per alert, so several instances share the work and no check
// runs twice; a heartbeat keeps the run's claims while it works, so a killed instance's claims are due again
// within ALERT_CLAIM_LEASE_SECONDS.
import { z } from '@core/schemas/zod-locale';
import { type CheckedAlert, claimDueAlerts, releaseClaim, renewLeases } from './alert-store';
import { type AlertDeps, checkAlert } from './check-alert';
import { SharedCalls } from './observe';
import { alertsAreLive } from './live';
import { alertBudgetLimits, SharedProviderBudget } from './provider-budget';

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
export async function runAlertJob(deps: AlertDeps, options: AlertJobOptions = {}): Promise<AlertRunTotals | null> {
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
