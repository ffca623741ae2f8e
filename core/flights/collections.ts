import type { Flight } from '../schemas/flight';

/** The first flight of each id, in order. */
export function dedupeById(flights: readonly Flight[]): Flight[] {
  const seen = new Set<string>();
  return flights.filter((f) => {
    if (seen.has(f.id)) return false;
    seen.add(f.id);
    return true;
  });
}

/**
 * A streamed batch added to what is already shown (SPEC §4): ids already present (or repeated within the
 * batch) are ignored. Returns the new list and the flights actually added (for 'Novos resultados (n)').
 */
export function appendUnique(
  existing: readonly Flight[],
  incoming: readonly Flight[],
): { flights: Flight[]; added: Flight[] } {
  const seen = new Set(existing.map((f) => f.id));
  const added: Flight[] = [];
  for (const f of incoming) {
    if (seen.has(f.id)) continue;
    seen.add(f.id);
    added.push(f);
  }
  return { flights: added.length ? [...existing, ...added] : [...existing], added };
}

/** Outbound and return lists by isReturnFlight (SPEC §4). */
export function splitByDirection(flights: readonly Flight[]): { outbound: Flight[]; inbound: Flight[] } {
  const outbound: Flight[] = [];
  const inbound: Flight[] = [];
  for (const f of flights) (f.isReturnFlight ? inbound : outbound).push(f);
  return { outbound, inbound };
}

export const NO_RESULTS_ID = 'no-results';

/**
 * SPEC §4: a search that completes with zero flights shows one info-only placeholder 'Sem resultados'
 * (id no-results) for the route and date searched.
 */
export function noResultsPlaceholder(
  query: { origin: string; destination: string; departureDate: string },
  now: Date = new Date(),
): Flight {
  const point = (airport: string) => ({ time: '', airport, city: '', date: query.departureDate });
  return {
    id: NO_RESULTS_ID,
    airline: 'Sem resultados',
    source: 'info',
    price: null,
    miles: null,
    milesProgram: null,
    fees: 0,
    estimatedValue: null,
    estimatedValueFormatted: null,
    departure: point(query.origin),
    arrival: point(query.destination),
    duration: '',
    durationMinutes: null,
    stops: 0,
    stopAirports: [],
    cabinClass: 'ECONOMY',
    availableSeats: null,
    url: '',
    isReturnFlight: false,
    bestValue: false,
    isInfoOnly: true,
    freshness: { kind: 'live', fetchedAt: now.toISOString() },
  };
}
