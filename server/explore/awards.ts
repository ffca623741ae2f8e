import type { ExploreAwardRow } from '@core/explore/destinations';
import { type AwardLegRow, pairAwardRoundTrips } from '@core/explore/round-trip';
import { UNKNOWN_CURRENCY } from '@core/miles/valuation';
import { type AwardFlight, DEFAULT_AWARD_PROGRAMS, MILES_SOURCE_BY_PROGRAM } from '@core/schemas/award';
import { EXPLORE_DURATION_NIGHTS, type ExploreQuery } from '@core/schemas/explore';
import { addDaysIso } from '@core/schemas/search';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { type DestinationEntry, seatsAeroDestinations } from '../providers/seats-aero-destinations';
import { requireSeatsAeroClient, SEATS_AERO_CABIN, searchAwards } from '../providers/seats-aero';

/**
 * The explore's awards from Seats.aero: `GET /destinations` once per origin airport (the non-stop destinations
 * and their cheapest miles per cabin, with no programme or taxes), which ranks the destinations; then, for the
 * EXPLORE_MAX_AWARD_PAIRS cheapest-looking ones only, the cached `/search` each way over the window (programme,
 * taxes, seats), paired into round trips of the trip's length. Every reply is kept in search_cache.
 */

export interface ExploreAwardDeps {
  config: Config;
  db: Db | null;
  fetchImpl?: typeof fetch;
}

export interface ExploreAwardsResult {
  rows: ExploreAwardRow[];
  /** Calls made (a /search page counts one) and replies read from the cache. */
  asked: number;
  cached: number;
  /** The most this explore could ask: one /destinations per airport, and the pairs' /search pages. */
  max: number;
}

/** Pages one /search may read in an explore (a month of one route fits in one 500-row page). */
const EXPLORE_SEARCH_PAGES = 2;

export function exploreAwardMax(config: Config, origins: readonly string[]): number {
  return origins.length + config.EXPLORE_MAX_AWARD_PAIRS * 2 * EXPLORE_SEARCH_PAGES;
}

/** The destinations to search, the cheapest miles of the cabin first (never the origin's own airports). */
export function pairsToSearch(
  entries: readonly DestinationEntry[],
  cabin: ExploreQuery['cabin'],
  origins: readonly string[],
  max: number,
): string[] {
  const cheapest = new Map<string, number>();
  for (const entry of entries) {
    const figure = entry[SEATS_AERO_CABIN[cabin]];
    if (!figure || origins.includes(entry.airport)) continue;
    const seen = cheapest.get(entry.airport);
    if (seen === undefined || figure.miles < seen) cheapest.set(entry.airport, figure.miles);
  }
  return [...cheapest]
    .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))
    .slice(0, max)
    .map(([airport]) => airport);
}

function legRow(award: AwardFlight, airport: string, freshness: ExploreAwardRow['freshness']): AwardLegRow {
  return {
    airport,
    program: award.program,
    originalProgram: award.original_program || null,
    milesPerPerson: award.miles_cost,
    taxesPerPerson: award.fees,
    // Taxes in a currency Seats.aero did not say are never read as reais.
    taxesCurrency: award.fees_currency || UNKNOWN_CURRENCY,
    seats: award.available_seats,
    nonstop: award.stops === 0,
    date: award.flight_date,
    source: 'seats_aero',
    freshness,
  };
}

export async function exploreAwards(
  deps: ExploreAwardDeps,
  query: ExploreQuery,
  window: { origins: readonly string[]; from: string; to: string },
  ctx: { signal: AbortSignal; now: Date },
): Promise<ExploreAwardsResult> {
  const client = requireSeatsAeroClient({ ...deps, fetchImpl: deps.fetchImpl });
  let asked = 0;
  let cached = 0;
  const lists = await Promise.all(
    window.origins.map(async (origin) => {
      const result = await seatsAeroDestinations(
        { db: deps.db, client, ttlSeconds: deps.config.EXPLORE_CACHE_TTL_SECONDS },
        origin,
        ctx,
      );
      if (result.cached) cached++;
      else asked++;
      return result.entries;
    }),
  );
  const airports = pairsToSearch(lists.flat(), query.cabin, window.origins, deps.config.EXPLORE_MAX_AWARD_PAIRS);
  const nights = EXPLORE_DURATION_NIGHTS[query.duration];
  const sources = [...new Set(DEFAULT_AWARD_PROGRAMS.map((p) => MILES_SOURCE_BY_PROGRAM[p]))];
  const cabins = [SEATS_AERO_CABIN[query.cabin]];
  let pagesLeft = deps.config.EXPLORE_MAX_AWARD_PAIRS * 2 * EXPLORE_SEARCH_PAGES;
  const takePage = async () => {
    if (pagesLeft <= 0) return false;
    pagesLeft--;
    asked++;
    return true;
  };
  const search = async (origin: string, destination: string, from: string, to: string) => {
    const result = await searchAwards(
      {
        config: deps.config,
        db: deps.db,
        maxPages: EXPLORE_SEARCH_PAGES,
        ...(deps.fetchImpl ? { fetchImpl: deps.fetchImpl } : {}),
      },
      { origin, destination, startDate: from, endDate: to, sources, cabins },
      { ...ctx, takePage },
    );
    if (result.cached) cached++;
    return result;
  };
  const rows = await Promise.all(
    airports.map(async (airport) => {
      const group = window.origins.join(',');
      const [out, back] = await Promise.all([
        search(group, airport, window.from, window.to),
        search(airport, group, addDaysIso(window.from, nights), addDaysIso(window.to, nights)),
      ]);
      const freshness = (cachedReply: boolean) => (cachedReply ? 'cache' : 'live') as ExploreAwardRow['freshness'];
      return pairAwardRoundTrips(
        out.awards.map((a) => legRow(a, airport, freshness(out.cached))),
        back.awards.map((a) => legRow(a, airport, freshness(back.cached))),
        nights,
      );
    }),
  );
  return { rows: rows.flat(), asked, cached, max: exploreAwardMax(deps.config, window.origins) };
}
