import type { Queryable } from '../db/client';

/** How a session was opened: shown to the holder in their export (GET /api/me/export). */
export type SignInMethod = 'password' | 'magic_link' | 'supabase' | 'password_change';

/** One sign-in that opened a session; the maintenance job deletes it after SIGN_IN_EVENT_RETENTION_DAYS. */
export async function recordSignIn(
  db: Queryable,
  userId: string,
  method: SignInMethod,
  userAgent: string | undefined,
): Promise<void> {
  await db.query('INSERT INTO sign_in_events (user_id, method, user_agent) VALUES ($1, $2, $3)', [
    userId,
    method,
    userAgent?.slice(0, 300) ?? null,
  ]);
}
