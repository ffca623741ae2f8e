import { describe, expect, it } from 'vitest';
import { airportsByIata, loadAirports } from '../airports/airports';
import { REGIONS } from '../airports/regions';
import {
  fallbackMiles,
  fixedTableDemoPrice,
  fixedTableMiles,
  fixedTableQuote,
  isMissingMiles,
  resolveMiles,
  toFixedTableCabin,
} from './fixed-table';

describe('fixed miles table by region pair (SPEC §9)', () => {
  it.each([
    ['América do Sul 1', 'América do Sul 1', 4000],
    ['América do Sul 1', 'América do Sul 2', 24000],
    ['América do Sul 1', 'América do Norte', 57000],
    ['América do Sul 1', 'Europa', 80700],
    ['América do Sul 1', 'Oceania', 95000],
    ['América do Sul 1', 'Oriente Médio', 121500],
    ['América do Sul 1', 'África', 62000],
    ['América do Sul 1', 'Ásia', 125500],
    ['América do Sul 2', 'América do Sul 2', 10000],
    ['América do Norte', 'América do Norte', 30000],
    ['Europa', 'Europa', 24000],
    ['Oceania', 'Oceania', 36000],
    ['Oriente Médio', 'Oriente Médio', 29000],
    ['África', 'África', 24000],
    ['Ásia', 'Ásia', 24000],
  ] as const)('%s ⇄ %s = %d in economy, both ways', (a, b, miles) => {
    expect(fixedTableMiles(a, b)).toBe(miles);
    expect(fixedTableMiles(b, a)).toBe(miles);
  });

  it('is symmetric for every pair of regions, priced or not', () => {
    for (const a of REGIONS)
      for (const b of REGIONS) expect(fixedTableMiles(a, b, 'business')).toBe(fixedTableMiles(b, a, 'business'));
  });

  it('multiplies business by 2 and first by 3, rounded', () => {
    expect(fixedTableMiles('América do Sul 1', 'Europa', 'economy')).toBe(80700);
    expect(fixedTableMiles('América do Sul 1', 'Europa', 'business')).toBe(161400);
    expect(fixedTableMiles('Europa', 'América do Sul 1', 'FIRST')).toBe(242100);
    expect(fixedTableMiles('Oriente Médio', 'América do Sul 1', 'EXECUTIVE')).toBe(243000);
    expect(fixedTableMiles('América do Sul 1', 'Ásia', 'PREMIUM_ECONOMY')).toBe(125500);
    expect(Number.isInteger(fixedTableMiles('América do Sul 1', 'Oriente Médio', 'first'))).toBe(true);
  });

  it('gives null for pairs the spec does not price', () => {
    expect(fixedTableMiles('Europa', 'Ásia')).toBeNull();
    expect(fixedTableMiles('América do Sul 2', 'América do Norte', 'first')).toBeNull();
  });

  it('quotes a route by airport codes through their regions', () => {
    expect(fixedTableQuote('gru', 'MIA')).toEqual({
      miles: 57000,
      originRegion: 'América do Sul 1',
      destinationRegion: 'América do Norte',
      cabin: 'economy',
    });
    expect(fixedTableQuote('LIS', 'GRU', 'BUSINESS')?.miles).toBe(161400);
    expect(fixedTableQuote('GRU', 'ZZZ')).toBeNull();
    expect(fixedTableQuote('CDG', 'NRT')).toBeNull();
    const airports = airportsByIata(loadAirports([{ iata: 'XAP', name: 'Chapecó', city: 'Chapecó', country: 'BR' }]));
    expect(fixedTableQuote('XAP', 'GRU', 'economy', airports)?.miles).toBe(4000);
  });

  it('maps cabin spellings', () => {
    expect(['ECONOMY', 'economic', 'PREMIUM_ECONOMY', '', undefined].map(toFixedTableCabin)).toEqual([
      'economy',
      'economy',
      'economy',
      'economy',
      'economy',
    ]);
    expect(['BUSINESS', 'executive', 'J'].map(toFixedTableCabin)).toEqual(['business', 'business', 'business']);
    expect(['FIRST', 'first_class', 'F'].map(toFixedTableCabin)).toEqual(['first', 'first', 'first']);
  });
});

describe('fallback miles', () => {
  it('treats missing, 0, negative and 999999 as no figure', () => {
    expect([undefined, null, 0, -5, 999999, 1_000_000, Number.NaN].map(isMissingMiles)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect([1, 45000, 999998].map(isMissingMiles)).toEqual([false, false, false]);
  });

  it.each([
    ['Smiles', [10000, 24000, 38000]],
    ['GOL', [10000, 24000, 38000]],
    ['LATAM Pass', [12500, 30000, 45000]],
    ['latam', [12500, 30000, 45000]],
    ['Azul Fidelidade', [9000, 25000, 40000]],
    ['TudoAzul', [9000, 25000, 40000]],
    ['Virgin Atlantic', [15000, 15000, 15000]],
    ['Iberia Plus', [15000, 15000, 15000]],
  ] as const)('%s → %j', (program, [economy, business, first]) => {
    expect(fallbackMiles(program, 'ECONOMY')).toBe(economy);
    expect(fallbackMiles(program, 'BUSINESS')).toBe(business);
    expect(fallbackMiles(program, 'FIRST')).toBe(first);
  });

  it('keeps real figures and replaces missing ones, saying so', () => {
    expect(resolveMiles(45000, 'Smiles', 'economy')).toEqual({ miles: 45000, estimated: false });
    expect(resolveMiles(0, 'Smiles', 'business')).toEqual({ miles: 24000, estimated: true });
    expect(resolveMiles(999999, 'LATAM Pass', 'first')).toEqual({ miles: 45000, estimated: true });
    expect(resolveMiles(null, null)).toEqual({ miles: 15000, estimated: true });
  });
});

describe('fixed-table demo pricing (SPEC §9)', () => {
  it('prices the named routes in both directions', () => {
    expect(fixedTableDemoPrice('GRU', 'MIA')).toEqual({ miles: 45000, fees: 150 });
    expect(fixedTableDemoPrice('mia', 'gru')).toEqual({ miles: 45000, fees: 150 });
    expect(fixedTableDemoPrice('GRU', 'JFK')).toEqual({ miles: 50000, fees: 180 });
    expect(fixedTableDemoPrice('MAD', 'GRU')).toEqual({ miles: 65000, fees: 220 });
    expect(fixedTableDemoPrice('GRU', 'LHR')).toEqual({ miles: 70000, fees: 250 });
    expect(fixedTableDemoPrice('GIG', 'LHR')).toEqual({ miles: 55000, fees: 200 });
  });

  it('has its own business prices and one price for other cabins', () => {
    expect(fixedTableDemoPrice('GRU', 'MIA', 'BUSINESS')).toEqual({ miles: 90000, fees: 150 });
    expect(fixedTableDemoPrice('JFK', 'GRU', 'business')).toEqual({ miles: 100000, fees: 180 });
    expect(fixedTableDemoPrice('GRU', 'MAD', 'business')).toEqual({ miles: 130000, fees: 220 });
    expect(fixedTableDemoPrice('GRU', 'LHR', 'business')).toEqual({ miles: 110000, fees: 200 });
    expect(fixedTableDemoPrice('GRU', 'MIA', 'FIRST')).toEqual({ miles: 150000, fees: 250 });
  });
});
