import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { flightSchema } from '@core/schemas/flight';
import { makeTripContext, makeTripPlan } from '@tests/helpers/trip-plan-fixture';
import { LocalDb } from '@/lib/local-db';
import { directionAlert, directionFlight, saveTripPlan } from './plan-flights';

// A plan's directions as the saved flights and alerts of the rest of the app read them.

const USER = 'viajante-1';
let db: LocalDb;
beforeEach(() => {
  db = new LocalDb(`plano-${Math.random()}`);
});
afterEach(() => db.close());

describe("a plan's directions", () => {
  const plan = makeTripPlan();
  const trip = makeTripContext(plan);

  it('are results a saved flight keeps: the day, the award per person with its taxes, the fare, the cabin', () => {
    const out = flightSchema.parse(directionFlight(plan.outbound, 'outbound', trip, 2));
    expect(out).toMatchObject({
      source: 'seats_aero',
      miles: 50_000,
      milesProgram: 'Smiles',
      price: null,
      fees: 100,
      estimatedValue: 950,
      availableSeats: 4,
      cabinClass: 'ECONOMY',
      isReturnFlight: false,
      departure: { airport: 'GRU', date: plan.outbound.date, time: '22:05' },
      freshness: { kind: 'live', fetchedAt: trip.generatedAt },
    });
    expect(out).not.toHaveProperty('feesCurrency');
    const back = plan.inbound && flightSchema.parse(directionFlight(plan.inbound, 'inbound', trip, 2));
    expect(back).toMatchObject({ price: 2589, miles: null, isReturnFlight: true, freshness: { kind: 'cache' } });
  });

  it('taxes the planner could not put in reais keep their currency; an unknown source and a fare seen lately', () => {
    const award = plan.outbound.award;
    if (!award) throw new Error('fixture');
    const foreign = {
      ...plan.outbound,
      source: 'outra_fonte',
      freshness: 'observed' as const,
      award: {
        ...award,
        taxes: { amount: 56.1, currency: 'USD', status: 'no_rate' as const, reais: null, rate: null },
      },
    };
    const flight = flightSchema.parse(directionFlight(foreign, 'outbound', trip, 2));
    expect(flight).toMatchObject({
      fees: 56.1,
      feesCurrency: 'USD',
      source: 'seats_aero',
      freshness: { kind: 'cache' },
    });
  });

  it('saved twice, the plan is two saved flights: the second time nothing more', async () => {
    expect(await saveTripPlan(USER, plan, trip, db)).toBe('saved');
    expect(await saveTripPlan(USER, plan, trip, db)).toBe('already');
    expect(await db.savedFlights.count()).toBe(2);
    expect(await db.outbox.count()).toBe(2);
    // One way: one saved flight, the outbound's row shared with the round trip.
    expect(
      await saveTripPlan(
        USER,
        { ...plan, inbound: null },
        { ...trip, windows: { ...trip.windows, inbound: null } },
        db,
      ),
    ).toBe('already');
  });

  it("an alert watches the direction's window, cabin and party at this plan's price per person", () => {
    expect(directionAlert(plan.outbound, 'outbound', trip, 2)).toEqual({
      origin: 'GRU',
      destination: 'LIS',
      alert_type: 'milhas',
      max_price: 50_000,
      date_from: trip.windows.outbound.from,
      date_to: trip.windows.outbound.to,
      cabin: 'ECONOMY',
      passengers: 2,
    });
    const single = directionAlert(plan.outbound, 'outbound', trip, 1);
    expect(single).not.toHaveProperty('passengers');
  });
});
