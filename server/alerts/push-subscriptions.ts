// The browsers a user receives Web Push on (issue #13): one row per endpoint, moved to whoever subscribed last.
import type { PushSubscriptionJson } from '@core/schemas/alerts';
import type { Db } from '../db/client';

/** A user keeps at most this many browsers; subscribing another drops the oldest. */
export const MAX_SUBSCRIPTIONS_PER_USER = 20;

/** Why the browser's keys cannot encrypt a push (RFC 8291: a P-256 point and a 16-byte secret), or null. */
export function pushKeysProblem(keys: PushSubscriptionJson['keys']): string | null {
  const b64url = /^[A-Za-z0-9_-]+={0,2}$/;
  if (!b64url.test(keys.p256dh) || !b64url.test(keys.auth)) return 'Chaves de notificação inválidas.';
  const point = Buffer.from(keys.p256dh, 'base64url');
  const secret = Buffer.from(keys.auth, 'base64url');
  return point.length === 65 && point[0] === 4 && secret.length === 16 ? null : 'Chaves de notificação inválidas.';
}

export function savePushSubscription(db: Db, userId: string, sub: PushSubscriptionJson): Promise<void> {
  return db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)
       ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth,
         created_at = now()`,
      [userId, sub.endpoint, sub.keys.p256dh, sub.keys.auth],
    );
    await tx.query(
      `DELETE FROM push_subscriptions WHERE user_id = $1 AND id NOT IN (
         SELECT id FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT $2)`,
      [userId, MAX_SUBSCRIPTIONS_PER_USER],
    );
  });
}

/** Removes the caller's subscription for this endpoint (sign-out); how many rows went. */
export async function deletePushSubscription(db: Db, userId: string, endpoint: string): Promise<number> {
  const rows = await db.query('DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2 RETURNING id', [
    userId,
    endpoint,
  ]);
  return rows.length;
}
