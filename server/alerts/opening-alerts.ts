// "Avisar quando abrir": a miles alert on a day beyond a programme's booking window waits for the day that
// programme's seats open (the day minus Seats.aero's NumDaysOut for the route) and is told once, in-app and on its
// other channels. Then it goes on as the miles alert it is: the traveller asked for a price, and seats with a price
// only exist from that day, so the watch becomes useful exactly then; ending it would drop what they asked for.
import { quietSecondsLeft } from '@core/alerts/quiet-hours';
import { bookingOpenedBody, bookingOpenedTitle } from '@core/format/booking-window';
import { searchLinkPath } from '@core/links/link-params';
import { openingDate } from '@core/miles/booking-window';
import { AWARD_PROGRAMS, MILES_SOURCE_BY_PROGRAM } from '@core/schemas/award';
import { CABIN_CLASSES, todayIsoDate } from '@core/schemas/search';
import { z } from '@core/schemas/zod-locale';
import type { Db } from '../db/client';
import { notify } from '../notifications/in-app';
import { bookingWindowOf, routesDepsOf } from '../providers/seats-aero-routes';
import { nextVersion } from '../sync/sync-table';
import type { AlertDeps } from './check-alert';

/** Alerts read per round: far more than wait for an opening on any one day. */
const ROUND_LIMIT = 500;

const waitingSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  origin: z.string(),
  destination: z.string(),
  date_from: z.string(),
  opening_program: z.enum(AWARD_PROGRAMS),
  created_on: z.string(),
  quiet_hours: z.boolean(),
  cabin: z.enum(CABIN_CLASSES).nullable(),
  passengers: z.coerce.number().int().nullable(),
});
type WaitingAlert = z.output<typeof waitingSchema>;

/** Live miles alerts of active subscriptions waiting for their day's opening, not yet announced for that day. */
async function waitingAlerts(db: Db, today: string): Promise<WaitingAlert[]> {
  return z.array(waitingSchema).parse(
    await db.query(
      `SELECT a.id, a.user_id, a.origin, a.destination, a.date_from::text AS date_from, a.opening_program,
              (a.created_at AT TIME ZONE 'America/Rio_Branco')::date::text AS created_on, a.quiet_hours, a.cabin,
              a.passengers
       FROM price_alerts a JOIN users u ON u.id = a.user_id
       WHERE a.opening_program IS NOT NULL AND a.deleted_at IS NULL AND a.active AND a.alert_type = 'milhas'
         AND a.date_from >= $1::date AND a.opening_announced_on IS DISTINCT FROM a.date_from
         AND (u.subscription_expires IS NULL OR u.subscription_expires > now())
       ORDER BY a.date_from, a.id LIMIT $2`,
      [today, ROUND_LIMIT],
    ),
  );
}

/**
 * Marks the alert's day announced and, when `announce`, owes its notification, in one transaction: the mark is taken
 * only while the alert still waits for that day and programme, and the notification is unique per (alert, day), so
 * rounds racing on several instances announce it once.
 */
async function markOpened(deps: AlertDeps, alert: WaitingAlert, opensOn: string, now: Date, announce: boolean) {
  return deps.db.transaction(async (tx) => {
    const marked = await tx.query(
      `UPDATE price_alerts SET opening_announced_on = date_from, sync_version = $4, server_updated_at = clock_timestamp()
       WHERE id = $1 AND date_from = $2::date AND opening_program = $3 AND deleted_at IS NULL AND active
         AND opening_announced_on IS DISTINCT FROM date_from
       RETURNING id`,
      [alert.id, alert.date_from, alert.opening_program, await nextVersion(tx, alert.user_id)],
    );
    if (marked.length === 0 || !announce) return false;
    const id = await notify(tx, {
      userId: alert.user_id,
      title: bookingOpenedTitle(alert.opening_program, alert.origin, alert.destination, alert.date_from),
      body: bookingOpenedBody(alert.opening_program, opensOn),
      url: searchLinkPath({
        origin: alert.origin,
        destination: alert.destination,
        date: alert.date_from,
        unit: 'milhas',
        cabin: alert.cabin,
        passengers: alert.passengers ?? 1,
      }),
      at: now,
      holdSeconds: alert.quiet_hours ? quietSecondsLeft(now) : 0,
      announces: {
        kind: 'booking_opened',
        alertId: alert.id,
        origin: alert.origin,
        destination: alert.destination,
        date: alert.date_from,
      },
    });
    return id !== null;
  });
}

/**
 * One round: each waiting alert whose programme's seats for its day have opened (today or, after a stop of the
 * server, earlier) is announced once. An alert set when the day was already open is marked without a word (it
 * never waited); a window Seats.aero does not know leaves the alert waiting. The number announced.
 */
export async function announceOpenings(deps: AlertDeps, now = new Date()): Promise<number> {
  const routes = routesDepsOf({ config: deps.config, db: deps.db });
  if (!routes) return 0;
  const today = todayIsoDate(undefined, now);
  let announced = 0;
  const signal = new AbortController().signal;
  for (const alert of await waitingAlerts(deps.db, today)) {
    const source = MILES_SOURCE_BY_PROGRAM[alert.opening_program];
    const numDaysOut = await bookingWindowOf(routes, { ...alert, source }, { signal, now }).catch(() => null);
    if (numDaysOut === null) continue;
    const opensOn = openingDate(alert.date_from, numDaysOut);
    if (opensOn > today) continue;
    if (await markOpened(deps, alert, opensOn, now, opensOn > alert.created_on)) announced++;
  }
  if (announced > 0) deps.kickDelivery?.();
  return announced;
}
