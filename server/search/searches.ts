import { isUuid } from '@core/schemas/ids';
import { CABIN_CLASSES, SEARCH_TYPES, type SearchQuery, TRIP_TYPES } from '@core/schemas/search';
import { z } from '@core/schemas/zod-locale';
import { USER_COLUMNS, type UserRow, userRowSchema } from '../auth/users';
import type { Db } from '../db/client';

/** Stores a search's parameters so that any instance can run it when the socket subscribes. */
const SEARCH_TYPE_LOG = { all: 'todos', cash: 'dinheiro', miles: 'milhas' } as const;

const createdRows = z.array(z.object({ id: z.string() }));

/** Stores a search and its log line in one statement (atomic on its own, no BEGIN/COMMIT round trips). */
export async function createSearch(db: Db, userId: string, query: SearchQuery): Promise<string> {
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

const guardedRows = z.array(userRowSchema.extend({ search_id: z.string().nullable() }));

/**
 * POST /api/search/async in ONE round trip: reads the caller's row and, only if that row passes the same
 * checks as the `requireActiveSubscription` guard (subscription active, no forced password change, token not
 * older than the password), stores the search and its log line. The caller runs the guard on the returned
 * owner (for the error to show); `search_id` is null exactly when it refuses, so a refused search leaves no
 * row. `set_config(…, true)` commits this one statement without waiting for the disk: a search row lives a
 * day and is useless after a crash, and every other write keeps synchronous commits.
 */
export async function createSearchIfAllowed(
  db: Db,
  userId: string,
  tokenPasswordChangedMs: number,
  query: SearchQuery,
): Promise<{ owner: UserRow; searchId: string | null } | null> {
  if (!isUuid(userId)) return null;
  const [row] = guardedRows.parse(
    await db.query(
      `WITH owner AS (SELECT ${USER_COLUMNS} FROM users WHERE id = $1),
            s AS (INSERT INTO searches (user_id, params)
                  SELECT id, $2 FROM owner
                  WHERE NOT requires_password_change
                    AND (subscription_expires IS NULL OR subscription_expires > now())
                    AND (password_changed_at IS NULL OR $7::float8 >= floor(extract(epoch FROM password_changed_at) * 1000))
                  RETURNING id, user_id),
            l AS (INSERT INTO search_logs (id, user_id, origin, destination, search_type, departure_date)
                  SELECT gen_random_uuid(), user_id, $3, $4, $5, $6 FROM s)
       SELECT owner.*, s.id AS search_id, set_config('synchronous_commit', 'off', true) AS async_commit
       FROM owner LEFT JOIN s ON true`,
      [
        userId,
        query,
        query.origin,
        query.destination,
        SEARCH_TYPE_LOG[query.searchType],
        query.departureDate,
        tokenPasswordChangedMs,
      ],
    ),
  );
  if (!row) return null;
  const { search_id, ...owner } = row;
  return { owner, searchId: search_id };
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
