import { dayInZone, wallClock } from '@core/format/zones';
import { z } from '@core/schemas/zod-locale';
import type { Queryable } from '../db/client';

/**
 * Each account's award re-checks per Brasília calendar day (AWARD_RECHECKS_PER_DAY), counted in award_rechecks so
 * every instance draws from one counter. A re-check is taken before the provider is asked (two at once cannot both
 * pass the last one) and given back when the provider failed: the traveller pays only for answers.
 */

const BRASILIA = 'America/Sao_Paulo';
const countRows = z.array(z.object({ count: z.number() }));

/** Brasília's day of `now` (yyyy-MM-dd): the day the counter counts. */
export function recheckDay(now: Date): string {
  return dayInZone(BRASILIA, now);
}

/** Whole seconds until Brasília's day turns (≥ 1): the 429's Retry-After. */
export function secondsUntilBrasiliaMidnight(now: Date): number {
  const { hour, minute } = wallClock(BRASILIA, now.getTime());
  // Brasília's offset is whole hours, so the instant's own seconds are the wall clock's.
  return Math.max(1, (24 - hour) * 3600 - minute * 60 - now.getUTCSeconds());
}

/** Counts one re-check for the account's day; the count reached, or null when the day's `max` was already used. */
export async function takeRecheck(db: Queryable, userId: string, day: string, max: number): Promise<number | null> {
  const [row] = countRows.parse(
    await db.query(
      `INSERT INTO award_rechecks (user_id, day, count) VALUES ($1, $2, 1)
       ON CONFLICT (user_id, day) DO UPDATE SET count = award_rechecks.count + 1 WHERE award_rechecks.count < $3
       RETURNING count`,
      [userId, day, max],
    ),
  );
  return row ? row.count : null;
}

/** Gives back a re-check whose provider failed. */
export async function giveBackRecheck(db: Queryable, userId: string, day: string): Promise<void> {
  await db.query('UPDATE award_rechecks SET count = greatest(count - 1, 0) WHERE user_id = $1 AND day = $2', [
    userId,
    day,
  ]);
}
