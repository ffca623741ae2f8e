import { INSIGHT_LOOKBACK_DAYS } from '@core/insight/limits';
import { milesVerdict } from '@core/insight/miles-verdict';
import { priceVerdict, statsFromDays } from '@core/insight/verdict';
import type { PriceInsight, PriceInsightQuery } from '@core/schemas/insight';
import { serpPriceInsightsSchema } from '@core/schemas/insight';
import { addDaysIso } from '@core/schemas/search';
import { z } from '@core/schemas/zod-locale';
import type { Queryable } from '../db/client';
import {
  airportsOf,
  GOOGLE_INSIGHT_CACHE,
  googleInsightOf,
  googleKey,
  travelMonthOf,
  travelMonths,
} from './insight-store';
import { observedDay } from './observation-rows';

// The route's days seen, the latest price for the date itself and Google's kept insight, in one statement and one
// row: one round trip per verdict, and the days folded into one JSON text (as a hundred rows they cost the
// database as much again as reading them). The latest price reads only its date's latest day, which the key
// keeps at its end (migration 0014).
const READ_SQL = `
  SELECT (
    SELECT json_agg(json_build_array(day, min, n) ORDER BY day)::text FROM (
      SELECT to_char(observed_on, 'YYYY-MM-DD') AS day, min(min_price)::float8 AS min, sum(seen_count)::int AS n
      FROM price_month_minima
      WHERE origin = ANY($1::text[]) AND destination = ANY($2::text[]) AND cabin = $3 AND kind = $4 AND program = $5
        AND travel_month = ANY($6::date[]) AND observed_on >= $7::date
      GROUP BY observed_on) AS seen
  ) AS days, (
    SELECT min(min_price)::float8 FROM price_observations
    WHERE origin = ANY($1::text[]) AND destination = ANY($2::text[]) AND cabin = $3 AND kind = $4 AND program = $5
      AND travel_date = $8::date
      AND observed_on = (
        SELECT max(observed_on) FROM price_observations
        WHERE origin = ANY($1::text[]) AND destination = ANY($2::text[]) AND cabin = $3 AND kind = $4
          AND program = $5 AND travel_date = $8::date)
  ) AS current, (
    SELECT results FROM search_cache
    WHERE provider = $9 AND query_key = $10 AND expires_at > $11 AND $4 = 'cash'
  ) AS google`;

const readRow = z.object({
  days: z.string().nullable(),
  current: z.coerce.number().nullable(),
  google: z.unknown(),
});
const seenDays = z.array(z.tuple([z.string(), z.number(), z.number()]));

/** A jsonb value as the drivers hand it: PGlite parsed, postgres.js as text (once more for a value stored as a string). */
function fromJsonb(value: unknown): unknown {
  let parsed = value;
  for (let depth = 0; depth < 2 && typeof parsed === 'string'; depth++) parsed = JSON.parse(parsed) as unknown;
  return parsed ?? undefined;
}

/**
 * One route's verdict: the latest lowest price seen for the date against the observations around it; for cash,
 * Google's own insight when one is kept from a recent search. Miles are read for the date's travel month alone and
 * judged by the miles rule (core/insight/miles-verdict.ts). A city code reads its airports.
 */
export async function routeInsight(db: Queryable, query: PriceInsightQuery, now: Date): Promise<PriceInsight> {
  const scope = { origin: query.origin, destination: query.destination, cabin: query.cabin, date: query.date };
  const since = addDaysIso(observedDay(now), -INSIGHT_LOOKBACK_DAYS);
  const miles = query.kind === 'miles';
  const [row] = await db.query(READ_SQL, [
    airportsOf(scope.origin),
    airportsOf(scope.destination),
    scope.cabin,
    query.kind,
    query.program ?? '',
    miles ? [travelMonthOf(scope.date)] : travelMonths(scope.date),
    since,
    scope.date,
    GOOGLE_INSIGHT_CACHE,
    googleKey(scope),
    now.toISOString(),
  ]);
  const read = readRow.parse(row);
  const days = seenDays
    .parse(read.days === null ? [] : JSON.parse(read.days))
    .map(([day, min, n]) => ({ day, min, n }));
  if (miles) return milesVerdict(statsFromDays(days), read.current, scope.date);
  const google = serpPriceInsightsSchema.safeParse(fromJsonb(read.google));
  return priceVerdict(statsFromDays(days), read.current, googleInsightOf(google.success ? google.data : null));
}
