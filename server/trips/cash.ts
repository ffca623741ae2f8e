import { keepMatchingFlights } from '@core/flights/query-match';
import { type Flight, flightSchema } from '@core/schemas/flight';
import type { CabinClass, SearchQuery } from '@core/schemas/search';
import { searchQueryKey, todayIsoDate } from '@core/schemas/search';
import type { CashCandidate } from '@core/trips/inputs';
import { z } from '@core/schemas/zod-locale';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { cashBudgetSpent, markCashBudgetSpent } from '../calendar/cash';
import { readObservedCash } from '../insight/observed-cash';
import { readProviderCacheMany } from '../search/provider-cache';
import { cachedGoogleFlights } from '../search/providers';

/**
 * A direction's cash fares for the planner: one traveller one way per day (the query the live search and the
 * calendar send for one adult, so all three share the reply cache), filled from that cache, then from fares seen
 * in the last days, and only then asked of SerpApi for at most TRIP_PLAN_MAX_CASH_DATES days. The same window
 * asked again within the cache's lifetime pays for nothing.
 */

export interface TripCashDeps {
  config: Config;
  db: Db | null;
}

export interface CashLeg {
  origins: readonly string[];
  destinations: readonly string[];
  dates: readonly string[];
  cabin: CabinClass;
}

const flightList = z.array(flightSchema);
/** The live search's provider id: the planner reads and writes the same cache entries. */
const CASH_PROVIDER_ID = 'google_flights';

export function oneAdultQuery(leg: CashLeg, date: string): SearchQuery {
  return {
    origin: leg.origins.join(','),
    destination: leg.destinations.join(','),
    departureDate: date,
    tripType: 'ONE_WAY',
    cabinClass: leg.cabin,
    passengers: { adults: 1, children: 0, infants: 0 },
    searchType: 'all',
    isFlexible: false,
    includeNearby: false,
  };
}

/** The day's cheapest priced outbound fare as a planner candidate; null when none. */
export function cheapestFare(date: string, flights: readonly Flight[], freshness: CashCandidate['freshness']) {
  let best: Flight | null = null;
  for (const f of flights) {
    if (f.isReturnFlight || f.isInfoOnly || f.price === null) continue;
    if (!best || (best.price ?? 0) > f.price) best = f;
  }
  if (!best || best.price === null) return null;
  const candidate: CashCandidate = {
    kind: 'cash',
    date,
    pricePerPerson: best.price,
    flight: {
      origin: best.departure.airport,
      destination: best.arrival.airport,
      airline: best.airline,
      departureTime: best.departure.time,
      arrivalTime: best.arrival.time,
      stops: best.stops,
    },
    source: best.source,
    freshness,
  };
  return candidate;
}

/** What the reply cache already knows of these days. */
async function fromCache(deps: TripCashDeps, leg: CashLeg, now: Date): Promise<Map<string, CashCandidate>> {
  const found = new Map<string, CashCandidate>();
  if (!deps.db || deps.config.SEARCH_CACHE_TTL_SECONDS <= 0) return found;
  const queries = new Map(leg.dates.map((date) => [searchQueryKey(oneAdultQuery(leg, date)), date]));
  const hits = await readProviderCacheMany(deps.db, CASH_PROVIDER_ID, [...queries.keys()], flightList, now);
  for (const [key, hit] of hits) {
    const date = queries.get(key);
    if (date === undefined) continue;
    const fare = cheapestFare(date, keepMatchingFlights(hit.value, oneAdultQuery(leg, date)), 'cache');
    if (fare) found.set(date, fare);
  }
  return found;
}

/** Fares seen in the last days (one adult, one way: what is recorded), with the route only. */
async function fromObserved(deps: TripCashDeps, leg: CashLeg, dates: string[], now: Date) {
  if (!deps.db || dates.length === 0) return new Map<string, CashCandidate>();
  const seen = await readObservedCash(deps.db, leg.cabin, dates, leg.origins, leg.destinations, now);
  const found = new Map<string, CashCandidate>();
  for (const [date, cell] of seen) {
    const flight = {
      origin: cell.origin,
      destination: cell.destination,
      airline: '',
      departureTime: '',
      arrivalTime: '',
    };
    found.set(date, {
      kind: 'cash',
      date,
      pricePerPerson: cell.price,
      flight: { ...flight, stops: null },
      source: cell.source,
      freshness: 'observed',
    });
  }
  return found;
}

export interface CashResult {
  fares: CashCandidate[];
  /** Paid requests this direction made. */
  asked: number;
  failure: unknown;
}

/** Every day of the leg that has a fare, paying for at most `max` of the days nothing else knows. */
export async function cashFares(
  deps: TripCashDeps,
  leg: CashLeg,
  max: number,
  ctx: { signal: AbortSignal; now: Date },
): Promise<CashResult> {
  const fares = await fromCache(deps, leg, ctx.now);
  const open = (list: readonly string[]) => list.filter((d) => !fares.has(d) && d >= todayIsoDate(undefined, ctx.now));
  for (const [date, fare] of await fromObserved(deps, leg, open(leg.dates), ctx.now)) fares.set(date, fare);
  const budgetKey = `trip|${leg.origins.join(',')}>${leg.destinations.join(',')}|${leg.dates.join(',')}|${leg.cabin}`;
  const spent = await cashBudgetSpent(deps, budgetKey, ctx.now);
  const picked = spent ? [] : open(leg.dates).slice(0, max);
  if (picked.length > 0) await markCashBudgetSpent(deps, budgetKey, picked, ctx.now);
  const provider = cachedGoogleFlights(deps, { googleInsight: false });
  let failure: unknown = null;
  await Promise.all(
    picked.map(async (date) => {
      const query = oneAdultQuery(leg, date);
      try {
        const replied: Flight[] = [];
        for await (const batch of provider.search(query, ctx)) replied.push(...batch);
        const flights = keepMatchingFlights(replied, query);
        const fare = cheapestFare(date, flights, flights[0]?.freshness.kind === 'cache' ? 'cache' : 'live');
        if (fare) fares.set(date, fare);
      } catch (err) {
        failure ??= err;
      }
    }),
  );
  return { fares: [...fares.values()], asked: picked.length, failure };
}
