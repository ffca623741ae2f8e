import { describe, expect, it } from 'vitest';
import { addDaysIso, todayIsoDate } from '../schemas/search';
import {
  availabilityIdOf,
  confirmedText,
  recheckChanges,
  recheckRequestOfAward,
  recheckRequestOfDateAward,
  recheckRequestOfFlight,
  recheckSourceOf,
} from './award-recheck';

/** A travel day a month from the test's clock. */
const DAY = addDaysIso(todayIsoDate(), 30);
const offer = { miles: 45000, taxes: 120.5, taxesCurrency: 'BRL', seats: 4, seenAt: null };

describe('recheckSourceOf', () => {
  it('asks the source pricing the seat, LATAM Pass through American', () => {
    expect(recheckSourceOf('Smiles')).toBe('smiles');
    expect(recheckSourceOf('Azul Fidelidade')).toBe('azul');
    expect(recheckSourceOf('LATAM Pass')).toBe('american');
    expect(recheckSourceOf('LATAM Pass', 'Virgin Atlantic')).toBe('virginatlantic');
    expect(recheckSourceOf('LATAM Pass', 'American AAdvantage')).toBe('american');
    expect(recheckSourceOf('TAP Miles&Go')).toBeNull();
    expect(recheckSourceOf(null)).toBeNull();
  });
});

describe('availabilityIdOf', () => {
  it("reads Seats.aero's ID out of our award ids, never one we made up", () => {
    expect(availabilityIdOf('seats_aero-2pZ8xJ3cQk7mN1rT5vW9yB4dF6h-Y')).toBe('2pZ8xJ3cQk7mN1rT5vW9yB4dF6h');
    expect(availabilityIdOf('2pZ8xJ3cQk7mN1rT5vW9yB4dF6h-J')).toBe('2pZ8xJ3cQk7mN1rT5vW9yB4dF6h');
    expect(availabilityIdOf('smiles-GRU-MIA-2026-12-10-Y')).toBeNull();
    expect(availabilityIdOf('demo-miles-LA1234-2026-12-10')).toBeNull();
  });
});

describe('requests from what the screens hold', () => {
  const flight = {
    id: 'seats_aero-2pZ8xJ3cQk7mN1rT5vW9yB4dF6h-Y',
    source: 'seats_aero',
    miles: 35000,
    milesProgram: 'Azul Fidelidade',
    fees: 150.75,
    availableSeats: null,
    cabinClass: 'ECONOMY' as const,
    departure: { airport: 'GRU', date: DAY },
    arrival: { airport: 'MIA' },
  };

  it('a Seats.aero search result names its route, day, cabin, source, figures and availability id', () => {
    expect(recheckRequestOfFlight(flight)).toEqual({
      origin: 'GRU',
      destination: 'MIA',
      date: DAY,
      cabin: 'ECONOMY',
      provider: 'seats_aero',
      source: 'azul',
      miles: 35000,
      taxes: 150.75,
      taxesCurrency: 'BRL',
      seats: null,
      availabilityId: '2pZ8xJ3cQk7mN1rT5vW9yB4dF6h',
    });
  });

  it('no request for a cash fare, the fixed table or an airline upstream', () => {
    expect(recheckRequestOfFlight({ ...flight, miles: null })).toBeNull();
    expect(recheckRequestOfFlight({ ...flight, source: 'fixed_table' })).toBeNull();
    expect(recheckRequestOfFlight({ ...flight, source: 'smiles_api' })).toBeNull();
  });

  it('a demo offer is found again by its own id', () => {
    expect(recheckRequestOfFlight({ ...flight, id: `demo-miles-LA1234-${DAY}`, source: 'demo' })).toMatchObject({
      provider: 'demo',
      offerId: `demo-miles-LA1234-${DAY}`,
    });
  });

  it("an award-table row, but not the fixed table's", () => {
    const row = {
      id: '2pZ8xM4dRl8nP2sU6xA0zC5eG7i-J',
      program: 'Smiles',
      original_program: 'Smiles',
      origin: 'GRU',
      destination: 'MIA',
      flight_date: DAY,
      cabin_class: 'BUSINESS' as const,
      miles_cost: 90000,
      fees: 56.1,
      fees_currency: 'USD',
      available_seats: 2,
    };
    expect(recheckRequestOfAward(row, false)).toMatchObject({
      source: 'smiles',
      cabin: 'BUSINESS',
      taxesCurrency: 'USD',
      availabilityId: '2pZ8xM4dRl8nP2sU6xA0zC5eG7i',
    });
    expect(recheckRequestOfAward(row, true)).toBeNull();
  });
});

describe('a date-table row', () => {
  const row = {
    id: '2pZ8xQ5eSm9oQ3tV7yB1aD6fH8j-J',
    program: 'LATAM Pass',
    originalProgram: 'American AAdvantage',
    origin: 'GRU',
    destination: 'MIA',
    cabin: 'BUSINESS',
    miles: 57500,
    availableSeats: 2,
  };
  it("names the table's day, and no taxes (that search gives none)", () => {
    expect(recheckRequestOfDateAward(row, DAY, false)).toEqual({
      origin: 'GRU',
      destination: 'MIA',
      date: DAY,
      cabin: 'BUSINESS',
      provider: 'seats_aero',
      source: 'american',
      miles: 57500,
      seats: 2,
      availabilityId: '2pZ8xQ5eSm9oQ3tV7yB1aD6fH8j',
    });
    expect(recheckRequestOfDateAward(row, DAY, true)).toBeNull();
  });
});

describe('the answer in words', () => {
  it('says the miles, the taxes in their currency and the seats', () => {
    expect(confirmedText(offer)).toBe('Confirmado agora: 45.000 milhas + R$ 120,50, 4 lugares');
    expect(confirmedText({ ...offer, seats: null, taxes: 0 })).toBe(
      'Confirmado agora: 45.000 milhas + sem taxas, lugares não informados',
    );
    expect(confirmedText({ ...offer, seats: 1 })).toMatch(/, 1 lugar$/);
  });

  it('names what changed: miles before taxes, and seats when both counts are known', () => {
    const seen = { miles: 45000, taxes: 120.5, taxesCurrency: 'BRL', seats: 4 };
    expect(recheckChanges(seen, offer)).toEqual([]);
    expect(recheckChanges(seen, { ...offer, miles: 40000, seats: 2 })).toEqual([
      { kind: 'cheaper', text: 'Mais barato: 40.000 milhas (antes 45.000)' },
      { kind: 'fewer_seats', text: 'Menos lugares: 2 (antes 4)' },
    ]);
    expect(recheckChanges(seen, { ...offer, miles: 52000 })).toEqual([
      { kind: 'dearer', text: 'Mais caro: 52.000 milhas (antes 45.000)' },
    ]);
    expect(recheckChanges(seen, { ...offer, taxes: 150 })).toEqual([
      { kind: 'dearer', text: 'Taxas maiores: R$ 150,00 (antes R$ 120,50)' },
    ]);
    expect(recheckChanges(seen, { ...offer, seats: null })).toEqual([]);
    expect(recheckChanges({ miles: null, seats: null }, { ...offer, miles: 1 })).toEqual([]);
  });
});
