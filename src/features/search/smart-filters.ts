import { parseMoneyInput } from '@core/format/money';
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

export function toFlightFilters(state: SmartFilterState): FlightFilters {
  return {
    payment: state.payment,
    maxPrice: parseMoneyInput(state.maxPrice),
    maxMiles: parseMoneyInput(state.maxMiles),
    stops: state.stops,
    airlines: state.airlines,
    programs: state.programs,
  };
}

/** How many criteria narrow the results (for the count next to 'Filtros'). */
export function activeFilterCount(state: SmartFilterState): number {
  return (
    (state.payment !== 'all' ? 1 : 0) +
    (parseMoneyInput(state.maxPrice) !== null ? 1 : 0) +
    (parseMoneyInput(state.maxMiles) !== null ? 1 : 0) +
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
