import { type Flight, type FlightInput, flightSchema } from '../schemas/flight';

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
