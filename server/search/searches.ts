import { randomUUID } from 'node:crypto';
import { isUuid } from '@core/schemas/ids';
import { CABIN_CLASSES, SEARCH_TYPES, type SearchQuery, TRIP_TYPES } from '@core/schemas/search';
import { z } from '@core/schemas/zod-locale';
import { batchPerDb } from '../db/batch-while-busy';
import type { Db } from '../db/client';

const SEARCH_TYPE_LOG = { all: 'todos', cash: 'dinheiro', miles: 'milhas' } as const;

interface NewSearch {
  id: string;
  userId: string;
  query: SearchQuery;
}

/**
 * Searches and their log lines in one statement (atomic on its own, no BEGIN/COMMIT round trips), the batch as one
 * JSON parameter: the statement's text is the same for every batch, so it is parsed and planned once (prepared), and
 * the rows cross to the database as one string instead of eight parameters each. The ids are made here: in PGlite
 * every gen_random_uuid() opens, reads and closes /dev/urandom in its emulated file system.
 */
const INSERT_SEARCHES = `
  WITH batch AS (
    SELECT * FROM json_to_recordset($1::text::json) AS r(
      id uuid, user_id uuid, params jsonb, log_id uuid, origin text, destination text, search_type text, departure_date date)
  ), s AS (INSERT INTO searches (id, user_id, params) SELECT id, user_id, params FROM batch)
  INSERT INTO search_logs (id, user_id, origin, destination, search_type, departure_date)
  SELECT log_id, user_id, origin, destination, search_type, departure_date FROM batch`;

const insertSearches = batchPerDb(async (db, searches: NewSearch[]) => {
  const rows = searches.map(({ id, userId, query }) => ({
    id,
    user_id: userId,
    params: query,
    log_id: randomUUID(),
    origin: query.origin,
    destination: query.destination,
    search_type: SEARCH_TYPE_LOG[query.searchType],
    departure_date: query.departureDate,
  }));
  // A data-modifying WITH runs to completion even though nothing reads it (PostgreSQL docs, "WITH Queries").
  await db.query(INSERT_SEARCHES, [JSON.stringify(rows)]);
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

/**
 * One of this user's searches; null for an unknown id or someone else's. Plain object checks, no transforms or
 * refinements: this runs on every subscribe the handoff did not serve (bench:search).
 */
export async function findOwnSearch(db: Db, id: string, userId: string): Promise<SearchQuery | null> {
  if (!isUuid(id)) return null;
  const [found] = await db.query<{ params: unknown }>('SELECT params FROM searches WHERE id = $1 AND user_id = $2', [
    id,
    userId,
  ]);
  return found === undefined ? null : storedQuerySchema.parse(found.params);
}
