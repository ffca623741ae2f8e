import { expandAirportCode } from '@core/airports/metro-areas';
import { INSIGHT_DATE_WINDOW_DAYS, INSIGHT_LOOKBACK_DAYS } from '@core/insight/limits';
import { type GoogleInsight, type ObservedStats, statsFromDays } from '@core/insight/verdict';
import { type SerpPriceInsights, serpPriceInsightsSchema } from '@core/schemas/insight';
import { addDaysIso } from '@core/schemas/search';
import { z } from '@core/schemas/zod-locale';
import type { Queryable } from '../db/client';
import { readProviderCache, writeProviderCache } from '../search/provider-cache';
import { observedDay } from './observation-rows';
import { forgetRouteVerdicts } from './verdict-cache';

/** What the verdict reads: one route and cabin, the travel dates near the asked one, the days seen lately. */
export interface InsightScope {
  origin: string;
  destination: string;
  cabin: string;
  date: string;
}

/**
 * The same trip, read by travel month: the asked date's month, and the neighbouring month when the date is within
 * INSIGHT_DATE_WINDOW_DAYS of it (a fortnight either side never leaves those months). First days, yyyy-MM-01.
 */
export function travelMonths(date: string): string[] {
  const month = (iso: string) => `${iso.slice(0, 8)}01`;
  const months = new Set([
    month(addDaysIso(date, -INSIGHT_DATE_WINDOW_DAYS)),
    month(date),
    month(addDaysIso(date, INSIGHT_DATE_WINDOW_DAYS)),
  ]);
  return [...months];
}

const dayRows = z.array(
  z.object({
    kind: z.enum(['cash', 'miles']),
    program: z.string(),
    day: z.string(),
    min: z.coerce.number(),
    n: z.coerce.number(),
  }),
);

// Per key and day seen: the lowest price and the offers seen; at most a few hundred rows of price_month_minima,
// folded to one per day (the quartiles are taken of those in core, statsFromDays). A city's airports fold into one
// day's minimum. Cash reads the nearby travel months ($4), miles the travel month alone ($6: the miles verdict is
// per month).
const statsSql = (oneKey: boolean) => `
  SELECT kind, program, to_char(observed_on, 'YYYY-MM-DD') AS day, min(min_price)::float8 AS min,
    sum(seen_count)::int AS n
  FROM price_month_minima
  WHERE origin = ANY($1::text[]) AND destination = ANY($2::text[]) AND cabin = $3
    ${oneKey ? 'AND kind = $7 AND program = $8' : ''}
    AND travel_month = ANY($4::date[])
    AND (kind = 'cash' OR travel_month = $6::date) AND observed_on >= $5::date
  GROUP BY kind, program, observed_on
  ORDER BY kind, program, observed_on`;

/** The first day of a date's travel month (yyyy-MM-01), as price_month_minima keys it. */
export const travelMonthOf = (date: string) => `${date.slice(0, 8)}01`;

/** The airports a route's end stands for: a city code's (SAO: GRU, CGH, VCP), else itself. */
export const airportsOf = (code: string) => expandAirportCode(code);

export const statsKey = (kind: string, program: string | null) => `${kind}|${program ?? ''}`;

/**
 * The observed statistics of a scope, per kind and programme ('cash|', 'miles|SMILES'); `only` narrows the read
 * to one of them (the insight API). A key with no observation is absent.
 */
export async function readStats(
  db: Queryable,
  scope: InsightScope,
  now: Date,
  only?: { kind: string; program: string | null },
): Promise<Map<string, ObservedStats>> {
  const since = addDaysIso(observedDay(now), -INSIGHT_LOOKBACK_DAYS);
  const params: unknown[] = [
    airportsOf(scope.origin),
    airportsOf(scope.destination),
    scope.cabin,
    travelMonths(scope.date),
    since,
    travelMonthOf(scope.date),
  ];
  if (only) params.push(only.kind, only.program ?? '');
  const byKey = new Map<string, { day: string; min: number; n: number }[]>();
  for (const row of dayRows.parse(await db.query(statsSql(only !== undefined), params))) {
    const key = statsKey(row.kind, row.program || null);
    const days = byKey.get(key) ?? [];
    days.push(row);
    byKey.set(key, days);
  }
  return new Map([...byKey].map(([key, days]) => [key, statsFromDays(days)]));
}

// Google's insight is kept beside the search's reply cache (same table, same lifetime), keyed by what it
// describes: one route, date and cabin, whatever the passengers or the trip type of the search that brought it.
export const GOOGLE_INSIGHT_CACHE = 'google_flights_insight';
export const googleKey = (scope: InsightScope) => [scope.origin, scope.destination, scope.date, scope.cabin].join('|');

/**
 * How long Google's reading of a route and date is shown at least: a day. Its typical range moves slowly, and the
 * verdict of a route searched an hour ago (or with the reply cache off) is still Google's, not our own quartiles.
 */
export const GOOGLE_INSIGHT_MIN_TTL_SECONDS = 24 * 3600;

export async function keepGoogleInsight(
  db: Queryable,
  scope: InsightScope,
  insight: SerpPriceInsights,
  ttlSeconds: number,
  now: Date,
): Promise<void> {
  const ttl = Math.max(ttlSeconds, GOOGLE_INSIGHT_MIN_TTL_SECONDS);
  await writeProviderCache(db, GOOGLE_INSIGHT_CACHE, googleKey(scope), insight, ttl, now);
  forgetRouteVerdicts(db, [scope]);
}

export async function readGoogleInsight(
  db: Queryable,
  scope: InsightScope,
  now: Date,
): Promise<SerpPriceInsights | null> {
  const hit = await readProviderCache(db, GOOGLE_INSIGHT_CACHE, googleKey(scope), serpPriceInsightsSchema, now);
  return hit?.value ?? null;
}

/** SerpApi's reply as the verdict reads it; null when it says nothing usable. */
export function googleInsightOf(insights: SerpPriceInsights | null): GoogleInsight | null {
  if (!insights) return null;
  const range = insights.typical_price_range ?? null;
  const byDay = new Map<string, number>();
  for (const [seconds, price] of insights.price_history ?? []) {
    const day = observedDay(new Date(seconds * 1000));
    byDay.set(day, Math.min(price, byDay.get(day) ?? price));
  }
  const history = [...byDay].sort(([a], [b]) => (a < b ? -1 : 1)).map(([day, min]) => ({ day, min }));
  if (!range && !insights.price_level) return null;
  return {
    level: insights.price_level ?? null,
    typicalRange: range,
    lowestPrice: insights.lowest_price ?? null,
    history,
  };
}
