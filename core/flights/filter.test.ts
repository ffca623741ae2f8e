import { describe, expect, it } from 'vitest';
import type { Flight } from '../schemas/flight';
import { makeFlight } from '@tests/helpers/flight-fixture';
import { filterByPayment, filterFlights, paymentCounts } from './filter';

const make = makeFlight;

const cashDirect = make('cash-direct', { price: 1500, stops: 0, airline: 'LATAM' });
const cashTwoStops = make('cash-2', { price: 900, stops: 2, airline: 'Azul', cabinClass: 'BUSINESS' });
const smiles = make('smiles-1', { miles: 40000, milesProgram: 'Smiles', stops: 1, airline: 'GOL' });
const latam = make('latam-3', { miles: 70000, milesProgram: 'LATAM Pass', stops: 3, airline: 'LATAM' });
const both = make('both', { price: 3000, miles: 90000, milesProgram: 'TudoAzul', airline: 'Azul' });
const info = make('no-results', { isInfoOnly: true, source: 'info' });
const all = [cashDirect, cashTwoStops, smiles, latam, both, info];
const ids = (list: Flight[]) => list.map((f) => f.id);

describe('payment filter (SPEC §4)', () => {
  it('cash keeps results with a price, miles those with miles, all keeps all', () => {
    expect(ids(filterByPayment(all, 'cash'))).toEqual(['cash-direct', 'cash-2', 'both', 'no-results']);
    expect(ids(filterByPayment(all, 'flights'))).toEqual(ids(filterByPayment(all, 'cash')));
    expect(ids(filterByPayment(all, 'miles'))).toEqual(['smiles-1', 'latam-3', 'both', 'no-results']);
    expect(filterByPayment(all, 'all')).toEqual(all);
  });

  it('counts for Todos / Dinheiro / Milhas, without the info card', () => {
    expect(paymentCounts(all)).toEqual({ all: 5, cash: 3, miles: 3 });
    expect(paymentCounts([])).toEqual({ all: 0, cash: 0, miles: 0 });
  });
});

describe('filterFlights', () => {
  it('filters stops 0, 1 and 2+', () => {
    expect(ids(filterFlights(all, { stops: ['0'] }))).toEqual(['cash-direct', 'both', 'no-results']);
    expect(ids(filterFlights(all, { stops: ['1'] }))).toEqual(['smiles-1', 'no-results']);
    expect(ids(filterFlights(all, { stops: ['2+'] }))).toEqual(['cash-2', 'latam-3', 'no-results']);
    expect(ids(filterFlights(all, { stops: [] }))).toEqual(ids(all));
  });

  it("'Direto' leaves out a reference-table estimate, whose stops are unknown", () => {
    const reference = make('tabela-fixa-latam', {
      miles: 57000,
      milesProgram: 'LATAM Pass',
      stops: 0,
      source: 'fixed_table',
      freshness: { kind: 'reference', fetchedAt: '2026-11-22T12:00:00.000Z' },
    });
    expect(ids(filterFlights([cashDirect, reference], { stops: ['0'] }))).toEqual(['cash-direct']);
    expect(ids(filterFlights([cashDirect, reference], { stops: [] }))).toEqual(['cash-direct', 'tabela-fixa-latam']);
  });

  it('filters programmes by any spelling of their name', () => {
    expect(ids(filterFlights(all, { programs: ['LATAM'] }))).toEqual(['latam-3', 'no-results']);
    expect(ids(filterFlights(all, { programs: ['azul fidelidade', 'SMILES'] }))).toEqual([
      'smiles-1',
      'both',
      'no-results',
    ]);
  });

  it('filters airlines, cabins and sources', () => {
    expect(ids(filterFlights(all, { airlines: ['azul'] }))).toEqual(['cash-2', 'both', 'no-results']);
    expect(ids(filterFlights(all, { cabinClasses: ['BUSINESS'] }))).toEqual(['cash-2', 'no-results']);
    expect(ids(filterFlights(all, { sources: ['miles'] }))).toEqual(['smiles-1', 'latam-3', 'both', 'no-results']);
    expect(ids(filterFlights(all, { sources: ['cash', 'miles'] }))).toEqual(ids(all));
  });

  it('applies maxPrice to prices and maxMiles to miles, at the boundary inclusive', () => {
    expect(ids(filterFlights(all, { maxPrice: 1500 }))).toEqual([
      'cash-direct',
      'cash-2',
      'smiles-1',
      'latam-3',
      'no-results',
    ]);
    expect(ids(filterFlights(all, { maxMiles: 40000 }))).toEqual(['cash-direct', 'cash-2', 'smiles-1', 'no-results']);
    expect(ids(filterFlights(all, { maxPrice: null, maxMiles: null }))).toEqual(ids(all));
  });

  it('combines every filter', () => {
    expect(ids(filterFlights(all, { payment: 'miles', stops: ['0', '1'], maxMiles: 100000 }))).toEqual([
      'smiles-1',
      'both',
      'no-results',
    ]);
  });
});
