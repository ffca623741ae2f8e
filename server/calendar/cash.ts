import { keepMatchingFlights } from '@core/flights/query-match';
import type { CalendarCash, CalendarQuery } from '@core/schemas/calendar';
import { type Flight, flightSchema } from '@core/schemas/flight';
import { addDaysIso, type SearchQuery, searchQueryKey } from '@core/schemas/search';
import { z } from '@core/schemas/zod-locale';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { createGoogleFlightsProvider } from '../providers/google-flights';
import { observedAndCached } from '../search/observed-provider';
import type { Provider } from '../search/provider';
import { readProviderCache, readProviderCacheMany, writeProviderCache } from '../search/provider-cache';
import { cachedGoogleFlights } from '../search/providers';

/**
 * The calendar's cash fares. SerpApi answers one date per call, so a day is filled first from what is already
 * known (the live search's reply cache), and only then, for a few days, asked for. A one-way day is the same
 * query the live search sends, so both share one cache entry.
 */

export interface CalendarCashDeps {
  config: Config;
  db: Db | null;
}

/** Round trips need only the outbound rows (their price is the round trip's); no return look-ups. */
const ROUND_TRIP_PROVIDER_ID = 'google_flights_calendar';
const flightList = z.array(flightSchema);
/** search_cache rows that say a calendar spent its paid cash requests (not a provider reply). */
const BUDGET_MARK = 'calendar_cash_budget';

/** The search the calendar sends for one departure day. */
export function cashQuery(query: CalendarQuery, origins: string[], destinations: string[], date: string): SearchQuery {
  const roundTrip = query.nights !== undefined;
  return {
    origin: origins.join(','),
    destination: destinations.join(','),
    departureDate: date,
    ...(roundTrip ? { returnDate: addDaysIso(date, query.nights ?? 0) } : {}),
    tripType: roundTrip ? 'ROUND_TRIP' : 'ONE_WAY',
    cabinClass: query.cabin,
    passengers: { adults: query.adults, children: 0, infants: 0 },
    searchType: 'all',
    isFlexible: false,
    includeNearby: false,
  };
}

/**
 * Through the reply cache, whose live replies are observed (server/search/observed-provider.ts): the fares alone,
 * since the calendar judges nothing and keeps no reading of Google's.
 */
function providerFor(deps: CalendarCashDeps, roundTrip: boolean): Provider {
  if (!roundTrip) return cachedGoogleFlights(deps, { googleInsight: false });
  const { config } = deps;
  const provider: Provider = {
    ...createGoogleFlightsProvider({
      settings: () => ({ apiKey: config.SERPAPI_API_KEY, baseUrl: config.SERPAPI_BASE_URL }),
      maxReturnLookups: 0,
    }),
    id: ROUND_TRIP_PROVIDER_ID,
  };
  return observedAndCached(provider, deps, config.SEARCH_CACHE_TTL_SECONDS);
}

/** The cheapest outbound fare of a reply, as a cell. */
export function cheapestCash(flights: readonly Flight[], freshness: CalendarCash['freshness']): CalendarCash | null {
  let best: Flight | null = null;
  for (const flight of flights) {
    if (flight.isReturnFlight || flight.price === null || flight.isInfoOnly) continue;
    if (!best || (best.price ?? 0) > flight.price) best = flight;
  }
  if (!best || best.price === null) return null;
  return {
    price: best.price,
    source: best.source,
    observedAt: best.freshness.fetchedAt,
    freshness,
    origin: best.departure.airport,
    destination: best.arrival.airport,
  };
}

/** The days the reply cache can answer, without a call (one statement for the whole range). */
export async function cachedCash(
  deps: CalendarCashDeps,
  queries: ReadonlyMap<string, SearchQuery>,
  now: Date,
): Promise<Map<string, CalendarCash>> {
  const found = new Map<string, CalendarCash>();
  const { db } = deps;
  const first = queries.values().next().value;
  if (!db || !first || deps.config.SEARCH_CACHE_TTL_SECONDS <= 0) return found;
  const id = first.tripType === 'ROUND_TRIP' ? ROUND_TRIP_PROVIDER_ID : 'google_flights';
  const keys = new Map([...queries].map(([date, query]) => [searchQueryKey(query), date]));
  const hits = await readProviderCacheMany(db, id, [...keys.keys()], flightList, now);
  for (const [key, hit] of hits) {
    const date = keys.get(key);
    const query = date === undefined ? undefined : queries.get(date);
    const cell = query ? cheapestCash(keepMatchingFlights(hit.value, query), 'cache') : null;
    if (date && cell) found.set(date, { ...cell, observedAt: hit.fetchedAt.toISOString() });
  }
  return found;
}

/**
 * Whether this calendar (route, range, cabin, passengers) already spent its paid cash requests within the cache's
 * lifetime: a reload or a second look then answers from the cache alone, and a day is asked for from its cell.
 */
export async function cashBudgetSpent(deps: CalendarCashDeps, calendarKey: string, now: Date): Promise<boolean> {
  if (!deps.db) return false;
  return (await readProviderCache(deps.db, BUDGET_MARK, calendarKey, z.array(z.string()), now)) !== null;
}

export async function markCashBudgetSpent(
  deps: CalendarCashDeps,
  calendarKey: string,
  dates: readonly string[],
  now: Date,
): Promise<void> {
  if (deps.db)
    await writeProviderCache(deps.db, BUDGET_MARK, calendarKey, dates, deps.config.SEARCH_CACHE_TTL_SECONDS, now);
}

/**
 * One paid request for one day (through the reply cache, which keeps it for the next calendar or search); what it
 * priced joins the price history as a search's would (a round trip's or a group's fares are left out).
 */
export async function liveCash(
  deps: CalendarCashDeps,
  query: SearchQuery,
  ctx: { signal: AbortSignal; now: Date },
): Promise<CalendarCash | null> {
  const provider = providerFor(deps, query.tripType === 'ROUND_TRIP');
  const replied: Flight[] = [];
  for await (const batch of provider.search(query, ctx)) replied.push(...batch);
  const flights = keepMatchingFlights(replied, query);
  const first = flights[0];
  return cheapestCash(flights, first?.freshness.kind === 'cache' ? 'cache' : 'live');
}
