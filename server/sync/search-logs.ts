import type { SearchLog } from '@core/schemas/sync';
import type { Queryable } from '../db/client';

/**
 * The device's award-search history (POST /api/search-logs): a batch of up to 200 rows in one statement,
 * each kept once by its device UUID (a retried batch inserts nothing twice). Returns how many were new.
 */
export async function insertSearchLogs(db: Queryable, userId: string, items: readonly SearchLog[]): Promise<number> {
  const rows = await db.query(
    `INSERT INTO search_logs (id, user_id, origin, destination, search_type, departure_date, created_at, updated_at)
     SELECT x.id, $1::uuid, x.origin, x.destination, x.search_type, x.departure_date, x.created_at, x.created_at
     FROM jsonb_to_recordset($2::jsonb)
          AS x(id uuid, origin text, destination text, search_type text, departure_date date, created_at timestamptz)
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    // Both drivers serialise a jsonb parameter themselves: pass the array, not a JSON string (that would be a scalar).
    [userId, items],
  );
  return rows.length;
}
