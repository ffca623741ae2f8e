// telegram_updates: each update_id handled once, whichever way it came (webhook or long poll) and whichever
// instance got it. Telegram re-posts a webhook update it had no timely answer for; a claim taken first means the
// repeat finds it and stays silent instead of answering the chat twice.
import type { Queryable } from '../db/client';

/** Takes `updateId` for this handling; false when a handling (this one's twin, or an earlier one) already has it. */
export async function claimUpdate(db: Queryable, updateId: number): Promise<boolean> {
  const rows = await db.query(
    'INSERT INTO telegram_updates (update_id) VALUES ($1) ON CONFLICT (update_id) DO NOTHING RETURNING 1',
    [updateId],
  );
  return rows.length > 0;
}

/**
 * Gives a claim back after its handling failed (the database, mid-way): Telegram's retry of the same update must
 * then be handled, not dropped as a repeat. A crash between claim and answer loses the update instead; the person
 * sends the command again, which is better than a chat answered twice on every slow reply.
 */
export async function releaseUpdate(db: Queryable, updateId: number): Promise<void> {
  await db.query('DELETE FROM telegram_updates WHERE update_id = $1', [updateId]);
}
