import { isUuid } from '@core/schemas/ids';
import type { SearchQuery } from '@core/schemas/search';
import { USER_COLUMNS, type UserRow } from '../auth/users';
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

const OWNER_COLUMNS = USER_COLUMNS.split(', ')
  .map((column) => `u.${column}`)
  .join(', ');

/**
 * One of this user's searches with the owner's current row, in one query (the socket checks the
 * subscription at subscribe time without a second round trip); null for an unknown id or someone else's.
 */
export async function findSearchWithOwner(
  db: Db,
  id: string,
  userId: string,
): Promise<{ query: SearchQuery; owner: UserRow } | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.query<UserRow & { params: SearchQuery }>(
    `SELECT s.params, ${OWNER_COLUMNS} FROM searches s JOIN users u ON u.id = s.user_id WHERE s.id = $1 AND s.user_id = $2`,
    [id, userId],
  );
  if (!row) return null;
  const { params, ...owner } = row;
  return { query: params, owner };
}
