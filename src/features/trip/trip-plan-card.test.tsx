import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TripDirection, TripPlan } from '@core/schemas/trip-plan';
import { TripPlanCard } from './trip-plan-card';

// A plan as the traveller reads it: the party's total and per person, miles out and cash back, the transfer to
// make and why a programme was left out.

const flight = (origin: string, destination: string) => ({
  origin,
  destination,
  airline: 'TAP',
  departureTime: '',
  arrivalTime: '',
  stops: 0,
});
const outbound: TripDirection = {
  date: '2027-01-10',
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
  date: '2027-01-20',
  kind: 'cash',
  flight: flight('LIS', 'GRU'),
  partyBRL: 5178,
  cashPerPersonBRL: 2589,
  award: null,
  source: 'google_flights',
  freshness: 'cache',
};
const plan: TripPlan = {
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
      campaignUntil: '2026-11-30',
      costBRL: 900,
    },
  ],
  warnings: ['A conta de Ana já emitiu para 25 pessoas em 2026; o limite da Smiles é 25.'],
};

describe('TripPlanCard', () => {
  it('shows the total for the party, per person, each direction, the transfer and the warning', () => {
    render(<TripPlanCard plan={plan} rank={1} />);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toContain('R$ 7.078,00');
    expect(screen.getByText(/2 pessoas · R\$ 3\.539,00 por pessoa/)).toBeTruthy();
    expect(
      screen.getByText(/Smiles: 100\.000 milhas \(50\.000 por pessoa\) \+ taxas R\$ 200,00 · sua conta · 4 assentos/),
    ).toBeTruthy();
    expect(screen.getByText(/R\$ 2\.589,00 por pessoa/)).toBeTruthy();
    expect(screen.getByText(/Transferir 30\.000 Livelo → Smiles com bônus de 100%/)).toBeTruthy();
    expect(screen.getByText(/A conta de Ana já emitiu para 25 pessoas em 2026/)).toBeTruthy();
  });
});
