import type { FlightFilters, PaymentFilter, StopFilter } from '@core/flights/filter';
import type { Flight } from '@core/schemas/flight';

/** What the 'Filtros' popover edits (SPEC §3 "Smart search filter state" plus the payment filter). */
export interface SmartFilterState {
  payment: PaymentFilter;
  /** Reais, as typed ('' = no limit). */
  maxPrice: string;
  /** Miles, as typed ('' = no limit). */
  maxMiles: string;
  stops: StopFilter[];
  airlines: string[];
  programs: string[];
}

export const NO_FILTERS: SmartFilterState = {
  payment: 'all',
  maxPrice: '',
  maxMiles: '',
  stops: [],
  airlines: [],
  programs: [],
};

/** '1.500,50', '1500.5' or '1500' as a non-negative number; null when empty or unreadable. */
export function parseAmount(text: string): number | null {
  const t = text.trim().replace(/\s/g, '');
  if (!t) return null;
  const normalised = t.includes(',') ? t.replace(/\./g, '').replace(',', '.') : t;
  const n = Number(normalised);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

export function toFlightFilters(state: SmartFilterState): FlightFilters {
  return {
    payment: state.payment,
    maxPrice: parseAmount(state.maxPrice),
    maxMiles: parseAmount(state.maxMiles),
    stops: state.stops,
    airlines: state.airlines,
    programs: state.programs,
  };
}

/** How many criteria narrow the results (for the count next to 'Filtros'). */
export function activeFilterCount(state: SmartFilterState): number {
  return (
    (state.payment !== 'all' ? 1 : 0) +
    (parseAmount(state.maxPrice) !== null ? 1 : 0) +
    (parseAmount(state.maxMiles) !== null ? 1 : 0) +
    (state.stops.length > 0 ? 1 : 0) +
    (state.airlines.length > 0 ? 1 : 0) +
    (state.programs.length > 0 ? 1 : 0)
  );
}

const sortedUnique = (values: Iterable<string>) => [...new Set(values)].sort((a, b) => a.localeCompare(b, 'pt-BR'));

/** The airlines and programmes the results contain: the choices the popover offers. */
export function filterChoices(flights: readonly Flight[]): { airlines: string[]; programs: string[] } {
  return {
    airlines: sortedUnique(flights.map((f) => f.airline).filter(Boolean)),
    programs: sortedUnique(flights.flatMap((f) => (f.milesProgram ? [f.milesProgram] : []))),
  };
}
