// Writes one check's outcome: the history row, what the alert shows, and, when it fires, the
// notification, all in one transaction under the alert's row lock, so a fare is announced once however many
// instances or manual checks race.
import { quietSecondsLeft } from '@core/alerts/quiet-hours';
import type { AlertAnnounced, AlertObservation } from '@core/schemas/alerts';
import { z } from '@core/schemas/zod-locale';
import type { Db, Queryable } from '../db/client';
import { nextVersion } from '../sync/sync-table';
import { type CheckedAlert, lockAlert } from './alert-store';
import { belowTypicalFires, type OfferVerdict } from './below-typical';
import { insertAlertNotification, type NewNotification } from './alert-notification';

export type CheckOutcome =
  | { kind: 'seen'; best: AlertObservation | null; verdict?: OfferVerdict }
  | { kind: 'failed'; error: string };

export interface RecordOptions {
  /** The job's claim: the result is dropped if the lease changed hands meanwhile. Null for a manual check. */
  lease: string | null;
  intervalMinutes: number;
  /** Jitter in [0, 1): spreads the next checks so alerts created together are not checked together. */
  jitter: number;
  /** Failures count attempts and come back sooner (with backoff); missing configuration does not. */
  retry: boolean;
  /** The run's clock: whether the alert's quiet hours hold its push, e-mail and Telegram back. */
  now?: Date;
}

export interface Recorded {
  checkedAt: Date;
  fired: boolean;
  notification: NewNotification | null;
  /** The alert as it was when recorded (for the delivery). */
  alert: CheckedAlert;
}

/**
 * New or better than what the alert last announced: a lower price, or the same price with more seats (known seats
 * beat unknown ones). The same or a worse offer is never announced twice.
 */
export function newOrBetter(
  alert: Pick<CheckedAlert, 'last_announced_price'> & Partial<Pick<CheckedAlert, 'last_announced'>>,
  price: number,
  seats: number | null = null,
): boolean {
  const last = alert.last_announced;
  // Fired before 0023 kept the seats: only a lower price (the same one is not re-announced after an upgrade).
  if (!last) return alert.last_announced_price === null || price < alert.last_announced_price;
  if (price < last.price) return true;
  return price === last.price && seats !== null && (last.seats === null || seats > last.seats);
}

/**
 * At or under the maximum (or, for 'abaixo do normal', judged low by the route's verdict), new or better than what
 * was last announced, and with seats for the alert's passengers where the provider says how many: the only fares
 * worth a notification. Unknown seats may fire (most award rows do not say; the message says so).
 */
export function shouldFire(
  alert: Pick<CheckedAlert, 'trigger' | 'max_price' | 'last_announced_price'> &
    Partial<Pick<CheckedAlert, 'last_announced' | 'passengers'>>,
  price: number,
  verdict: Pick<OfferVerdict, 'level'> | null = null,
  seats: number | null = null,
): boolean {
  if (seats !== null && seats < (alert.passengers ?? 1)) return false;
  const passes =
    alert.trigger === 'below_typical'
      ? belowTypicalFires(verdict?.level ?? null, price, null)
      : alert.max_price !== null && price <= alert.max_price;
  return passes && newOrBetter(alert, price, seats);
}

/** Minutes until the next try after `attempts` failures: 5, 10, 20… never longer than the normal interval. */
export function backoffMinutes(attempts: number, intervalMinutes: number): number {
  return Math.min(intervalMinutes, 5 * 2 ** Math.min(attempts, 10));
}

async function writeOutcome(tx: Queryable, alert: CheckedAlert, outcome: CheckOutcome, options: RecordOptions) {
  const best = outcome.kind === 'seen' ? outcome.best : null;
  const verdict = outcome.kind === 'seen' ? (outcome.verdict ?? null) : null;
  const fired =
    best !== null &&
    alert.active &&
    alert.deleted_at === null &&
    shouldFire(alert, best.price, verdict, best.seats ?? null);
  const [stamp] = z
    .array(z.object({ at: z.date() }))
    .parse(
      await tx.query(
        'INSERT INTO alert_checks (alert_id, best, fired, error) VALUES ($1, $2::jsonb, $3, $4) RETURNING checked_at AS at',
        [alert.id, best ? JSON.stringify(best) : null, fired, outcome.kind === 'failed' ? outcome.error : null],
      ),
    );
  const checkedAt = stamp?.at ?? new Date();
  const failedRetry = outcome.kind === 'failed' && options.retry;
  const attempts = failedRetry ? alert.check_attempts + 1 : 0;
  const waitMinutes = failedRetry
    ? backoffMinutes(alert.check_attempts, options.intervalMinutes)
    : options.intervalMinutes * (1 + 0.2 * options.jitter);
  // The device sees what the server observed in its next pull: a new change number, its updated_at untouched.
  await tx.query(
    `UPDATE price_alerts SET last_checked_at = $2, check_attempts = $3, check_lease = NULL,
       next_check_at = $2::timestamptz + make_interval(secs => $4),
       last_error = $5, last_best = CASE WHEN $6 THEN $7::jsonb ELSE last_best END,
       last_triggered_at = CASE WHEN $8 THEN $2::timestamptz ELSE last_triggered_at END,
       last_announced_price = CASE WHEN $8 THEN $9::numeric ELSE last_announced_price END,
       last_announced = CASE WHEN $8 THEN $11::jsonb ELSE last_announced END,
       sync_version = $10, server_updated_at = clock_timestamp()
     WHERE id = $1`,
    [
      alert.id,
      checkedAt.toISOString(),
      attempts,
      Math.round(waitMinutes * 60),
      outcome.kind === 'failed' ? outcome.error.slice(0, 300) : null,
      outcome.kind === 'seen',
      best ? JSON.stringify(best) : null,
      fired,
      best?.price ?? null,
      await nextVersion(tx, alert.user_id),
      fired && best ? JSON.stringify(announcement(alert, best, checkedAt)) : null,
    ],
  );
  const hold = alert.quiet_hours ? quietSecondsLeft(options.now ?? checkedAt) : 0;
  const notification = fired && best ? await insertAlertNotification(tx, alert, best, checkedAt, verdict, hold) : null;
  return { checkedAt, fired, notification };
}

/** What the alert announces now, as the device reads it back ('Último aviso'). */
function announcement(alert: CheckedAlert, best: AlertObservation, at: Date): AlertAnnounced {
  return {
    price: best.price,
    unit: alert.alert_type,
    seats: best.seats ?? null,
    date: best.date,
    summary: best.summary,
    at: at.toISOString(),
  };
}

const WATCHED = ['origin', 'destination', 'alert_type', 'cabin', 'date_from', 'date_to', 'trigger'] as const;

/** The alert still watches what was observed (a device may have edited it while the providers answered). */
function sameWatch(a: CheckedAlert, b: CheckedAlert): boolean {
  return WATCHED.every((key) => a[key] === b[key]);
}

/**
 * Records a check; null when the job's lease was lost (another instance owns this check now), or when the
 * alert was deleted or changed what it watches meanwhile (what was seen is not its fare any more).
 */
export function recordCheck(
  db: Db,
  claimed: CheckedAlert,
  outcome: CheckOutcome,
  options: RecordOptions,
): Promise<Recorded | null> {
  return db.transaction(async (tx) => {
    const alert = await lockAlert(tx, claimed.id);
    if (!alert) return null;
    if (options.lease !== null && alert.check_lease !== options.lease) return null;
    if (!sameWatch(alert, claimed)) return null;
    return { ...(await writeOutcome(tx, alert, outcome, options)), alert };
  });
}
