import { expandAirportCode } from '@core/airports/metro-areas';
import { cityForAirport, regionForAirport } from '@core/airports/airports';
import { localArrivalMinutes } from '@core/airports/time-zones';
import { estimatedValueOf } from '@core/flights/award-to-flight';
import { formatDuration } from '@core/flights/format';
import { makeFreshness } from '@core/flights/freshness';
import { fixedTableQuote } from '@core/miles/fixed-table';
import { PROGRAMS } from '@core/miles/program-ids';
import type { Flight } from '@core/schemas/flight';
import { addDaysIso, type SearchQuery } from '@core/schemas/search';
import type { Provider } from '../search/provider';
import { connectionFor, type DemoCarrierCode, mayFlyNonStop } from './demo-routes';
import { seededRandom } from './seeded-random';

const CARRIERS: readonly { airline: string; code: DemoCarrierCode; program: string }[] = [
  { airline: 'LATAM', code: 'LA', program: PROGRAMS.LATAM_PASS.name },
  { airline: 'GOL', code: 'G3', program: PROGRAMS.SMILES.name },
  { airline: 'Azul', code: 'AD', program: PROGRAMS.AZUL.name },
];

const CABIN_FACTOR = { ECONOMY: 1, PREMIUM_ECONOMY: 1.6, BUSINESS: 3.2, FIRST: 5 } as const;

const pad = (n: number) => String(n).padStart(2, '0');
const clock = (minutes: number) => {
  const inDay = ((minutes % 1440) + 1440) % 1440;
  return `${pad(Math.floor(inDay / 60))}:${pad(inDay % 60)}`;
};

function legFlights(
  query: SearchQuery,
  from: string,
  to: string,
  date: string,
  isReturnFlight: boolean,
  now: Date,
): Flight[] {
  const random = seededRandom(`${from}-${to}-${date}-${query.cabinClass}`);
  const fromRegion = regionForAirport(from);
  const sameRegion = fromRegion !== null && fromRegion === regionForAirport(to);
  const [fromCity, toCity] = [cityForAirport(from), cityForAirport(to)];
  const baseMinutes = sameRegion ? 80 + Math.floor(random() * 120) : 540 + Math.floor(random() * 240);
  const chart = fixedTableQuote(from, to, query.cabinClass)?.miles ?? (sameRegion ? 10000 : 60000);
  const cabinFactor = CABIN_FACTOR[query.cabinClass];
  const freshness = makeFreshness('demo', now);
  const flights: Flight[] = [];
  for (const [i, carrier] of CARRIERS.entries()) {
    const departs = 6 * 60 + Math.floor(random() * 15 * 60);
    // The draws stay in the same order whatever the route allows, so a route's other fields do not move.
    const drawnStops = sameRegion ? (random() < 0.7 ? 0 : 1) : random() < 0.4 ? 0 : 1;
    const stops = mayFlyNonStop(carrier.code, from, to, sameRegion) ? drawnStops : 1;
    const minutes = baseMinutes + stops * (60 + Math.floor(random() * 90));
    // Each end in its own local time (GRU 07:52 + 8h → 14:52 in Miami when it is 15:52 in São Paulo).
    const arrives = localArrivalMinutes(from, to, date, departs, minutes);
    const arrivalDate = addDaysIso(date, Math.floor(arrives / 1440));
    const number = `${carrier.code}${1000 + Math.floor(random() * 8000)}`;
    const availableSeats = 1 + Math.floor(random() * 9);
    // One literal per offer, no spread of a shared object: a 25-field spread made slow (dictionary) objects that
    // cost ~15 µs each to build, copy and serialise. The value in reais goes straight into it, for the same reason.
    const offer = (kind: 'cash' | 'miles', price: number | null, miles: number | null, fees: number): Flight => {
      const milesProgram = miles === null ? null : carrier.program;
      const value = estimatedValueOf({ price, miles, fees, milesProgram });
      return {
        id: `demo-${kind}-${number}-${date}`,
        source: 'demo',
        airline: carrier.airline,
        departure: { time: clock(departs), airport: from, city: fromCity, date },
        arrival: { time: clock(arrives), airport: to, city: toCity, date: arrivalDate },
        duration: formatDuration(minutes),
        durationMinutes: minutes,
        stops,
        stopAirports: stops ? [connectionFor(carrier.code, from, to)] : [],
        cabinClass: query.cabinClass,
        availableSeats,
        url: '',
        flightNumber: number,
        isReturnFlight,
        bestValue: false,
        isInfoOnly: false,
        freshness,
        milesEstimated: false,
        price,
        miles,
        milesProgram,
        fees,
        estimatedValue: value.estimatedValue,
        estimatedValueFormatted: value.estimatedValueFormatted,
      };
    };
    const cash = Math.round((sameRegion ? 250 + random() * 900 : 2200 + random() * 4200) * cabinFactor * 100) / 100;
    if (query.searchType !== 'miles') flights.push(offer('cash', cash, null, 0));
    if (query.searchType !== 'cash') {
      const miles = Math.round((chart * (0.8 + random() * 0.6)) / 500) * 500 + i * 500;
      const fees = Math.round((sameRegion ? 30 + random() * 60 : 150 + random() * 250) * 100) / 100;
      flights.push(offer('miles', null, miles, fees));
    }
  }
  return flights;
}

/**
 * Deterministic synthetic schedules and fares for any route and date, cash and miles, always
 * labelled Demonstração (freshness 'demo'). On only when no real provider is configured.
 */
export const demoProvider: Provider = {
  id: 'demo',
  kind: 'both',
  label: 'Demonstração',
  timeoutMs: 5000,
  isConfigured: () => true,
  async *search(query, { now }) {
    // A city code ('SAO') flies from each of its airports, and every offer names its own.
    const [origins, destinations] = [expandAirportCode(query.origin), expandAirportCode(query.destination)];
    const pairs = origins.flatMap((from) => destinations.map((to) => [from, to] as const));
    yield pairs.flatMap(([from, to]) => legFlights(query, from, to, query.departureDate, false, now));
    const { returnDate } = query;
    if (query.tripType === 'ROUND_TRIP' && returnDate) {
      yield pairs.flatMap(([from, to]) => legFlights(query, to, from, returnDate, true, now));
    }
  },
};
