import { randomUUID } from 'node:crypto';
import { isUuid } from '@core/schemas/ids';
import { CABIN_CLASSES, SEARCH_TYPES, type SearchQuery, TRIP_TYPES } from '@core/schemas/search';
import { z } from '@core/schemas/zod-locale';
import { USER_COLUMNS, type UserRow, userRowSchema } from '../auth/users';
import { batchPerDb } from '../db/batch-while-busy';
import type { Db } from '../db/client';

const SEARCH_TYPE_LOG = { all: 'todos', cash: 'dinheiro', miles: 'milhas' } as const;

interface NewSearch {
  id: string;
  userId: string;
  query: SearchQuery;
}

/**
 * Searches and their log lines in one statement (atomic on its own, no BEGIN/COMMIT round trips). The ids are
 * made here: in PGlite every gen_random_uuid() opens, reads and closes /dev/urandom in its emulated file system.
 */
const insertSearches = batchPerDb(async (db, searches: NewSearch[]) => {
  const params: unknown[] = [];
  const searchRows: string[] = [];
  const logRows: string[] = [];
  const $ = (value: unknown) => `$${params.push(value)}`;
  for (const { id, userId, query } of searches) {
    const user = $(userId);
    searchRows.push(`(${$(id)}, ${user}, ${$(query)})`);
    const log = [query.origin, query.destination, SEARCH_TYPE_LOG[query.searchType], query.departureDate].map($);
    logRows.push(`(${$(randomUUID())}, ${user}, ${log.join(', ')})`);
  }
  // A data-modifying WITH runs to completion even though nothing reads it (PostgreSQL docs, "WITH Queries").
  await db.query(
    `WITH s AS (INSERT INTO searches (id, user_id, params) VALUES ${searchRows.join(', ')})
     INSERT INTO search_logs (id, user_id, origin, destination, search_type, departure_date)
     VALUES ${logRows.join(', ')}`,
    params,
  );
  return searches.map(() => undefined);
});

/**
 * Starts storing a search's parameters (so that any instance can run it when the socket subscribes) and its log
 * line; the id is known at once, `stored` settles with the insert. Searches stored at the same moment share one
 * statement (batch-while-busy.ts); the id is made here so that a batch needs no RETURNING.
 */
export function startStoringSearch(db: Db, userId: string, query: SearchQuery) {
  const searchId = randomUUID();
  const stored: Promise<void> = insertSearches(db, { id: searchId, userId, query });
  return { searchId, stored };
}

/** Stores a search and its log line; resolves with its id once they are in the database. */
export async function createSearch(db: Db, userId: string, query: SearchQuery): Promise<string> {
  const { searchId, stored } = startStoringSearch(db, userId, query);
  await stored;
  return searchId;
}

/**
 * The params column: the normalised SearchQuery createSearch stored, checked for shape only. Not the API's
 * schema: that one rejects a departure date in the past, which a search made before midnight may now have.
 */
const storedQuerySchema = z.object({
  origin: z.string(),
  destination: z.string(),
  departureDate: z.string(),
  returnDate: z.string().optional(),
  tripType: z.enum(TRIP_TYPES),
  cabinClass: z.enum(CABIN_CLASSES),
  passengers: z.object({ adults: z.number(), children: z.number(), infants: z.number() }),
  searchType: z.enum(SEARCH_TYPES),
  isFlexible: z.boolean(),
  includeNearby: z.boolean(),
  milesProgram: z.string().optional(),
}) satisfies z.ZodType<SearchQuery>;

// Plain object checks, no transforms or refinements: this runs on every subscribe (bench:search).
const searchWithOwnerSchema = userRowSchema.extend({ params: storedQuerySchema });

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
  const [found] = await db.query(
    `SELECT s.params, ${OWNER_COLUMNS} FROM searches s JOIN users u ON u.id = s.user_id WHERE s.id = $1 AND s.user_id = $2`,
    [id, userId],
  );
  if (found === undefined) return null;
  const { params, ...owner } = searchWithOwnerSchema.parse(found);
  return { query: params, owner };
}
