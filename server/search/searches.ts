import { isUuid } from '@core/schemas/ids';
import { CABIN_CLASSES, SEARCH_TYPES, type SearchQuery, TRIP_TYPES } from '@core/schemas/search';
import { z } from '@core/schemas/zod-locale';
import { USER_COLUMNS, type UserRow, userRowSchema } from '../auth/users';
import type { Db } from '../db/client';

/** Stores a search's parameters so that any instance can run it when the socket subscribes. */
const SEARCH_TYPE_LOG = { all: 'todos', cash: 'dinheiro', miles: 'milhas' } as const;

const createdRows = z.array(z.object({ id: z.string() }));

export async function createSearch(db: Db, userId: string, query: SearchQuery): Promise<string> {
  // One statement (atomic on its own): the search and its log line, without BEGIN/COMMIT round trips.
  const [row] = createdRows.parse(
    await db.query(
      `WITH s AS (INSERT INTO searches (user_id, params) VALUES ($1, $2) RETURNING id),
            l AS (INSERT INTO search_logs (id, user_id, origin, destination, search_type, departure_date)
                  VALUES (gen_random_uuid(), $1, $3, $4, $5, $6))
       SELECT id FROM s`,
      [userId, query, query.origin, query.destination, SEARCH_TYPE_LOG[query.searchType], query.departureDate],
    ),
  );
  if (!row) throw new Error('INSERT searches não retornou a linha');
  return row.id;
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
