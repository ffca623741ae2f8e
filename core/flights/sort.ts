import type { Flight } from '../schemas/flight';
import { valueOffer } from '../miles/valuation';
import { parseDurationMinutes } from './format';

/** SPEC §9 sort options. */
export const SORT_OPTIONS = ['best_value', 'price_asc', 'duration_asc', 'stops_asc', 'miles_asc'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export const SORT_LABELS: Readonly<Record<SortOption, string>> = {
  best_value: 'Melhor custo-benefício',
  price_asc: 'Menor preço',
  duration_asc: 'Menor duração',
  stops_asc: 'Menos escalas',
  miles_asc: 'Menos milhas',
};

/**
 * Effective reais: the price of a cash fare; miles × programme value / 1000 + fees for an award (the value
 * withEstimatedValue stored, else computed here); the cheaper of the two when a result has both. Null when
 * neither is known (e.g. miles of an unknown programme).
 */
export function effectiveReais(flight: Flight): number | null {
  if (flight.estimatedValue !== null)
    return flight.price !== null ? Math.min(flight.price, flight.estimatedValue) : flight.estimatedValue;
  // Not valued yet: the one valuation, at the reference milheiro (a Flight without feesCurrency has reais fees).
  const award =
    flight.miles !== null && flight.milesProgram
      ? (valueOffer({
          offer: {
            program: flight.milesProgram,
            miles: flight.miles,
            taxes: flight.fees,
            taxesCurrency: flight.feesCurrency ?? 'BRL',
          },
        })?.perPerson.total ?? null)
      : null;
  if (flight.price !== null && award !== null) return Math.min(flight.price, award);
  return flight.price ?? award;
}

const durationOf = (f: Flight) => f.durationMinutes ?? parseDurationMinutes(f.duration);

const KEY: Readonly<Record<SortOption, (f: Flight) => number | null>> = {
  best_value: effectiveReais,
  price_asc: (f) => f.price,
  duration_asc: durationOf,
  stops_asc: (f) => f.stops,
  miles_asc: (f) => f.miles,
};

/**
 * A sorted copy, ascending by the option's key. Results without that key (a cash fare under miles_asc) come
 * after those with it, info-only cards last of all; ties keep their arrival order (the sort is stable).
 */
export function sortFlights(flights: readonly Flight[], option: SortOption = 'best_value'): Flight[] {
  const key = KEY[option];
  const rank = (f: Flight): [number, number] => {
    if (f.isInfoOnly) return [2, 0];
    const k = key(f);
    return k === null || !Number.isFinite(k) ? [1, 0] : [0, k];
  };
  const decorated = flights.map((flight, i) => ({ flight, i, r: rank(flight) }));
  decorated.sort((a, b) => a.r[0] - b.r[0] || a.r[1] - b.r[1] || a.i - b.i);
  return decorated.map((d) => d.flight);
}

/** Sorted by best value, with bestValue set on the first real result only (SPEC §2 'Melhor opção'). */
export function rankByBestValue(flights: readonly Flight[]): Flight[] {
  const sorted = sortFlights(flights, 'best_value');
  let marked = false;
  return sorted.map((f) => {
    const best = !marked && !f.isInfoOnly && effectiveReais(f) !== null;
    if (best) marked = true;
    return f.bestValue === best ? f : { ...f, bestValue: best };
  });
}
