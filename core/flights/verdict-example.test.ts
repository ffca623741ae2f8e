import { describe, expect, it } from 'vitest';
import { flightSchema } from '../schemas/flight';
import {
  EXAMPLE_AWARD,
  EXAMPLE_OTHER_FLIGHT_FARE,
  EXAMPLE_SAME_FLIGHT_FARE,
  VERDICT_EXAMPLES,
} from './verdict-example';

describe('the verdict example of /how-it-works', () => {
  it('is made of valid results', () => {
    for (const f of [EXAMPLE_AWARD, EXAMPLE_SAME_FLIGHT_FARE, EXAMPLE_OTHER_FLIGHT_FARE]) {
      expect(flightSchema.parse(f)).toEqual(f);
    }
  });

  it('compares with the same flight when its fare is known, else with the cheapest fare of the day', () => {
    expect(VERDICT_EXAMPLES.sameFlight.comparison).toMatchObject({
      basis: 'same_flight',
      cashFlightId: EXAMPLE_SAME_FLIGHT_FARE.id,
      realisedPer1000: 20,
      programmeValuePer1000: 15,
      verdict: 'Use milhas',
    });
    expect(VERDICT_EXAMPLES.cheapestOfDay.comparison).toMatchObject({
      basis: 'cheapest_of_day',
      cashFlightId: EXAMPLE_OTHER_FLIGHT_FARE.id,
      realisedPer1000: 12.5,
      verdict: 'Pague em dinheiro',
    });
  });
});
