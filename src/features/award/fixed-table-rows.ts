import { awardProgramInfo, awardValueProgram } from '@core/flights/award-programs';
import { fallbackMiles, fixedTableDemoPrice, fixedTableQuote } from '@core/miles/fixed-table';
import type { AwardCabin, AwardFlight, AwardProgram } from '@core/schemas/award';
import { REFERENCE_ID_PREFIX, REFERENCE_SOURCE } from './award-labels';

export type AwardCabinClass = AwardFlight['cabin_class'];

/** The cabins a search asks for: ALL means economy, business and first. */
export function cabinsAsked(cabin: AwardCabin): AwardCabinClass[] {
  return cabin === 'ALL' ? ['ECONOMY', 'BUSINESS', 'FIRST'] : [cabin];
}

export interface AwardRoute {
  origin: string;
  destination: string;
}

export const REFERENCE_NOTE =
  'Tabela de referência: milhas fixas por par de regiões, sem consulta de disponibilidade. Confirme no site do programa antes de emitir.';

/**
 * SPEC §8/§9: when the search servers are unavailable, the fixed table stands in: one row per programme and
 * cabin asked, miles from the region-pair table (or the programme's fallback miles when the pair is not
 * priced), fees from the fixed-table demo pricing. Date-less, seat-less and labelled as reference.
 */
export function fixedTableRows(programs: readonly AwardProgram[], route: AwardRoute, cabin: AwardCabin): AwardFlight[] {
  const origin = route.origin.trim().toUpperCase();
  const destination = route.destination.trim().toUpperCase();
  const rows: AwardFlight[] = [];
  for (const program of programs) {
    const info = awardProgramInfo(program);
    for (const cabinClass of cabinsAsked(cabin)) {
      const miles =
        fixedTableQuote(origin, destination, cabinClass)?.miles ?? fallbackMiles(awardValueProgram(info), cabinClass);
      rows.push({
        id: `${REFERENCE_ID_PREFIX}${program.toLowerCase()}-${origin}-${destination}-${cabinClass.toLowerCase()}`,
        program: info.program,
        original_program: info.original_program,
        airline: '',
        flight_number: '',
        airline_code: '',
        origin,
        destination,
        departure_time: '',
        arrival_time: '',
        flight_date: '',
        departure_date: '',
        arrival_date: '',
        duration: '',
        duration_minutes: null,
        stops: 0,
        connections: [],
        cabin_class: cabinClass,
        miles_cost: miles,
        miles_estimated: true,
        fees: fixedTableDemoPrice(origin, destination, cabinClass).fees,
        fees_currency: 'BRL',
        available_seats: null,
        booking_link: '',
        booking_links: [],
        notes: REFERENCE_NOTE,
        aircraft: '',
        source: REFERENCE_SOURCE,
      });
    }
  }
  return rows;
}
