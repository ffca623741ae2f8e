import { cityForAirport } from '@core/airports/airports';
import { withEstimatedValue } from '@core/flights/award-to-flight';
import { makeFreshness } from '@core/flights/freshness';
import { fixedTableDemoPrice, fixedTableQuote } from '@core/miles/fixed-table';
import { PROGRAMS } from '@core/miles/program-ids';
import { estimateMilesValue } from '@core/miles/valuation';
import type { Flight } from '@core/schemas/flight';
import { addDaysIso, type CabinClass, todayIsoDate } from '@core/schemas/search';

/**
 * The sample offers of the converter demo (/buscador-demo), all labelled Demonstração. Nothing here is a fare
 * anyone sells; every number comes from the spec's reference tables, so the page is the same on every visit:
 *
 * - miles offers: the fixed-table demo pricing of the route and cabin (SPEC §9 "Fixed-table demo pricing",
 *   miles and fees), one per programme, valued in reais by the programme's value per 1000 miles;
 * - cash fares: the region-pair award chart's miles for the route and cabin (SPEC §9 fixed miles table)
 *   valued at the LATAM Pass rate, plus the same demo fees — a deterministic reference price in reais.
 */

/** The routes the demo pricing names (SPEC §9); the first is the default. */
export const DEMO_ROUTES = [
  { origin: 'GRU', destination: 'MIA' },
  { origin: 'GRU', destination: 'JFK' },
  { origin: 'GRU', destination: 'MAD' },
  { origin: 'GRU', destination: 'LHR' },
] as const;
export type DemoRoute = (typeof DEMO_ROUTES)[number];

export const demoRouteKey = (r: { origin: string; destination: string }) => `${r.origin}-${r.destination}`;

const MILES_OFFERS: readonly { airline: string; program: string; cabin: CabinClass }[] = [
  { airline: 'LATAM', program: PROGRAMS.LATAM_PASS.name, cabin: 'ECONOMY' },
  { airline: 'GOL', program: PROGRAMS.SMILES.name, cabin: 'ECONOMY' },
  { airline: 'Azul', program: PROGRAMS.AZUL.name, cabin: 'ECONOMY' },
  { airline: 'LATAM', program: PROGRAMS.LATAM_PASS.name, cabin: 'BUSINESS' },
];

const CASH_OFFERS: readonly { airline: string; cabin: CabinClass }[] = [
  { airline: 'LATAM', cabin: 'ECONOMY' },
  { airline: 'LATAM', cabin: 'BUSINESS' },
];

/** The program whose value per 1000 miles prices the reference cash fares. */
const CASH_REFERENCE_PROGRAM = PROGRAMS.LATAM_PASS.name;

/** The chart's miles in reais at the LATAM Pass rate plus the demo fees; null when the chart does not price the route. */
export function referenceCashFare(origin: string, destination: string, cabin: CabinClass): number | null {
  const quote = fixedTableQuote(origin, destination, cabin);
  if (!quote) return null;
  return estimateMilesValue(quote.miles, CASH_REFERENCE_PROGRAM, fixedTableDemoPrice(origin, destination, cabin).fees);
}

const cabinSlug = (cabin: CabinClass) => cabin.toLowerCase();

/** Every sample offer of a route, unsorted (sort with core/flights/sort.ts). */
export function demoOffers(route: { origin: string; destination: string }, now: Date = new Date()): Flight[] {
  const { origin, destination } = route;
  const date = addDaysIso(todayIsoDate(undefined, now), 30);
  const freshness = makeFreshness('demo', now);
  const point = (airport: string) => ({ time: '', airport, city: cityForAirport(airport), date });
  const common = {
    source: 'demo' as const,
    departure: point(origin),
    arrival: point(destination),
    duration: '',
    durationMinutes: null,
    stops: 0,
    stopAirports: [],
    availableSeats: null,
    url: '',
    isReturnFlight: false,
    bestValue: false,
    isInfoOnly: false,
    freshness,
    estimatedValue: null,
    estimatedValueFormatted: null,
  };
  const miles = MILES_OFFERS.map((o) => {
    const price = fixedTableDemoPrice(origin, destination, o.cabin);
    return withEstimatedValue({
      ...common,
      id: `demo-milhas-${o.program.toLowerCase().replace(/\s+/g, '-')}-${cabinSlug(o.cabin)}-${origin}-${destination}`,
      airline: o.airline,
      price: null,
      miles: price.miles,
      milesProgram: o.program,
      fees: price.fees,
      cabinClass: o.cabin,
    });
  });
  const cash = CASH_OFFERS.flatMap((o) => {
    const fare = referenceCashFare(origin, destination, o.cabin);
    if (fare === null) return [];
    return [
      withEstimatedValue({
        ...common,
        id: `demo-dinheiro-${o.airline.toLowerCase()}-${cabinSlug(o.cabin)}-${origin}-${destination}`,
        airline: o.airline,
        price: fare,
        miles: null,
        milesProgram: null,
        fees: 0,
        cabinClass: o.cabin,
      }),
    ];
  });
  return [...cash, ...miles];
}
