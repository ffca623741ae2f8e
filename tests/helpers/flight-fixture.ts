import { type Flight, type FlightInput, flightSchema } from '@core/schemas/flight';
import type { SearchQuery } from '@core/schemas/search';
import type { SavedFlight } from '@core/schemas/sync';

/** A valid Flight for tests: GRU → MIA demo economy, with any field overridden. */
export function makeFlight(id: string, overrides: Partial<FlightInput> = {}): Flight {
  return flightSchema.parse({
    id,
    airline: 'LATAM',
    source: 'demo',
    departure: { time: '10:00', airport: 'GRU', city: '', date: '2026-12-20' },
    arrival: { time: '18:00', airport: 'MIA', city: '', date: '2026-12-20' },
    cabinClass: 'ECONOMY',
    freshness: { kind: 'demo', fetchedAt: '2026-11-22T12:00:00.000Z' },
    ...overrides,
  });
}

/** A normalised one-way GRU → MIA query for tests, with any field overridden. */
export function makeSearchQuery(overrides: Partial<SearchQuery> = {}): SearchQuery {
  return {
    origin: 'GRU',
    destination: 'MIA',
    departureDate: '2026-12-20',
    tripType: 'ONE_WAY',
    cabinClass: 'ECONOMY',
    passengers: { adults: 1, children: 0, infants: 0 },
    searchType: 'all',
    isFlexible: false,
    includeNearby: false,
    ...overrides,
  };
}

/** A saved flight row (SPEC §3 saved_flights) for sync tests: GRU → MIA LATAM Pass, saved and edited at `at`. */
export function makeSavedFlight(id: string, at: string, overrides: Partial<SavedFlight> = {}): SavedFlight {
  return {
    id,
    origin: 'GRU',
    destination: 'MIA',
    program: 'LATAM Pass',
    companhia: 'LATAM',
    cabine: 'ECONOMY',
    milhas: 50000,
    reais_estimado: 1200,
    data_voo: '2026-12-20',
    passengers: 1,
    saved_at: at,
    updated_at: at,
    deleted_at: null,
    flight: null,
    ...overrides,
  };
}
