import { INSIGHT_DATE_WINDOW_DAYS, INSIGHT_LOOKBACK_DAYS } from '@core/insight/limits';
import type { GoogleInsight, ObservedStats } from '@core/insight/verdict';
import { type SerpPriceInsights, serpPriceInsightsSchema } from '@core/schemas/insight';
import { addDaysIso } from '@core/schemas/search';
import { z } from '@core/schemas/zod-locale';
import type { Queryable } from '../db/client';
import { readProviderCache, writeProviderCache } from '../search/provider-cache';
import { observedDay } from './observations';

/** What the verdict reads: one route and cabin, the travel dates near the asked one, the days seen lately. */
export interface InsightScope {
  origin: string;
  destination: string;
  cabin: string;
  date: string;
}

/** The same trip: the asked date's month, or within INSIGHT_DATE_WINDOW_DAYS of it, whichever reaches further. */
export function travelWindow(date: string): { from: string; to: string } {
  const monthStart = `${date.slice(0, 8)}01`;
  const monthEnd = addDaysIso(addDaysIso(monthStart, 32).slice(0, 8).concat('01'), -1);
  const before = addDaysIso(date, -INSIGHT_DATE_WINDOW_DAYS);
  const after = addDaysIso(date, INSIGHT_DATE_WINDOW_DAYS);
  return { from: before < monthStart ? before : monthStart, to: after > monthEnd ? after : monthEnd };
}

const statRows = z.array(
  z.object({
    kind: z.enum(['cash', 'miles']),
    program: z.string(),
    day: z.string(),
    min: z.coerce.number(),
    n: z.coerce.number(),
    q: z.array(z.coerce.number()).length(3),
  }),
);

// The daily minima of the window, per day seen, with the quartiles of all of them (one pass, one statement).
const statsSql = (oneKey: boolean) => `
  WITH w AS (
    SELECT kind, program, observed_on, min_price FROM price_observations
    WHERE origin = $1 AND destination = $2 AND cabin = $3 ${oneKey ? 'AND kind = $7 AND program = $8' : ''}
      AND travel_date BETWEEN $4::date AND $5::date AND observed_on >= $6::date
  ), q AS (
    SELECT kind, program, percentile_cont(ARRAY[0.25, 0.5, 0.75]) WITHIN GROUP (ORDER BY min_price) AS q
    FROM w GROUP BY kind, program
  )
  SELECT w.kind, w.program, to_char(w.observed_on, 'YYYY-MM-DD') AS day, min(w.min_price)::float8 AS min,
    count(*)::int AS n, q.q
  FROM w JOIN q ON q.kind = w.kind AND q.program = w.program
  GROUP BY w.kind, w.program, w.observed_on, q.q
  ORDER BY w.kind, w.program, w.observed_on`;

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
  const { from, to } = travelWindow(scope.date);
  const since = addDaysIso(observedDay(now), -INSIGHT_LOOKBACK_DAYS);
  const params: unknown[] = [scope.origin, scope.destination, scope.cabin, from, to, since];
  if (only) params.push(only.kind, only.program ?? '');
  const rows = statRows.parse(await db.query(statsSql(only !== undefined), params));
  const stats = new Map<string, ObservedStats & { history: { day: string; min: number }[] }>();
  const seenDays = new Map<string, number>();
  for (const row of rows) {
    const key = statsKey(row.kind, row.program || null);
    let entry = stats.get(key);
    if (!entry) {
      entry = {
        observations: 0,
        days: 0,
        quartiles: [row.q[0], row.q[1], row.q[2]] as [number, number, number],
        since: row.day,
        history: [],
      };
      stats.set(key, entry);
    }
    entry.observations += row.n;
    entry.history.push({ day: row.day, min: row.min });
    seenDays.set(key, (seenDays.get(key) ?? 0) + 1);
    entry.days = seenDays.get(key) ?? 0;
  }
  return stats;
}

const currentRows = z.array(z.object({ price: z.coerce.number() }));

/** The latest lowest price seen for the asked date itself, or null when that date was never priced. */
export async function readCurrent(
  db: Queryable,
  scope: InsightScope,
  kind: string,
  program: string | null,
): Promise<number | null> {
  const [row] = currentRows.parse(
    await db.query(
      `SELECT min(min_price)::float8 AS price FROM price_observations
       WHERE origin = $1 AND destination = $2 AND cabin = $3 AND kind = $4 AND program = $5 AND travel_date = $6::date
       GROUP BY observed_on ORDER BY observed_on DESC LIMIT 1`,
      [scope.origin, scope.destination, scope.cabin, kind, program ?? '', scope.date],
    ),
  );
  return row?.price ?? null;
}

// Google's insight is kept beside the search's reply cache (same table, same lifetime), keyed by what it
// describes: one route, date and cabin, whatever the passengers or the trip type of the search that brought it.
const GOOGLE_INSIGHT_CACHE = 'google_flights_insight';
const googleKey = (scope: InsightScope) => [scope.origin, scope.destination, scope.date, scope.cabin].join('|');

export async function keepGoogleInsight(
  db: Queryable,
  scope: InsightScope,
  insight: SerpPriceInsights,
  ttlSeconds: number,
  now: Date,
): Promise<void> {
  await writeProviderCache(db, GOOGLE_INSIGHT_CACHE, googleKey(scope), insight, ttlSeconds, now);
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
