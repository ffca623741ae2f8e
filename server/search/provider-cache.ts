import { z } from '@core/schemas/zod-locale';
import type { Queryable } from '../db/client';

/**
 * Provider replies cached in `search_cache` (provider, query_key) until expires_at (DESIGN §6). What comes
 * back is parsed with the caller's schema: a row an older version wrote in another shape is a miss.
 */

/** The row's own columns; `results` is checked below by the caller's schema (postgres.js may hand jsonb as text). */
const cacheRows = z.array(z.object({ results: z.unknown(), fetched_at: z.union([z.date(), z.string()]) }));

export interface CacheHit<T> {
  value: T;
  fetchedAt: Date;
}

export async function readProviderCache<S extends z.ZodType>(
  db: Queryable,
  provider: string,
  key: string,
  schema: S,
  now: Date,
): Promise<CacheHit<z.output<S>> | null> {
  const [row] = cacheRows.parse(
    await db.query(
      'SELECT results, fetched_at FROM search_cache WHERE provider = $1 AND query_key = $2 AND expires_at > $3',
      [provider, key, now.toISOString()],
    ),
  );
  if (!row) return null;
  const results = typeof row.results === 'string' ? (JSON.parse(row.results) as unknown) : row.results;
  const parsed = schema.safeParse(results);
  return parsed.success ? { value: parsed.data, fetchedAt: new Date(row.fetched_at) } : null;
}

export async function writeProviderCache(
  db: Queryable,
  provider: string,
  key: string,
  value: unknown,
  ttlSeconds: number,
  now: Date,
): Promise<void> {
  if (ttlSeconds <= 0) return;
  const expires = new Date(now.getTime() + ttlSeconds * 1000);
  await db.query(
    `INSERT INTO search_cache (provider, query_key, results, fetched_at, expires_at)
     VALUES ($1, $2, $3::jsonb, $4, $5)
     ON CONFLICT (provider, query_key)
     DO UPDATE SET results = EXCLUDED.results, fetched_at = EXCLUDED.fetched_at, expires_at = EXCLUDED.expires_at`,
    [provider, key, JSON.stringify(value), now.toISOString(), expires.toISOString()],
  );
}
