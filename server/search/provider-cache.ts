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

const manyRows = z.array(
  z.object({ query_key: z.string(), results: z.unknown(), fetched_at: z.union([z.date(), z.string()]) }),
);

/** Several keys of one provider in one statement (a calendar reads a month of days at once). */
export async function readProviderCacheMany<S extends z.ZodType>(
  db: Queryable,
  provider: string,
  keys: readonly string[],
  schema: S,
  now: Date,
): Promise<Map<string, CacheHit<z.output<S>>>> {
  const found = new Map<string, CacheHit<z.output<S>>>();
  if (keys.length === 0) return found;
  const rows = manyRows.parse(
    await db.query(
      'SELECT query_key, results, fetched_at FROM search_cache WHERE provider = $1 AND query_key = ANY($2::text[]) AND expires_at > $3',
      [provider, keys, now.toISOString()],
    ),
  );
  for (const row of rows) {
    const results = typeof row.results === 'string' ? (JSON.parse(row.results) as unknown) : row.results;
    const parsed = schema.safeParse(results);
    if (parsed.success) found.set(row.query_key, { value: parsed.data, fetchedAt: new Date(row.fetched_at) });
  }
  return found;
}
