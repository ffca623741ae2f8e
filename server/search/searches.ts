import type { SearchQuery } from '@core/schemas/search';
import type { Db } from '../db/client';

/** Stores a search's parameters so that any instance can run it when the socket subscribes. */
export async function createSearch(db: Db, userId: string, query: SearchQuery): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: string }>('INSERT INTO searches (user_id, params) VALUES ($1, $2) RETURNING id', [userId, query]);
    await tx.query(
      `INSERT INTO search_logs (id, user_id, origin, destination, search_type, departure_date)
       VALUES (gen_random_uuid(), $1, $2, $3, $4, $5)`,
      [userId, query.origin, query.destination, query.searchType === 'all' ? 'todos' : query.searchType === 'cash' ? 'dinheiro' : 'milhas', query.departureDate],
    );
    if (!row) throw new Error('INSERT searches não retornou a linha');
    return row.id;
  });
}

/** The stored query of one of this user's searches, or null (unknown id or someone else's). */
export async function findSearch(db: Db, id: string, userId: string): Promise<SearchQuery | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.query<{ params: SearchQuery }>('SELECT params FROM searches WHERE id = $1 AND user_id = $2', [id, userId]);
  return row?.params ?? null;
}
