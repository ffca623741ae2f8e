import type { CalendarCash } from '@core/schemas/calendar';
import { addDaysIso } from '@core/schemas/search';
import { z } from '@core/schemas/zod-locale';
import type { Queryable } from '../db/client';
import { observedDay } from './observation-rows';

/** How old an observed fare may be to fill a calendar cell: older than this, a paid request is worth its cost. */
export const OBSERVED_CASH_MAX_AGE_DAYS = 2;

// The latest day each travel date was seen, and that day's lowest fare of the route's airports; the primary key
// (origin, destination, cabin, kind, program, travel_date, …) serves it.
const READ_SQL = `
SELECT DISTINCT ON (travel_date)
  to_char(travel_date, 'YYYY-MM-DD') AS day, origin, destination, source, min_price::float8 AS price, last_seen
FROM price_observations
WHERE origin = ANY($1::text[]) AND destination = ANY($2::text[]) AND cabin = $3 AND kind = 'cash' AND program = ''
  AND travel_date = ANY($4::date[]) AND observed_on >= $5::date
ORDER BY travel_date, observed_on DESC, min_price ASC`;

const rows = z.array(
  z.object({
    day: z.string(),
    origin: z.string(),
    destination: z.string(),
    source: z.string(),
    price: z.coerce.number(),
    last_seen: z.coerce.date(),
  }),
);

/**
 * Cash fares the live providers returned in the last days for these travel dates (one adult, one way: the only
 * fares recorded), as calendar cells that say 'visto há N h'. Asked after the reply cache and before a paid call.
 */
export async function readObservedCash(
  db: Queryable,
  cabin: string,
  dates: readonly string[],
  origins: readonly string[],
  destinations: readonly string[],
  now: Date,
): Promise<Map<string, CalendarCash>> {
  const since = addDaysIso(observedDay(now), -OBSERVED_CASH_MAX_AGE_DAYS);
  const found = rows.parse(await db.query(READ_SQL, [origins, destinations, cabin, dates, since]));
  return new Map(
    found.map((r) => [
      r.day,
      {
        price: r.price,
        source: r.source,
        observedAt: r.last_seen.toISOString(),
        freshness: 'observed' as const,
        origin: r.origin,
        destination: r.destination,
      },
    ]),
  );
}
