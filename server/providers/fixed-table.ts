import { expandAirportCode } from '@core/airports/metro-areas';
import { cityForAirport } from '@core/airports/airports';
import { withEstimatedValue } from '@core/flights/award-to-flight';
import { makeFreshness } from '@core/flights/freshness';
import { fixedTableDemoPrice, fixedTableQuote } from '@core/miles/fixed-table';
import { PROGRAMS } from '@core/miles/program-ids';
import type { Flight } from '@core/schemas/flight';
import type { SearchQuery } from '@core/schemas/search';
import type { Provider } from '../search/provider';

function referenceOffer(
  query: SearchQuery,
  from: string,
  to: string,
  date: string,
  isReturnFlight: boolean,
  now: Date,
): Flight | null {
  const quote = fixedTableQuote(from, to, query.cabinClass);
  if (!quote) return null;
  return withEstimatedValue({
    id: `fixed-table-${from}-${to}-${date}-${quote.cabin}`,
    airline: 'LATAM (tabela fixa)',
    source: 'fixed_table',
    price: null,
    miles: quote.miles,
    milesProgram: PROGRAMS.LATAM_PASS.name,
    milesEstimated: false,
    fees: fixedTableDemoPrice(from, to, quote.cabin).fees,
    estimatedValue: null,
    estimatedValueFormatted: null,
    // A chart price, not a flight: no schedule.
    departure: { time: '', airport: from, city: cityForAirport(from), date },
    arrival: { time: '', airport: to, city: cityForAirport(to), date },
    duration: '',
    durationMinutes: null,
    stops: 0,
    stopAirports: [],
    cabinClass: query.cabinClass,
    availableSeats: null,
    url: '',
    isReturnFlight,
    bestValue: false,
    isInfoOnly: false,
    freshness: makeFreshness('reference', now),
  });
}

/** The fixed award chart by region pair (SPEC §9): always on, labelled tabela de referência. */
export const fixedTableProvider: Provider = {
  id: 'fixed_table',
  kind: 'miles',
  label: 'Tabela de referência',
  timeoutMs: 1000,
  isConfigured: () => true,
  async *search(query, { now }) {
    if (query.searchType === 'cash') return;
    // A city code ('SAO') is priced as its first airport: the chart goes by region, the same for all of them.
    const [from, to] = [
      expandAirportCode(query.origin)[0] ?? query.origin,
      expandAirportCode(query.destination)[0] ?? query.destination,
    ];
    const legs = [referenceOffer(query, from, to, query.departureDate, false, now)];
    if (query.tripType === 'ROUND_TRIP' && query.returnDate) {
      legs.push(referenceOffer(query, to, from, query.returnDate, true, now));
    }
    const offers = legs.filter((f): f is Flight => f !== null);
    if (offers.length > 0) yield offers;
  },
};
