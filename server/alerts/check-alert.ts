// One alert, checked end to end: its window, the providers, and the record; a fired alert's notification is owed
// in that record (server/notifications) and sent by the delivery worker, never inside the check.
import type { AlertObservation } from '@core/schemas/alerts';
import { todayIsoDate } from '@core/schemas/search';
import type { AppDeps } from '../app-env';
import { type CheckedAlert, checkCount, cheapestKnownDates } from './alert-store';
import { alertWindow } from './alert-window';
import { judgeOffer } from './below-typical';
import { NEEDS_SEATS_AERO, NEEDS_SERPAPI, observeAlert, type SharedCalls } from './observe';
import type { ProviderBudget } from './provider-budget';
import { type CheckOutcome, type Recorded, recordCheck } from './record-check';

/** What a check needs: the providers' configuration, the database, and the delivery worker to wake when it fires. */
export type AlertDeps = Pick<AppDeps, 'db' | 'config' | 'log' | 'kickDelivery'>;

export const WINDOW_OVER = 'O período deste alerta já passou: ajuste as datas para voltar a verificar.';

/** A missing key or an expired window: not retried sooner (a provider failure is), and a 409 for 'Verificar agora'. */
export function isSettingProblem(error: string): boolean {
  return [WINDOW_OVER, NEEDS_SEATS_AERO, NEEDS_SERPAPI].includes(error);
}

/** The route an offer flies: its own airports where known, else the alert's. */
function offerRoute(alert: CheckedAlert, best: AlertObservation): { origin: string; destination: string } {
  return { origin: best.origin ?? alert.origin, destination: best.destination ?? alert.destination };
}

export interface CheckRun {
  budget: ProviderBudget;
  /** The job's lease on this alert, or null for 'Verificar agora'. */
  lease: string | null;
  now?: Date;
  random?: () => number;
  /** The run's provider answers, shared by alerts watching the same thing (the job only). */
  shared?: SharedCalls;
}

/** 'deferred': the run's budget is spent and the claim was not used; otherwise what was recorded (null: lease lost). */
export type CheckResult = { kind: 'deferred' } | { kind: 'recorded'; recorded: Recorded | null; outcome: CheckOutcome };

export async function checkAlert(deps: AlertDeps, alert: CheckedAlert, run: CheckRun): Promise<CheckResult> {
  const now = run.now ?? new Date();
  const window = alertWindow(alert, todayIsoDate(undefined, now));
  let outcome: CheckOutcome;
  if (!window) outcome = { kind: 'failed', error: WINDOW_OVER };
  else {
    // Only cash checks pick days (miles read the route's whole window): miles alerts skip the two reads.
    const [cheapestKnown, round] =
      alert.alert_type === 'reais'
        ? await Promise.all([
            cheapestKnownDates(deps.db, alert.id, window.from, window.to),
            checkCount(deps.db, alert.id),
          ])
        : [[], 0];
    const seen = await observeAlert(alert, window, {
      ...deps,
      now,
      budget: run.budget,
      cheapestKnown,
      round,
      ...(run.shared ? { shared: run.shared } : {}),
    });
    if (seen.kind === 'deferred') return { kind: 'deferred' };
    // Only an 'abaixo do normal' alert asks the route's verdict, and only of the offer it found: on the airports
    // it flies from and to (GRU→LIS for an alert on SAO), whose history the providers' answers were recorded under.
    outcome =
      seen.kind === 'seen' && seen.best && alert.trigger === 'below_typical'
        ? {
            kind: 'seen',
            best: seen.best,
            verdict: await judgeOffer(deps.db, offerRoute(alert, seen.best), seen.best, seen.key, now),
          }
        : seen;
  }
  const retry = outcome.kind === 'failed' && !isSettingProblem(outcome.error);
  const recorded = await recordCheck(deps.db, alert, outcome, {
    lease: run.lease,
    intervalMinutes: deps.config.ALERT_CHECK_INTERVAL_MINUTES,
    jitter: (run.random ?? Math.random)(),
    retry,
    now,
  });
  if (recorded?.notification) deps.kickDelivery?.();
  return { kind: 'recorded', recorded, outcome };
}
