import { z } from '@core/schemas/zod-locale';
import type { Queryable } from '../db/client';
import { AppError } from '../http/errors';

const countRows = z.array(z.object({ count: z.number(), frees_in: z.coerce.number() }));

export interface RateLimitHit {
  /** False once `max` hits have been counted in the window. */
  within: boolean;
  /** Whole seconds until the window ends and the counter starts again (≥ 1): a 429's Retry-After. */
  retryAfterSeconds: number;
}

/**
 * Fixed-window counter kept in the database (shared by every instance): counts one hit for `key` and says whether
 * it is within `max` for the window. Old counters are pruned by the maintenance job (server/jobs/maintenance.ts),
 * not here: a request must not pay for a scan of the whole table.
 */
export async function takeRateLimit(
  db: Queryable,
  key: string,
  max: number,
  windowSeconds: number,
): Promise<RateLimitHit> {
  const [row] = countRows.parse(
    await db.query(
      `INSERT INTO rate_limits (key, window_start, count) VALUES ($1, now(), 1)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => $2) THEN 1 ELSE rate_limits.count + 1 END,
         window_start = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => $2) THEN now() ELSE rate_limits.window_start END
       RETURNING count, ceil(extract(epoch FROM window_start + make_interval(secs => $2) - now()))::text AS frees_in`,
      [key, windowSeconds],
    ),
  );
  return {
    within: (row?.count ?? 0) <= max,
    retryAfterSeconds: Math.min(windowSeconds, Math.max(1, row?.frees_in ?? windowSeconds)),
  };
}

/** takeRateLimit's verdict alone. */
export async function hitRateLimit(db: Queryable, key: string, max: number, windowSeconds: number): Promise<boolean> {
  return (await takeRateLimit(db, key, max, windowSeconds)).within;
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

/**
 * Counts one hit against each limit; the first one exceeded answers 429 with `message` and a Retry-After of the
 * seconds until its window frees (the error handler writes the header).
 */
export async function enforceLimits(db: Queryable, limits: Limit[], message: string): Promise<void> {
  for (const limit of limits) {
    const hit = await takeRateLimit(db, limit.key, limit.max, limit.windowSeconds);
    if (!hit.within) throw new AppError(429, message, undefined, 'rate_limited', hit.retryAfterSeconds);
  }
}
