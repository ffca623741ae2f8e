import { z } from '@core/schemas/zod-locale';
import type { Queryable } from '../db/client';
import { AppError } from '../http/errors';

const countRows = z.array(z.object({ count: z.number() }));

/**
 * Fixed-window counter kept in the database (shared by every instance). Returns false once
 * `max` hits have been counted for `key` within the window. Old counters are pruned by the maintenance job
 * (server/jobs/maintenance.ts), not here: a request must not pay for a scan of the whole table.
 */
export async function hitRateLimit(db: Queryable, key: string, max: number, windowSeconds: number): Promise<boolean> {
  const [row] = countRows.parse(
    await db.query(
      `INSERT INTO rate_limits (key, window_start, count) VALUES ($1, now(), 1)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => $2) THEN 1 ELSE rate_limits.count + 1 END,
         window_start = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => $2) THEN now() ELSE rate_limits.window_start END
       RETURNING count`,
      [key, windowSeconds],
    ),
  );
  return (row?.count ?? 0) <= max;
}

/** Takes back one hit (a sign-in that succeeded counts as no failure). */
export async function forgiveRateLimitHit(db: Queryable, key: string): Promise<void> {
  await db.query('UPDATE rate_limits SET count = greatest(count - 1, 0) WHERE key = $1', [key]);
}

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

/** Counts one hit against each limit; the first one exceeded answers 429 with `message`. */
export async function enforceLimits(db: Queryable, limits: Limit[], message: string): Promise<void> {
  for (const limit of limits) {
    if (!(await hitRateLimit(db, limit.key, limit.max, limit.windowSeconds))) {
      throw new AppError(429, message, undefined, 'rate_limited');
    }
  }
}
