import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundCents } from '@core/format/money';
import { todayIsoDate } from '@core/schemas/search';
import { FakeBcb } from '../helpers/fake-bcb';
import { always, SEATS_AERO_NOW, setupSeatsAeroContract } from '../helpers/seats-aero-contract';

// The search stream's estimatedValue of an award whose taxes Seats.aero gives in dollars: miles at the
// programme's milheiro + the taxes at the PTAX stand-in's rate (5,35), from the recorded GRU → MIA reply.
const ctx = setupSeatsAeroContract();
const bcb = new FakeBcb(todayIsoDate('America/Sao_Paulo', SEATS_AERO_NOW));
let ratesUrl = '';

beforeAll(async () => {
  ratesUrl = await bcb.start();
});
afterAll(() => bcb.close());

describe('Seats.aero awards with taxes in US$, valued at the PTAX of the day', () => {
  it('adds the taxes × the rate to the value; without any rate, leaves them out and says so', async () => {
    ctx.fake.respond(always('search-gru-mia.json'));
    const withRates = ctx.provider({ db: ctx.db, config: { ...ctx.settings(), EXCHANGE_RATES_BASE_URL: ratesUrl } });
    const valued = (await ctx.collect(withRates)).flat().filter((f) => f.feesCurrency === 'USD');
    expect(valued.length).toBeGreaterThan(0);
    expect(bcb.requests.filter((r) => r.includes("@moeda='USD'"))).toHaveLength(1);

    bcb.down = true;
    const withoutRates = ctx.provider({ db: null });
    const bare = (await ctx.collect(withoutRates)).flat().filter((f) => f.feesCurrency === 'USD');
    bcb.down = false;
    for (const flight of valued) {
      const same = bare.find((f) => f.id === flight.id);
      expect(same).toBeDefined();
      // e.g. US$ 5,60 of taxes at 5,35 = R$ 29,96 on top of the miles' value.
      expect(flight.fees).toBeGreaterThan(0);
      expect(flight.estimatedValue).toBeCloseTo((same?.estimatedValue ?? 0) + roundCents(flight.fees * 5.35), 6);
      expect(flight.estimatedValueFormatted).toMatch(/\(milhas \+ taxas\)$/);
      expect(same?.estimatedValueFormatted).toMatch(/\(milhas; taxas à parte\)$/);
    }
  });
});
