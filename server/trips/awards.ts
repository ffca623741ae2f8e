import { UNKNOWN_CURRENCY } from '@core/miles/valuation';
import { DEFAULT_AWARD_PROGRAMS, MILES_SOURCE_BY_PROGRAM } from '@core/schemas/award';
import type { CabinClass } from '@core/schemas/search';
import type { AwardCandidate } from '@core/trips/inputs';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { SEATS_AERO_CABIN, searchAwards } from '../providers/seats-aero';

/**
 * A direction's awards for the planner: ONE Seats.aero range search over the window (comma-separated airports
 * for a city), with the calendar's programmes and cabin so both share the cached reply. Each row is one
 * traveller's miles and taxes as Seats.aero prices them, with the seats it says are left.
 */

export interface TripAwardDeps {
  config: Config;
  db: Db | null;
  fetchImpl?: typeof fetch;
}

export interface AwardWindow {
  origins: readonly string[];
  destinations: readonly string[];
  from: string;
  to: string;
  cabin: CabinClass;
}

export interface AwardResult {
  awards: AwardCandidate[];
  /** Requests sent to Seats.aero (0 when the cache answered; a long range may take a page more). */
  requests: number;
}

export async function awardCandidates(
  deps: TripAwardDeps,
  w: AwardWindow,
  ctx: { signal: AbortSignal; now: Date },
): Promise<AwardResult> {
  let requests = 0;
  const result = await searchAwards(
    { config: deps.config, db: deps.db, ...(deps.fetchImpl ? { fetchImpl: deps.fetchImpl } : {}) },
    {
      origin: w.origins.join(','),
      destination: w.destinations.join(','),
      startDate: w.from,
      endDate: w.to,
      sources: [...new Set(DEFAULT_AWARD_PROGRAMS.map((p) => MILES_SOURCE_BY_PROGRAM[p]))],
      cabins: [SEATS_AERO_CABIN[w.cabin]],
    },
    {
      ...ctx,
      takePage: async () => {
        requests += 1;
        return true;
      },
    },
  );
  const freshness = result.cached ? 'cache' : 'live';
  // searchAwards keeps only the rows of the question (route, days, cabin), whoever asked it first.
  const awards = result.awards.map(
    (award): AwardCandidate => ({
      kind: 'award',
      date: award.flight_date,
      program: award.program,
      originalProgram: award.original_program || null,
      milesPerPerson: award.miles_cost,
      taxesPerPerson: award.fees,
      // Taxes in a currency Seats.aero did not say are never read as reais.
      taxesCurrency: award.fees_currency || UNKNOWN_CURRENCY,
      seats: award.available_seats,
      seenAt: award.seen_at ?? null,
      flight: {
        origin: award.origin,
        destination: award.destination,
        airline: award.airline,
        departureTime: award.departure_time,
        arrivalTime: award.arrival_time,
        stops: award.stops,
      },
      source: 'seats_aero',
      freshness,
    }),
  );
  return { awards, requests };
}
