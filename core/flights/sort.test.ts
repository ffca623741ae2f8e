import { describe, expect, it } from 'vitest';
import type { Flight } from '../schemas/flight';
import { makeFlight } from '@tests/helpers/flight-fixture';
import { effectiveReais, rankByBestValue, SORT_OPTIONS, sortFlights } from './sort';

const make = makeFlight;

const ids = (list: Flight[]) => list.map((f) => f.id);

describe('effective reais', () => {
  it('is the price for cash and miles × value / 1000 + fees for miles', () => {
    expect(effectiveReais(make('c', { price: 2000 }))).toBe(2000);
    expect(effectiveReais(make('m', { miles: 40000, milesProgram: 'Smiles', fees: 100 }))).toBe(700);
    expect(effectiveReais(make('s', { miles: 40000, milesProgram: 'Smiles', estimatedValue: 650 }))).toBe(650);
    expect(effectiveReais(make('b', { price: 500, miles: 40000, milesProgram: 'LATAM Pass' }))).toBe(500);
    expect(effectiveReais(make('u', { miles: 40000, milesProgram: 'Desconhecido' }))).toBeNull();
    expect(effectiveReais(make('x', { miles: 40000, milesProgram: 'Smiles', fees: 56, feesCurrency: 'USD' }))).toBe(
      600,
    );
  });
});

describe('sortFlights', () => {
  const cash1 = make('cash-1000', { price: 1000, durationMinutes: 600, stops: 1 });
  const milesA = make('miles-600', { miles: 40000, milesProgram: 'Smiles', durationMinutes: 480, stops: 0 }); // R$ 600
  const cash2 = make('cash-600', { price: 600, duration: '9h 00min', stops: 2 });
  const unknown = make('miles-unknown', { miles: 10000, milesProgram: 'TAP', stops: 0 });
  const info = make('no-results', { isInfoOnly: true, source: 'info' });
  const list = [info, cash1, milesA, unknown, cash2];

  it('best_value: effective reais ascending, unknown values then info cards last, ties stable', () => {
    expect(ids(sortFlights(list, 'best_value'))).toEqual([
      'miles-600',
      'cash-600',
      'cash-1000',
      'miles-unknown',
      'no-results',
    ]);
  });

  it('price_asc, duration_asc, stops_asc and miles_asc put results without the key after the others', () => {
    expect(ids(sortFlights(list, 'price_asc'))).toEqual([
      'cash-600',
      'cash-1000',
      'miles-600',
      'miles-unknown',
      'no-results',
    ]);
    expect(ids(sortFlights(list, 'duration_asc'))).toEqual([
      'miles-600',
      'cash-600',
      'cash-1000',
      'miles-unknown',
      'no-results',
    ]);
    expect(ids(sortFlights(list, 'stops_asc'))).toEqual([
      'miles-600',
      'miles-unknown',
      'cash-1000',
      'cash-600',
      'no-results',
    ]);
    expect(ids(sortFlights(list, 'miles_asc'))).toEqual([
      'miles-unknown',
      'miles-600',
      'cash-1000',
      'cash-600',
      'no-results',
    ]);
  });

  it('keeps arrival order among equals and does not touch the input', () => {
    const a = make('a', { price: 500 });
    const b = make('b', { price: 500 });
    const c = make('c', { price: 500 });
    const input = [c, a, b];
    for (const option of SORT_OPTIONS) expect(ids(sortFlights(input, option))).toEqual(['c', 'a', 'b']);
    expect(ids(input)).toEqual(['c', 'a', 'b']);
  });

  it('ranks by best value and marks only the first real result', () => {
    const ranked = rankByBestValue([info, cash1, make('old-best', { price: 2000, bestValue: true }), milesA]);
    expect(ranked.map((f) => [f.id, f.bestValue])).toEqual([
      ['miles-600', true],
      ['cash-1000', false],
      ['old-best', false],
      ['no-results', false],
    ]);
    expect(rankByBestValue([info]).every((f) => !f.bestValue)).toBe(true);
  });
});
