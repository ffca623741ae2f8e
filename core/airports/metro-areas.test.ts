import { describe, expect, it } from 'vitest';
import { builtinAirports } from './airports';
import { buildAirportIndex, searchAirports } from './autocomplete';
import {
  citiesFirst,
  cityOfAirport,
  codeCovers,
  endWithAirport,
  expandAirportCode,
  METRO_AREAS,
  metroArea,
  metroAreaAirports,
  metroAreaLabel,
} from './metro-areas';

describe('metropolitan areas', () => {
  it('expands a city code to its airports, and an airport to itself', () => {
    expect(expandAirportCode('sao')).toEqual(['GRU', 'CGH', 'VCP']);
    expect(expandAirportCode('RIO')).toEqual(['GIG', 'SDU']);
    expect(expandAirportCode('BHZ')).toEqual(['CNF', 'PLU']);
    expect(expandAirportCode('LIS')).toEqual(['LIS']);
    const saoPaulo = metroArea('SAO');
    expect(saoPaulo && metroAreaLabel(saoPaulo)).toBe('São Paulo — todos (GRU, CGH, VCP)');
  });

  it('tells which city an airport belongs to, whether a code covers an airport, and names the airport used', () => {
    expect(cityOfAirport('gru')?.code).toBe('SAO');
    expect(cityOfAirport('LIS')).toBeNull();
    expect(cityOfAirport('SAO')).toBeNull();
    for (const area of METRO_AREAS) {
      for (const airport of area.airports) {
        expect(cityOfAirport(airport)?.code, airport).toBe(area.code);
        expect(codeCovers(area.code, airport)).toBe(true);
      }
    }
    expect(codeCovers('GRU', 'GRU')).toBe(true);
    expect(codeCovers('GRU', 'CGH')).toBe(false);
    expect(codeCovers('SAO', 'GIG')).toBe(false);
    expect(endWithAirport('SAO', 'GRU')).toBe('SAO (GRU)');
    expect(endWithAirport('GRU', 'GRU')).toBe('GRU');
    expect(endWithAirport('LIS', 'LIS')).toBe('LIS');
    expect(endWithAirport('SAO', null)).toBe('SAO');
  });

  it('no city code is also an airport code the app knows', () => {
    const airports = new Set(builtinAirports().map((a) => a.iata));
    for (const area of METRO_AREAS) expect(airports.has(area.code), area.code).toBe(false);
    for (const area of METRO_AREAS) expect(area.airports.length).toBeGreaterThan(1);
  });

  it('the autocomplete offers São Paulo — todos beside its airports', () => {
    const index = buildAirportIndex([...metroAreaAirports(), ...builtinAirports()]);
    const found = citiesFirst(searchAirports(index, 'São Paulo')).map((a) => a.iata);
    expect(found[0]).toBe('SAO');
    expect(found).toContain('GRU');
    expect(searchAirports(index, 'londres').map((a) => a.iata)).toContain('LON');
  });
});
