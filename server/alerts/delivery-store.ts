// notification_deliveries: what each fired alert still owes (push, e-mail, Telegram), claimed by one worker at a time
// with a lease (FOR UPDATE SKIP LOCKED: instances on one PostgreSQL never take the same row at once).
import { z } from '@core/schemas/zod-locale';
import type { Db, Queryable } from '../db/client';
import type { OwedNotification } from './deliver';

/**
 * A delivery that failed this many times (a database error mid-send) is left for an operator to look at. A literal
 * in the claim, not a parameter, so the partial index of migration 0016 (same number) keeps such rows out of its walk.
 */
export const MAX_DELIVERY_ATTEMPTS = 5;

const claimedSchema = z.object({
  notification_id: z.string(),
  push_pending: z.boolean(),
  email_pending: z.boolean(),
  telegram_pending: z.boolean(),
});
const notificationSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  kind: z.enum(['price_alert', 'bonus_alert']),
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

export type Channel = 'push' | 'email' | 'telegram';

/**
 * What a new notification owes, in the transaction that inserts it: push and e-mail always, Telegram when its owner
 * has a linked chat then (intent first: a crash after the commit still sends it).
 */
export async function oweDelivery(tx: Queryable, notificationId: string, userId: string): Promise<void> {
  await tx.query(
    `INSERT INTO notification_deliveries (notification_id, push_pending, email_pending, telegram_pending)
     VALUES ($1, true, true, EXISTS (SELECT 1 FROM telegram_links WHERE user_id = $2))`,
    [notificationId, userId],
  );
}

/** Claims the oldest owed delivery nobody holds (or whose holder's lease ran out); null when none is owed. */
export async function claimDelivery(db: Db, leaseSeconds: number): Promise<ClaimedDelivery | null> {
  const [row] = z.array(claimedSchema).parse(
    await db.query(
      `UPDATE notification_deliveries SET lease_until = now() + make_interval(secs => $1), attempts = attempts + 1
       WHERE notification_id = (
         SELECT notification_id FROM notification_deliveries
         WHERE (lease_until IS NULL OR lease_until < now()) AND attempts < ${MAX_DELIVERY_ATTEMPTS}
         ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING notification_id, push_pending, email_pending, telegram_pending`,
      [leaseSeconds],
    ),
  );
  if (!row) return null;
  const [n] = z.array(notificationSchema).parse(
    await db.query(
      `SELECT id, user_id, kind, coalesce(alert_id, bonus_alert_id) AS alert_id, title, body, url
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
export async function markSent(db: Db, id: string, channel: Channel): Promise<void> {
  const column = `${channel}_pending`;
  await db.query(`UPDATE notification_deliveries SET ${column} = false WHERE notification_id = $1`, [id]);
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
       attempts = greatest(attempts - 1, 0) WHERE notification_id = $1`,
    [id, seconds],
  );
}
