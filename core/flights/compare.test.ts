import { describe, expect, it } from 'vitest';
import { makeFlight } from '@tests/helpers/flight-fixture';
import { compareCashAndMiles, comparisonReference, sameFlightKey } from './compare';

const make = makeFlight;

describe('same flight', () => {
  it('matches airline, route, day, time, cabin and direction', () => {
    expect(sameFlightKey(make('a'))).toBe(sameFlightKey(make('b', { airline: 'latam' })));
    expect(sameFlightKey(make('a'))).not.toBe(sameFlightKey(make('b', { cabinClass: 'BUSINESS' })));
    expect(sameFlightKey(make('a'))).not.toBe(sameFlightKey(make('b', { isReturnFlight: true })));
    expect(
      sameFlightKey(make('a', { departure: { time: '', airport: 'GRU', city: '', date: '2026-12-20' } })),
    ).toBeNull();
  });
});

describe('cash against miles', () => {
  it('gives the realised value per 1000 and the verdict against the cheapest matching fare', () => {
    const miles = make('miles', { miles: 100000, milesProgram: 'LATAM Pass', fees: 150 });
    const cheap = make('cash-cheap', { price: 2600, flightNumber: 'LA 8084' });
    const dear = make('cash-dear', { price: 4000 });
    const result = compareCashAndMiles([dear, miles, cheap]);
    expect(result.get('miles')).toEqual({
      cashFlightId: 'cash-cheap',
      cashPrice: 2600,
      realisedPer1000: 24.5,
      programmeValuePer1000: 24.5,
      verdict: 'Pague em dinheiro',
      basis: 'same_flight',
    });
    expect(compareCashAndMiles([miles, dear]).get('miles')?.verdict).toBe('Use milhas');
    expect(result.has('cash-cheap')).toBe(false);
  });

  it('needs the same flight number for a same-flight match, a known programme, and positive miles', () => {
    const miles = make('miles', { miles: 40000, milesProgram: 'Smiles', flightNumber: 'LA8084' });
    const other = compareCashAndMiles([miles, make('c', { price: 900, flightNumber: 'LA 8086' })]);
    expect(other.get('miles')?.basis).toBe('cheapest_of_day');
    expect(compareCashAndMiles([miles, make('c', { price: 900, flightNumber: 'la8084' })]).get('miles')?.basis).toBe(
      'same_flight',
    );
    expect(
      compareCashAndMiles([make('m', { miles: 40000, milesProgram: 'TAP' }), make('c', { price: 900 })]).size,
    ).toBe(0);
    expect(compareCashAndMiles([make('m', { miles: 0, milesProgram: 'Smiles' }), make('c', { price: 900 })]).size).toBe(
      0,
    );
    expect(
      compareCashAndMiles([
        make('m', {
          miles: 40000,
          milesProgram: 'Smiles',
          departure: { time: '23:00', airport: 'GRU', city: '', date: '2026-12-20' },
        }),
        make('c', { price: 900 }),
      ]).get('m')?.basis,
    ).toBe('cheapest_of_day');
  });
});

describe('cheapest cash fare of the day as the reference', () => {
  const miles = make('m', {
    miles: 100000,
    milesProgram: 'LATAM Pass',
    fees: 100,
    departure: { time: '', airport: 'GRU', city: '', date: '2026-12-20' },
  });

  it('compares a miles offer with no matching flight against the cheapest cash fare of its route and day', () => {
    const result = compareCashAndMiles([
      miles,
      make('cash-2', { price: 3100, departure: { time: '08:00', airport: 'GRU', city: '', date: '2026-12-20' } }),
      make('cash-1', {
        price: 2600,
        airline: 'GOL',
        departure: { time: '14:00', airport: 'GRU', city: '', date: '2026-12-20' },
      }),
    ]);
    expect(result.get('m')).toEqual({
      cashFlightId: 'cash-1',
      cashPrice: 2600,
      realisedPer1000: 25,
      programmeValuePer1000: 24.5,
      verdict: 'Use milhas',
      basis: 'cheapest_of_day',
    });
  });

  it('ignores cash fares of another day, route, cabin or direction', () => {
    const otherDay = make('c1', {
      price: 500,
      departure: { time: '08:00', airport: 'GRU', city: '', date: '2026-12-21' },
    });
    const otherRoute = make('c2', {
      price: 500,
      arrival: { time: '08:00', airport: 'JFK', city: '', date: '2026-12-20' },
    });
    const otherCabin = make('c3', { price: 500, cabinClass: 'BUSINESS' });
    const returnLeg = make('c4', { price: 500, isReturnFlight: true });
    expect(compareCashAndMiles([miles, otherDay, otherRoute, otherCabin, returnLeg]).size).toBe(0);
  });

  it('says which fare it used', () => {
    expect(comparisonReference('same_flight')).toBe('tarifa em dinheiro deste voo');
    expect(comparisonReference('cheapest_of_day')).toBe('tarifa em dinheiro mais barata do dia');
  });
});
