import { programValuePer1000 } from '../miles/programs';
import { type MilesVerdict, milesVerdict, realisedValuePer1000 } from '../miles/realised-value';
import type { Flight } from '../schemas/flight';
import { normalizeForSearch } from '../text/normalize';

/**
 * Beyond the spec: a miles offer against a cash fare, as the realised value per 1000 miles
 * ((cash − award fees) / miles × 1000) against the programme's value, with a 'Use milhas' / 'Pague em
 * dinheiro' verdict. The cash reference is the same flight's fare when the list has it; otherwise the
 * cheapest cash fare of the same route, day, cabin and direction, and the comparison says so.
 */

/** Which cash fare the miles were measured against. */
export type ComparisonBasis = 'same_flight' | 'cheapest_of_day';

export interface CashComparison {
  cashFlightId: string;
  cashPrice: number;
  realisedPer1000: number;
  programmeValuePer1000: number;
  verdict: MilesVerdict;
  basis: ComparisonBasis;
}

/** Route, day, cabin and direction: the fares a traveller could take instead on that day. */
export function sameDayKey(f: Flight): string | null {
  if (f.isInfoOnly || !f.departure.date) return null;
  return [
    f.departure.airport,
    f.arrival.airport,
    f.departure.date,
    f.cabinClass,
    f.isReturnFlight ? 'volta' : 'ida',
  ].join('|');
}

/**
 * The same flight: airline, route, day, departure time, cabin and direction. Null when a result lacks a
 * departure time (it cannot be matched safely) or is an info card.
 */
export function sameFlightKey(f: Flight): string | null {
  if (f.isInfoOnly || !f.departure.time || !f.departure.date) return null;
  return [
    normalizeForSearch(f.airline),
    f.departure.airport,
    f.arrival.airport,
    f.departure.date,
    f.departure.time,
    f.cabinClass,
    f.isReturnFlight ? 'volta' : 'ida',
  ].join('|');
}

const flightNo = (f: Flight) => (f.flightNumber ?? '').replace(/\s+/g, '').toUpperCase();

/** Flight numbers, when both results have one, must agree too. */
const compatible = (a: Flight, b: Flight) => !flightNo(a) || !flightNo(b) || flightNo(a) === flightNo(b);

const cheapest = (fares: readonly Flight[], accept: (c: Flight) => boolean): Flight | null => {
  let best: Flight | null = null;
  for (const c of fares) if (accept(c) && (best === null || (c.price as number) < (best.price as number))) best = c;
  return best;
};

function groupCash(flights: readonly Flight[], key: (f: Flight) => string | null): Map<string, Flight[]> {
  const out = new Map<string, Flight[]>();
  for (const f of flights) {
    const k = key(f);
    if (!k || f.price === null || f.price <= 0) continue;
    const list = out.get(k);
    if (list) list.push(f);
    else out.set(k, [f]);
  }
  return out;
}

/**
 * For each miles offer of a known programme: the comparison against the same flight's cheapest cash fare,
 * or else against the cheapest cash fare of its route and day; by miles flight id. `flights` is every result
 * known (the cash fares may sit in another list than the miles offer).
 */
export function compareCashAndMiles(flights: readonly Flight[]): Map<string, CashComparison> {
  const cashByFlight = groupCash(flights, sameFlightKey);
  const cashByDay = groupCash(flights, sameDayKey);
  const out = new Map<string, CashComparison>();
  for (const f of flights) {
    const programmeValue = programValuePer1000(f.milesProgram);
    if (f.isInfoOnly || f.miles === null || f.miles <= 0 || programmeValue === null) continue;
    const flightKey = sameFlightKey(f);
    const sameFlight = flightKey
      ? cheapest(cashByFlight.get(flightKey) ?? [], (c) => c.id !== f.id && compatible(c, f))
      : null;
    const dayKey = sameDayKey(f);
    const cash = sameFlight ?? (dayKey ? cheapest(cashByDay.get(dayKey) ?? [], (c) => c.id !== f.id) : null);
    if (!cash) continue;
    const fees = !f.feesCurrency || f.feesCurrency === 'BRL' ? f.fees : 0;
    const realised = realisedValuePer1000(cash.price as number, fees, f.miles);
    if (realised === null) continue;
    out.set(f.id, {
      cashFlightId: cash.id,
      cashPrice: cash.price as number,
      realisedPer1000: realised,
      programmeValuePer1000: programmeValue,
      verdict: milesVerdict(realised, programmeValue),
      basis: sameFlight ? 'same_flight' : 'cheapest_of_day',
    });
  }
  return out;
}

/** The cash fare the verdict used, in pt-BR: 'tarifa em dinheiro deste voo' or '… mais barata do dia'. */
export function comparisonReference(basis: ComparisonBasis): string {
  return basis === 'same_flight' ? 'tarifa em dinheiro deste voo' : 'tarifa em dinheiro mais barata do dia';
}

/** How every verdict is made, in one sentence for the results screens. */
export const VERDICT_RULE =
  "'Use milhas' quando cada mil milhas rendem, em reais, mais que o valor de referência do programa; senão, 'Pague em dinheiro'.";
