import { z } from '@core/schemas/zod-locale';
import type { Queryable } from '../db/client';
import type { KiwifyEvent } from '@core/schemas/kiwify';
import { accessUntilOf, GRANTS, LATE, planOf, REVOKES, subscriptionIdOf } from './kiwify-event';

/**
 * The kiwify_subscriptions table: every delivery Kiwify made, and the access those orders still pay for.
 * Access is recomputed from the whole set of events, so the order in which they arrive does not matter.
 */

/** Serialises deliveries for one e-mail (two orders at once must make one account), until the transaction ends. */
export async function lockCustomer(tx: Queryable, email: string): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtextextended('kiwify:' || $1, 0))", [email]);
}

/** Records one delivery; false when this (order, event) was already recorded (Kiwify retries). */
export async function recordEvent(tx: Queryable, event: KiwifyEvent, raw: unknown): Promise<boolean> {
  const stored = await tx.query(
    `INSERT INTO kiwify_subscriptions (order_id, event_type, email, plano, data_expiracao, subscription_id, status, raw)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (order_id, event_type) DO NOTHING RETURNING id`,
    [
      event.order_id,
      event.webhook_event_type,
      event.Customer.email,
      planOf(event),
      accessUntilOf(event),
      subscriptionIdOf(event),
      event.Subscription?.status ?? event.order_status ?? null,
      raw,
    ],
  );
  return stored.length > 0;
}

const paidAccessRows = z.array(z.object({ until: z.date(), plan: z.string() }));
export type PaidAccess = z.infer<typeof paidAccessRows>[number];

/**
 * What the customer's orders still pay for: the latest end among grants and late notices, leaving out
 * orders that were refunded or charged back and subscriptions that were canceled. null when none.
 */
export async function paidAccess(tx: Queryable, email: string): Promise<PaidAccess | null> {
  const rows = await tx.query(
    `SELECT e.data_expiracao AS until, e.plano AS plan FROM kiwify_subscriptions e
     WHERE e.email = $1 AND e.event_type = ANY($2) AND e.data_expiracao IS NOT NULL
       AND NOT EXISTS (
         SELECT 1 FROM kiwify_subscriptions r
         WHERE (r.order_id = e.order_id AND r.event_type = ANY($3))
            OR (r.event_type = 'subscription_canceled' AND r.subscription_id IS NOT NULL AND r.subscription_id = e.subscription_id))
     ORDER BY e.data_expiracao DESC LIMIT 1`,
    [email, [...GRANTS, LATE], REVOKES],
  );
  return paidAccessRows.parse(rows)[0] ?? null;
}

/** A grant or late notice only ever extends access: an admin's manual extension is not cut back. */
export async function extendAccess(tx: Queryable, userId: string, paid: PaidAccess): Promise<void> {
  await tx.query(
    `UPDATE users SET subscription_expires = GREATEST(subscription_expires, $2), subscription_plan = $3, updated_at = now()
     WHERE id = $1 AND subscription_expires IS NOT NULL`,
    [userId, paid.until, paid.plan],
  );
}

/** A refund, chargeback or cancellation cuts access back to what the remaining orders pay for (or now). */
export async function cutAccess(tx: Queryable, userId: string, paid: PaidAccess | null): Promise<void> {
  await tx.query(
    `UPDATE users SET subscription_expires = LEAST(subscription_expires, GREATEST($2::timestamptz, now())), updated_at = now()
     WHERE id = $1 AND subscription_expires IS NOT NULL`,
    [userId, paid?.until ?? null],
  );
}
