import { programValuePer1000 } from '../miles/programs';
import { type MilesVerdict, milesVerdict, realisedValuePer1000 } from '../miles/realised-value';
import type { Flight } from '../schemas/flight';
import { normalizeForSearch } from '../text/normalize';

/**
 * Beyond the spec: where a miles offer and a cash fare are the same flight, the realised value per 1000
 * miles against the programme's value, with a 'Use milhas' / 'Pague em dinheiro' verdict.
 */

export interface CashComparison {
  cashFlightId: string;
  cashPrice: number;
  realisedPer1000: number;
  programmeValuePer1000: number;
  verdict: MilesVerdict;
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

/** For each miles offer with a matching cash fare: the comparison against the cheapest such fare, by miles flight id. */
export function compareCashAndMiles(flights: readonly Flight[]): Map<string, CashComparison> {
  const cashByKey = new Map<string, Flight[]>();
  for (const f of flights) {
    const k = sameFlightKey(f);
    if (!k || f.price === null) continue;
    const list = cashByKey.get(k);
    if (list) list.push(f);
    else cashByKey.set(k, [f]);
  }
  const out = new Map<string, CashComparison>();
  for (const f of flights) {
    const k = sameFlightKey(f);
    const programmeValue = programValuePer1000(f.milesProgram);
    if (!k || f.miles === null || f.miles <= 0 || programmeValue === null) continue;
    let cash: Flight | null = null;
    for (const c of cashByKey.get(k) ?? []) {
      if (c.id !== f.id && compatible(c, f) && (cash === null || (c.price as number) < (cash.price as number)))
        cash = c;
    }
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
    });
  }
  return out;
}
