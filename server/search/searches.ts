import type { SearchQuery } from '@core/schemas/search';
import type { Db } from '../db/client';

/** Stores a search's parameters so that any instance can run it when the socket subscribes. */
const SEARCH_TYPE_LOG = { all: 'todos', cash: 'dinheiro', miles: 'milhas' } as const;

export async function createSearch(db: Db, userId: string, query: SearchQuery): Promise<string> {
  // One statement (atomic on its own): the search and its log line, without BEGIN/COMMIT round trips.
  const [row] = await db.query<{ id: string }>(
    `WITH s AS (INSERT INTO searches (user_id, params) VALUES ($1, $2) RETURNING id),
          l AS (INSERT INTO search_logs (id, user_id, origin, destination, search_type, departure_date)
                VALUES (gen_random_uuid(), $1, $3, $4, $5, $6))
     SELECT id FROM s`,
    [userId, query, query.origin, query.destination, SEARCH_TYPE_LOG[query.searchType], query.departureDate],
  );
  if (!row) throw new Error('INSERT searches não retornou a linha');
  return row.id;
}

/** The stored query of one of this user's searches, or null (unknown id or someone else's). */
export async function findSearch(db: Db, id: string, userId: string): Promise<SearchQuery | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.query<{ params: SearchQuery }>('SELECT params FROM searches WHERE id = $1 AND user_id = $2', [id, userId]);
  return row?.params ?? null;
}
