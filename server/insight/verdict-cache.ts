import { cityOfAirport } from '@core/airports/metro-areas';
import type { PriceInsight, PriceInsightQuery } from '@core/schemas/insight';
import type { Queryable } from '../db/client';

/**
 * GET /api/price-insight's verdicts, kept a minute per route, cabin, kind, programme and date, per database. A
 * verdict moves slowly: its typical range is read from 90 days of daily minima, and a search adds at most one
 * day's minimum to it, so a verdict a minute old says what a fresh one would. The minute spares the database the
 * read when the same route is asked again (a result card, the alert page, a reload). This instance's own writes
 * forget their routes at once; another instance's show within the minute. Not authoritative: a restart loses it.
 */

export const VERDICT_TTL_MS = 60_000;
/** Routes kept per database; past this the oldest route is dropped (memory stays bounded whatever the traffic). */
export const MAX_CACHED_ROUTES = 5000;

interface Entry {
  at: number;
  verdict: Promise<PriceInsight>;
}

/** Per database: route (origin|destination|cabin) → the rest of the query → the verdict being read or read. */
const caches = new WeakMap<Queryable, Map<string, Map<string, Entry>>>();

const routeKey = (r: { origin: string; destination: string; cabin: string }) =>
  `${r.origin}|${r.destination}|${r.cabin}`;
const restKey = (q: PriceInsightQuery) => `${q.kind}|${q.program ?? ''}|${q.date}`;

type ReadVerdict = (db: Queryable, query: PriceInsightQuery, now: Date) => Promise<PriceInsight>;

/** The route's verdict, from the last minute's read when there is one, else by `read` (route-insight.ts). */
export function cachedVerdict(
  db: Queryable,
  query: PriceInsightQuery,
  now: Date,
  read: ReadVerdict,
): Promise<PriceInsight> {
  let routes = caches.get(db);
  if (!routes) {
    routes = new Map();
    caches.set(db, routes);
  }
  const route = routeKey(query);
  const rest = restKey(query);
  const known = routes.get(route)?.get(rest);
  if (known && now.getTime() - known.at < VERDICT_TTL_MS) return known.verdict;
  // Kept from the start, so requests arriving during the read share it; a failure is forgotten, never served.
  const verdict = read(db, query, now);
  const entries = routes.get(route) ?? new Map<string, Entry>();
  routes.delete(route);
  routes.set(route, entries);
  entries.set(rest, { at: now.getTime(), verdict });
  if (routes.size > MAX_CACHED_ROUTES) {
    const oldest = routes.keys().next().value;
    if (oldest !== undefined) routes.delete(oldest);
  }
  verdict.catch(() => {
    if (entries.get(rest)?.verdict === verdict) entries.delete(rest);
  });
  return verdict;
}

/** Forgets the verdicts of these routes (this instance wrote their observations or Google's insight). */
export function forgetRouteVerdicts(
  db: Queryable,
  routes: Iterable<{ origin: string; destination: string; cabin: string }>,
): void {
  const cached = caches.get(db);
  if (!cached) return;
  // A city code's verdict (SAO) reads its airports: it goes with theirs.
  const ends = (code: string) => {
    const city = cityOfAirport(code);
    return city ? [code, city.code] : [code];
  };
  for (const route of routes)
    for (const origin of ends(route.origin))
      for (const destination of ends(route.destination)) cached.delete(routeKey({ ...route, origin, destination }));
}
