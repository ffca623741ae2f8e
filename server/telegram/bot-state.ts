// telegram_bot_state: the long-polling leader's lease and offset, and the bot-wide pause Telegram's 429 asks for.
import { z } from '@core/schemas/zod-locale';
import type { Queryable } from '../db/client';
import { MAX_RETRY_AFTER_SECONDS } from './settings';

const offsetRows = z.array(z.object({ next_offset: z.coerce.number().int() }));

/**
 * Takes or renews the polling lease for `instance`: the next offset when this instance is (now) the leader, null
 * while another one holds an unexpired lease.
 */
export async function takePollLease(db: Queryable, instance: string, leaseSeconds: number): Promise<number | null> {
  const [row] = offsetRows.parse(
    await db.query(
      `UPDATE telegram_bot_state SET leader = $1, lease_until = now() + make_interval(secs => $2)
       WHERE id = 1 AND (leader = $1 OR leader IS NULL OR lease_until IS NULL OR lease_until < now())
       RETURNING next_offset::text`,
      [instance, leaseSeconds],
    ),
  );
  return row ? row.next_offset : null;
}

/** Records an update as handled (and renews the lease); false when the lease was lost meanwhile. */
export async function saveOffset(
  db: Queryable,
  instance: string,
  next: number,
  leaseSeconds: number,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE telegram_bot_state SET next_offset = greatest(next_offset, $2), lease_until = now() + make_interval(secs => $3)
     WHERE id = 1 AND leader = $1 AND lease_until > now() RETURNING 1`,
    [instance, next, leaseSeconds],
  );
  return rows.length > 0;
}

/** A leader that stops hands over at once (a crashed one only when its lease runs out). */
export async function releasePollLease(db: Queryable, instance: string): Promise<void> {
  await db.query('UPDATE telegram_bot_state SET leader = NULL, lease_until = NULL WHERE id = 1 AND leader = $1', [
    instance,
  ]);
}

const pauseRows = z.array(z.object({ seconds: z.coerce.number().nullable() }));

/** Seconds left in the pause Telegram asked for (0 when none). */
export async function sendPauseLeft(db: Queryable): Promise<number> {
  const [row] = pauseRows.parse(
    await db.query(
      'SELECT ceil(extract(epoch FROM send_paused_until - now()))::text AS seconds FROM telegram_bot_state WHERE id = 1',
    ),
  );
  return Math.max(0, row?.seconds ?? 0);
}

/** Telegram's 429: no instance sends before retry_after seconds from now (never more than MAX_RETRY_AFTER_SECONDS). */
export async function pauseSending(db: Queryable, seconds: number): Promise<void> {
  await db.query(
    `UPDATE telegram_bot_state SET send_paused_until = least(
       greatest(coalesce(send_paused_until, now()), now() + make_interval(secs => $1)),
       now() + make_interval(secs => $2)) WHERE id = 1`,
    [seconds, MAX_RETRY_AFTER_SECONDS],
  );
}
