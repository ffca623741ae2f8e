import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import type { TripDirection, TripPlan, TripPlanReply } from '@core/schemas/trip-plan';

// A plan for two as the planner answers it, its days relative to `today`: Smiles miles out from the holder's
// balance (with a Livelo transfer), a TAP cash fare back, and why another account was left out.

const flight = (origin: string, destination: string) => ({
  origin,
  destination,
  airline: 'TAP',
  departureTime: '22:05',
  arrivalTime: '11:40',
  stops: 0,
});

export function makeTripPlan(today: string = todayIsoDate()): TripPlan {
  const outbound: TripDirection = {
    date: addDaysIso(today, 41),
    kind: 'award',
    flight: flight('GRU', 'LIS'),
    partyBRL: 1900,
    cashPerPersonBRL: null,
    award: {
      program: 'Smiles',
      originalProgram: null,
      walletProgram: 'SMILES',
      milesPerPerson: 50_000,
      milesParty: 100_000,
      taxes: { amount: 100, currency: 'BRL', status: 'reais', reais: 100, rate: null },
      taxesPartyBRL: 200,
      seats: 4,
      issuer: { memberId: null, name: 'Eu' },
      milheiro: 20,
      milesFromBalance: 40_000,
      milesMissing: 0,
    },
    source: 'seats_aero',
    freshness: 'live',
  };
  const inbound: TripDirection = {
    date: addDaysIso(today, 51),
    kind: 'cash',
    flight: flight('LIS', 'GRU'),
    partyBRL: 5178,
    cashPerPersonBRL: 2589,
    award: null,
    source: 'google_flights',
    freshness: 'cache',
  };
  return {
    totalBRL: 7078,
    perPersonBRL: 3539,
    passengers: 2,
    outbound,
    inbound,
    payers: [],
    transfers: [
      {
        memberId: null,
        name: 'Eu',
        direction: 'outbound',
        from: 'LIVELO',
        to: 'SMILES',
        points: 30_000,
        milesCredited: 60_000,
        bonusPercent: 100,
        campaignUntil: addDaysIso(today, 2),
        costBRL: 900,
      },
    ],
    warnings: ['A conta de Ana já emitiu para 25 pessoas; o limite da Smiles é 25.'],
  };
}

/** What the reply says about its plans: the cabin and each direction's window (±3 days around the plan's days). */
export function makeTripContext(
  plan: TripPlan,
  now: Date = new Date(),
): Pick<TripPlanReply, 'cabin' | 'windows' | 'generatedAt'> {
  const around = (day: string) => ({ from: addDaysIso(day, -3), to: addDaysIso(day, 3) });
  return {
    cabin: 'ECONOMY',
    windows: { outbound: around(plan.outbound.date), inbound: plan.inbound ? around(plan.inbound.date) : null },
    generatedAt: now.toISOString(),
  };
}
