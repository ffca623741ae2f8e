import { type Flight, type FlightInput, flightSchema } from '../schemas/flight';
import { PROGRAMS } from '../miles/program-ids';
import { type CashComparison, compareCashAndMiles } from './compare';

/**
 * The worked example of /how-it-works: one Smiles award and two cash fares of the same day, run
 * through compareCashAndMiles, the function the results screens use. The page shows what it returns, so its
 * explanation follows the rule the app applies (same flight's fare first, else the cheapest of the day).
 */

const DAY = '2026-03-10';

/** A flight of the example's route and day; the schema fills every field it leaves out, as for any provider's. */
function exampleFlight(id: string, departureTime: string, flightNumber: string, o: Partial<FlightInput>): Flight {
  return flightSchema.parse({
    id,
    airline: 'GOL',
    source: 'demo',
    departure: { time: departureTime, airport: 'GRU', city: 'São Paulo', date: DAY },
    arrival: { time: '', airport: 'SDU', city: 'Rio de Janeiro', date: DAY },
    cabinClass: 'ECONOMY',
    flightNumber,
    freshness: { kind: 'demo', fetchedAt: `${DAY}T00:00:00.000Z` },
    ...o,
  });
}

/** The award: 20.000 Smiles miles plus R$ 100 of fees on the 08:00 flight. */
export const EXAMPLE_AWARD = exampleFlight('exemplo-milhas', '08:00', 'G3 1234', {
  miles: 20_000,
  milesProgram: PROGRAMS.SMILES.name,
  fees: 100,
});
/** The same flight sold for cash. */
export const EXAMPLE_SAME_FLIGHT_FARE = exampleFlight('exemplo-mesmo-voo', '08:00', 'G3 1234', { price: 500 });
/** Another flight of the same route, day and cabin, cheaper. */
export const EXAMPLE_OTHER_FLIGHT_FARE = exampleFlight('exemplo-outro-voo', '06:30', 'G3 1000', { price: 350 });

export interface VerdictExample {
  /** The cash fares the list holds besides the award. */
  fares: readonly Flight[];
  comparison: CashComparison;
}

function run(fares: readonly Flight[]): VerdictExample {
  const comparison = compareCashAndMiles([EXAMPLE_AWARD, ...fares]).get(EXAMPLE_AWARD.id);
  if (!comparison) throw new Error('exemplo sem comparação');
  return { fares, comparison };
}

/** With the same flight's fare in the list (it wins over the cheaper flight), and without it. */
export const VERDICT_EXAMPLES = {
  sameFlight: run([EXAMPLE_SAME_FLIGHT_FARE, EXAMPLE_OTHER_FLIGHT_FARE]),
  cheapestOfDay: run([EXAMPLE_OTHER_FLIGHT_FARE]),
} as const;
