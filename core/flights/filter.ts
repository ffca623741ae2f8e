import { normalizeProgramName, programFamily } from '../miles/programs';
import type { Flight } from '../schemas/flight';
import type { CabinClass } from '../schemas/search';
import { normalizeForSearch } from '../text/normalize';
import { isReferenceFare } from './format';

/** SPEC §4 payment filter: all, cash ('flights' on some pages) or miles. */
export const PAYMENT_FILTERS = ['all', 'cash', 'miles'] as const;
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];

/** SPEC §9 stop filters. */
export const STOP_FILTERS = ['0', '1', '2+'] as const;
export type StopFilter = (typeof STOP_FILTERS)[number];

/** SPEC §3 "Smart search filter state", plus the payment filter. Empty lists and null limits filter nothing. */
export interface FlightFilters {
  payment?: PaymentFilter | 'flights';
  stops?: readonly StopFilter[];
  programs?: readonly string[];
  airlines?: readonly string[];
  cabinClasses?: readonly CabinClass[];
  /** Reais; applies to results that have a cash price. */
  maxPrice?: number | null;
  /** Applies to results that have miles. */
  maxMiles?: number | null;
  sources?: readonly ('cash' | 'miles')[];
}

export const isCash = (f: Flight) => f.price !== null;
export const isMiles = (f: Flight) => f.miles !== null;

/** Cash keeps results with a price, miles those with miles (SPEC §4). Info-only cards always stay. */
export function filterByPayment(flights: readonly Flight[], payment: PaymentFilter | 'flights' = 'all'): Flight[] {
  if (payment === 'all') return [...flights];
  const keep = payment === 'miles' ? isMiles : isCash;
  return flights.filter((f) => f.isInfoOnly || keep(f));
}

const stopBucket = (stops: number): StopFilter => (stops <= 0 ? '0' : stops === 1 ? '1' : '2+');
const programKey = (name: string) => programFamily(name) ?? normalizeProgramName(name);

export function filterFlights(flights: readonly Flight[], filters: FlightFilters): Flight[] {
  const stops = filters.stops?.length ? new Set(filters.stops) : null;
  const programs = filters.programs?.length ? new Set(filters.programs.map(programKey)) : null;
  const airlines = filters.airlines?.length ? new Set(filters.airlines.map(normalizeForSearch)) : null;
  const cabins = filters.cabinClasses?.length ? new Set(filters.cabinClasses) : null;
  const sources = filters.sources?.length ? new Set(filters.sources) : null;
  const { maxPrice, maxMiles } = filters;
  return filterByPayment(flights, filters.payment ?? 'all').filter((f) => {
    if (f.isInfoOnly) return true;
    // A reference-table estimate has no schedule: its stops are unknown, so no stop filter can vouch for it.
    if (stops && (isReferenceFare(f) || !stops.has(stopBucket(f.stops)))) return false;
    if (programs && (f.milesProgram === null || !programs.has(programKey(f.milesProgram)))) return false;
    if (airlines && !airlines.has(normalizeForSearch(f.airline))) return false;
    if (cabins && !cabins.has(f.cabinClass)) return false;
    if (sources && !((sources.has('cash') && isCash(f)) || (sources.has('miles') && isMiles(f)))) return false;
    if (typeof maxPrice === 'number' && f.price !== null && f.price > maxPrice) return false;
    if (typeof maxMiles === 'number' && f.miles !== null && f.miles > maxMiles) return false;
    return true;
  });
}

/** Counts for 'Todos (n)', 'Dinheiro (n)', 'Milhas (n)' (info-only cards are not results). */
export function paymentCounts(flights: readonly Flight[]): Record<PaymentFilter, number> {
  let all = 0;
  let cash = 0;
  let miles = 0;
  for (const f of flights) {
    if (f.isInfoOnly) continue;
    all++;
    if (isCash(f)) cash++;
    if (isMiles(f)) miles++;
  }
  return { all, cash, miles };
}
