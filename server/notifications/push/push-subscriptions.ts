// The browsers a user receives Web Push on: one row per endpoint, moved to another account only by
// that browser (its keys) or once the old owner has signed out.
import type { PushSubscriptionJson } from '@core/schemas/alerts';
import type { Db } from '../../db/client';

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

/**
 * Saves the browser for this user: 'saved', or 'other_owner' when the endpoint is another account's and this
 * request does not prove it is that browser (the same keys), unless that account signed out ('Sair' revoked a
 * session) since it subscribed and is signed in nowhere now. A Supabase bearer caller has no session here, so
 * its endpoints move only with the keys.
 * Otherwise anyone who learnt an endpoint could move another user's notifications to their own account.
 * The rule is in the upsert itself, so a race between two accounts cannot slip past it.
 */
export function savePushSubscription(
  db: Db,
  userId: string,
  sub: PushSubscriptionJson,
): Promise<'saved' | 'other_owner'> {
  return db.transaction(async (tx) => {
    const saved = await tx.query(
      `INSERT INTO push_subscriptions AS p (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)
       ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth,
         created_at = now()
       WHERE p.user_id = EXCLUDED.user_id OR (p.p256dh = EXCLUDED.p256dh AND p.auth = EXCLUDED.auth)
          OR (EXISTS (SELECT 1 FROM sessions s WHERE s.user_id = p.user_id AND s.revoked_at >= p.created_at)
              AND NOT EXISTS (SELECT 1 FROM sessions s WHERE s.user_id = p.user_id AND s.revoked_at IS NULL
                                AND s.rotated_at IS NULL AND s.expires_at > now()))
       RETURNING id`,
      [userId, sub.endpoint, sub.keys.p256dh, sub.keys.auth],
    );
    if (saved.length === 0) return 'other_owner';
    await tx.query(
      `DELETE FROM push_subscriptions WHERE user_id = $1 AND id NOT IN (
         SELECT id FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT $2)`,
      [userId, MAX_SUBSCRIPTIONS_PER_USER],
    );
    return 'saved';
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
