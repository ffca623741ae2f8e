import { cityOfAirport, expandAirportCode } from '@core/airports/metro-areas';
import type { ExploreAwardRow, ExploreCashRow } from '@core/explore/destinations';
import { type AwardLegRow, pairAwardRoundTrips } from '@core/explore/round-trip';
import { EXPLORE_DURATION_NIGHTS, type ExploreQuery } from '@core/schemas/explore';
import type { Flight } from '@core/schemas/flight';
import { addDaysIso, type SearchQuery } from '@core/schemas/search';
import { demoProvider } from '../providers/demo';
import { seededRandom } from '../providers/seeded-random';

/**
 * The explore of a fresh install (no provider configured): real routes from Brazil to real cities, priced by the
 * demo provider (deterministic per route, day and cabin), one departure day per destination drawn from the window
 * with a seed of the destination and the window, so the same explore answers the same all day. Labelled
 * Demonstração by the reply's `demo` flag and each price's freshness.
 */

/** Destinations Brazilian carriers and their partners really fly from São Paulo (and the other big cities). */
export const DEMO_DESTINATIONS = [
  'GIG',
  'SSA',
  'REC',
  'FOR',
  'FLN',
  'POA',
  'BSB',
  'NAT',
  'MCZ',
  'IGU',
  'MAO',
  'CWB',
  'EZE',
  'SCL',
  'MVD',
  'LIM',
  'BOG',
  'MIA',
  'MCO',
  'JFK',
  'CUN',
  'PUJ',
  'LIS',
  'MAD',
  'CDG',
] as const;

async function demoFlights(query: SearchQuery, now: Date): Promise<Flight[]> {
  const flights: Flight[] = [];
  for await (const batch of demoProvider.search(query, { signal: new AbortController().signal, now })) {
    flights.push(...batch);
  }
  return flights;
}

function cheapest(flights: readonly Flight[], pick: (f: Flight) => number | null): Flight | null {
  let best: Flight | null = null;
  for (const f of flights) {
    const v = pick(f);
    if (v !== null && (best === null || v < (pick(best) ?? Number.POSITIVE_INFINITY))) best = f;
  }
  return best;
}

function legRows(flights: readonly Flight[], airport: string, date: string): AwardLegRow[] {
  return flights.flatMap((f) =>
    f.miles === null || !f.milesProgram
      ? []
      : [
          {
            airport,
            program: f.milesProgram,
            milesPerPerson: f.miles,
            taxesPerPerson: f.fees,
            taxesCurrency: 'BRL',
            seats: f.availableSeats ?? null,
            nonstop: f.stops === 0,
            date,
            source: 'demo',
            freshness: 'demo' as const,
          },
        ],
  );
}

/** A departure day drawn from the window with a seed (a Friday for a weekend, where the window has one). */
function departureDay(
  airport: string,
  window: { from: string; to: string },
  duration: ExploreQuery['duration'],
): string {
  const all: string[] = [];
  for (let day = window.from; day <= window.to; day = addDaysIso(day, 1)) all.push(day);
  const fridays = all.filter((day) => new Date(`${day}T12:00:00Z`).getUTCDay() === 5);
  const days = duration === 'weekend' && fridays.length > 0 ? fridays : all;
  return days[Math.floor(seededRandom(`${airport}|${window.from}|${duration}`)() * days.length)] ?? window.from;
}

/** One destination's demo prices: the cheapest round trip in cash and each programme's round-trip award. */
async function demoDestination(
  query: ExploreQuery,
  airport: string,
  window: { from: string; to: string },
  now: Date,
): Promise<{ cash: ExploreCashRow | null; awards: ExploreAwardRow[] }> {
  const nights = EXPLORE_DURATION_NIGHTS[query.duration];
  const date = departureDay(airport, window, query.duration);
  const returnDate = addDaysIso(date, nights);
  const flights = await demoFlights(
    {
      origin: query.origin,
      destination: airport,
      departureDate: date,
      returnDate,
      tripType: 'ROUND_TRIP',
      cabinClass: query.cabin,
      passengers: { adults: 1, children: 0, infants: 0 },
      searchType: 'all',
      isFlexible: false,
      includeNearby: false,
    },
    now,
  );
  const out = flights.filter((f) => !f.isReturnFlight);
  const back = flights.filter((f) => f.isReturnFlight);
  const cashOut = cheapest(out, (f) => f.price);
  const cashBack = cheapest(back, (f) => f.price);
  const cash: ExploreCashRow | null =
    cashOut?.price != null && cashBack?.price != null
      ? {
          airport,
          perPersonBRL: Math.round((cashOut.price + cashBack.price) * 100) / 100,
          departureDate: date,
          returnDate,
          stops: cashOut.stops,
          airline: cashOut.airline,
          source: 'demo',
          freshness: 'demo',
        }
      : null;
  const awards = pairAwardRoundTrips(legRows(out, airport, date), legRows(back, airport, returnDate), nights);
  return { cash, awards };
}

/** Every demo destination from the origin (its own city left out), priced for the window. */
export async function demoExplore(
  query: ExploreQuery,
  window: { from: string; to: string },
  now: Date,
): Promise<{ cash: ExploreCashRow[]; awards: ExploreAwardRow[] }> {
  const own = new Set([...expandAirportCode(query.origin), ...(cityOfAirport(query.origin)?.airports ?? [])]);
  const priced = await Promise.all(
    DEMO_DESTINATIONS.filter((airport) => !own.has(airport)).map((airport) =>
      demoDestination(query, airport, window, now),
    ),
  );
  return {
    cash: priced.flatMap((p) => (p.cash ? [p.cash] : [])),
    awards: priced.flatMap((p) => p.awards),
  };
}
