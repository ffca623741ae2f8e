// notification_deliveries: what each notification still owes (push, e-mail, Telegram), claimed by one worker at a time
// with a lease (FOR UPDATE SKIP LOCKED: instances on one PostgreSQL never take the same row at once).
import { MAX_DELIVERY_ATTEMPTS } from '@core/schemas/alerts';
import { z } from '@core/schemas/zod-locale';
import type { Db, Queryable } from '../db/client';
import type { ChannelName, OwedNotification } from './channel';

// A delivery claimed MAX_DELIVERY_ATTEMPTS times without finishing (a channel's error, a sender that stopped
// mid-send) is given up: kept with its last reason for the admin's alert card, never claimed again, so nothing owed
// can crash-loop an instance or hold the queue. A literal in the claim, not a parameter, so the partial index of
// migration 0016 (same number) keeps such rows out of its walk.

const claimedSchema = z.object({
  notification_id: z.string(),
  push_pending: z.boolean(),
  email_pending: z.boolean(),
  telegram_pending: z.boolean(),
});
const notificationSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  kind: z.enum(['price_alert', 'bonus_alert', 'expiry_reminder', 'booking_opened']),
  alert_id: z.string().nullable(),
  title: z.string(),
  body: z.string(),
  url: z.string(),
});

export interface ClaimedDelivery {
  notification: OwedNotification | null;
  id: string;
  push: boolean;
  email: boolean;
  telegram: boolean;
}

const INTERRUPTED = 'envio interrompido: a instância parou durante o envio';

const QUIET = 'horário de silêncio do alerta: envio às 7h';

/**
 * What a new notification owes, in the transaction that inserts it: push and e-mail always, Telegram when its owner
 * has a linked chat then (intent first: a crash after the commit still sends it). Held `holdSeconds` (quiet hours)
 * by its lease, as a Telegram wait is: nobody claims it before then, and then it is claimed and sent once. The hold
 * is named as its last_error so the first claim does not take it for a holder that stopped mid-send.
 */
export async function oweDelivery(
  tx: Queryable,
  notificationId: string,
  userId: string,
  holdSeconds = 0,
): Promise<void> {
  const held = holdSeconds > 0;
  await tx.query(
    `INSERT INTO notification_deliveries (notification_id, push_pending, email_pending, telegram_pending, lease_until,
       last_error, last_error_at)
     VALUES ($1, true, true, EXISTS (SELECT 1 FROM telegram_links WHERE user_id = $2),
       CASE WHEN $3 THEN now() + make_interval(secs => $4) END, CASE WHEN $3 THEN $5 END, CASE WHEN $3 THEN now() END)`,
    [notificationId, userId, held, holdSeconds, QUIET],
  );
}

/** Claims the oldest owed delivery nobody holds (or whose holder's lease ran out); null when none is owed. */
export async function claimDelivery(db: Db, leaseSeconds: number): Promise<ClaimedDelivery | null> {
  const [row] = z.array(claimedSchema).parse(
    await db.query(
      `UPDATE notification_deliveries SET lease_until = now() + make_interval(secs => $1), attempts = attempts + 1,
         -- A lease that ran out with nothing recorded: its holder stopped (or hung) while sending.
         last_error = CASE WHEN lease_until IS NOT NULL AND last_error IS NULL THEN $2 ELSE last_error END,
         last_error_at = CASE WHEN lease_until IS NOT NULL AND last_error IS NULL THEN now() ELSE last_error_at END
       WHERE notification_id = (
         SELECT notification_id FROM notification_deliveries
         WHERE (lease_until IS NULL OR lease_until < now()) AND attempts < ${MAX_DELIVERY_ATTEMPTS}
         ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING notification_id, push_pending, email_pending, telegram_pending`,
      [leaseSeconds, INTERRUPTED],
    ),
  );
  if (!row) return null;
  const [n] = z.array(notificationSchema).parse(
    await db.query(
      `SELECT id, user_id, kind, coalesce(alert_id, bonus_alert_id, wallet_lot_id) AS alert_id, title, body, url
         FROM notifications WHERE id = $1`,
      [row.notification_id],
    ),
  );
  const notification = n?.alert_id ? { ...n, alert_id: n.alert_id } : null;
  return {
    id: row.notification_id,
    notification,
    push: row.push_pending,
    email: row.email_pending,
    telegram: row.telegram_pending,
  };
}

/** The holder is still sending: its lease is renewed, so only a crashed holder's deliveries are taken again. */
export async function renewLease(db: Db, id: string, leaseSeconds: number): Promise<void> {
  await db.query(
    'UPDATE notification_deliveries SET lease_until = now() + make_interval(secs => $2) WHERE notification_id = $1',
    [id, leaseSeconds],
  );
}

/** One channel was sent: it is not owed any more. */
export async function markSent(db: Db, id: string, channel: ChannelName): Promise<void> {
  const column = `${channel}_pending`;
  await db.query(`UPDATE notification_deliveries SET ${column} = false WHERE notification_id = $1`, [id]);
}

/** A channel failed: why, kept on the delivery (the admin sees it once the delivery is given up). */
export async function recordFailure(db: Db, id: string, reason: string): Promise<void> {
  await db.query(
    'UPDATE notification_deliveries SET last_error = $2, last_error_at = now() WHERE notification_id = $1',
    [id, reason.slice(0, 300)],
  );
}

/** Nothing owed any more (or nothing left to deliver to): the row goes. */
export async function finishDelivery(db: Db, id: string, force = false): Promise<void> {
  await db.query(
    'DELETE FROM notification_deliveries WHERE notification_id = $1 AND ($2 OR NOT (push_pending OR email_pending OR telegram_pending))',
    [id, force],
  );
}

/**
 * Telegram asked to wait: nobody claims the delivery before `seconds` from now. The claim it used does not count
 * as a failed attempt.
 */
export async function deferDelivery(db: Db, id: string, seconds: number): Promise<void> {
  await db.query(
    `UPDATE notification_deliveries SET lease_until = now() + make_interval(secs => $2),
       attempts = greatest(attempts - 1, 0), last_error = $3, last_error_at = now() WHERE notification_id = $1`,
    [id, seconds, `Telegram pediu para esperar ${seconds} s`],
  );
}

const failuresSchema = z.object({
  owed: z.coerce.number().int(),
  given_up: z.coerce.number().int(),
  last_error: z.string().nullable(),
  last_error_at: z.date().nullable(),
});

/** Deliveries still owed, those given up, and the newest given-up one's reason, for the admin's alert card. */
export async function deliveryHealth(db: Queryable) {
  const [row] = z.array(failuresSchema).parse(
    await db.query(
      `SELECT count(*) FILTER (WHERE attempts < ${MAX_DELIVERY_ATTEMPTS})::text AS owed,
              count(*) FILTER (WHERE attempts >= ${MAX_DELIVERY_ATTEMPTS})::text AS given_up,
              (array_agg(last_error ORDER BY last_error_at DESC NULLS LAST)
                 FILTER (WHERE attempts >= ${MAX_DELIVERY_ATTEMPTS}))[1] AS last_error,
              max(last_error_at) FILTER (WHERE attempts >= ${MAX_DELIVERY_ATTEMPTS}) AS last_error_at
         FROM notification_deliveries`,
    ),
  );
  const givenUp = row?.given_up ?? 0;
  return {
    owed: row?.owed ?? 0,
    given_up: givenUp,
    last_given_up:
      givenUp > 0 ? { reason: row?.last_error ?? INTERRUPTED, at: row?.last_error_at?.toISOString() ?? null } : null,
  };
}
