import type { AwardOffer } from '@core/calendar/days';
import { awardRow, rowMatcher } from '@core/flights/query-match';
import { UNKNOWN_CURRENCY } from '@core/miles/valuation';
import { MILES_SOURCE_BY_PROGRAM } from '@core/schemas/award';
import type { CalendarQuery } from '@core/schemas/calendar';
import { addDaysIso } from '@core/schemas/search';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { SEATS_AERO_CABIN, searchAwards } from '../providers/seats-aero';

/**
 * The calendar's awards from Seats.aero: one cached search over the whole range per direction (start_date and
 * end_date, comma-separated airports for a city), paged and de-duplicated by the client and kept in
 * search_cache, so a month costs one call one way and two for a round trip.
 */

export interface CalendarAwardDeps {
  config: Config;
  db: Db | null;
  fetchImpl?: typeof fetch;
}

export interface AwardLeg {
  origins: readonly string[];
  destinations: readonly string[];
  from: string;
  to: string;
}

/** The legs a calendar asks for: outbound over the range; for a stay of N nights, the returns N days later. */
export function awardLegs(query: CalendarQuery, origins: string[], destinations: string[]): AwardLeg[] {
  const out = { origins, destinations, from: query.from, to: query.to };
  if (query.nights === undefined) return [out];
  const back = {
    origins: destinations,
    destinations: origins,
    from: addDaysIso(query.from, query.nights),
    to: addDaysIso(query.to, query.nights),
  };
  return [out, back];
}

/**
 * Every award of one leg in the query's cabin and programmes, as offers for the cells: one traveller's miles and
 * taxes, as Seats.aero prices them; the party is counted where they are valued (cheapestByProgram).
 */
export async function awardOffers(
  deps: CalendarAwardDeps,
  query: CalendarQuery,
  leg: AwardLeg,
  ctx: { signal: AbortSignal; now: Date },
): Promise<AwardOffer[]> {
  const result = await searchAwards(
    { config: deps.config, db: deps.db, ...(deps.fetchImpl ? { fetchImpl: deps.fetchImpl } : {}) },
    {
      origin: leg.origins.join(','),
      destination: leg.destinations.join(','),
      startDate: leg.from,
      endDate: leg.to,
      sources: [...new Set(query.programs.map((p) => MILES_SOURCE_BY_PROGRAM[p]))],
      cabins: [SEATS_AERO_CABIN[query.cabin]],
    },
    ctx,
  );
  const observedAt = result.fetchedAt.toISOString();
  const freshness = result.cached ? 'cache' : 'live';
  const matches = rowMatcher({
    origin: leg.origins.join(','),
    destination: leg.destinations.join(','),
    from: leg.from,
    to: leg.to,
    cabins: [query.cabin],
  });
  return result.awards
    .filter((award) => matches(awardRow(award)))
    .map((award) => ({
      date: award.flight_date,
      program: award.program,
      originalProgram: award.original_program || null,
      miles: award.miles_cost,
      taxes: award.fees,
      // Taxes in a currency Seats.aero did not say are never read as reais.
      taxesCurrency: award.fees_currency || UNKNOWN_CURRENCY,
      source: 'seats_aero',
      observedAt,
      seenAt: award.seen_at ?? null,
      freshness,
      origin: award.origin,
      destination: award.destination,
    }));
}
