import { describe, expect, it } from 'vitest';
import {
  airportLabel,
  airportsByIata,
  airportsCompleteData,
  builtinAirports,
  cityForAirport,
  loadAirports,
  regionForAirport,
} from './airports';
import { BUILTIN_AIRPORTS, CITY_NAME_OVERRIDES } from './builtin';

describe('built-in airports', () => {
  it('has about 70 airports, each with a region, and about 26–29 city overrides', () => {
    expect(BUILTIN_AIRPORTS.length).toBeGreaterThanOrEqual(65);
    expect(BUILTIN_AIRPORTS.length).toBeLessThanOrEqual(85);
    const codes = BUILTIN_AIRPORTS.map((a) => a.iata);
    expect(new Set(codes).size).toBe(codes.length);
    for (const a of builtinAirports()) expect(a.region).not.toBeNull();
    const overrides = Object.keys(CITY_NAME_OVERRIDES).length;
    expect(overrides).toBeGreaterThanOrEqual(26);
    expect(overrides).toBeLessThanOrEqual(29);
    expect([CITY_NAME_OVERRIDES.GRU, CITY_NAME_OVERRIDES.CGH, CITY_NAME_OVERRIDES.MIA]).toEqual([
      'São Paulo',
      'São Paulo',
      'Miami',
    ]);
  });

  it('gives regions without the dataset', () => {
    expect(regionForAirport('gru')).toBe('América do Sul 1');
    expect(regionForAirport('MIA')).toBe('América do Norte');
    expect(regionForAirport('DXB')).toBe('Oriente Médio');
    expect(regionForAirport('XXX')).toBeNull();
    expect(cityForAirport('sdu')).toBe('Rio de Janeiro');
    expect(cityForAirport('XXX')).toBe('XXX');
  });
});

describe('loadAirports', () => {
  it('reads the common dataset shapes', () => {
    const list = loadAirports([
      { iata: 'XAP', name: 'Chapecó Airport', city: 'Chapecó', country: 'BR', continent: 'South America' },
      {
        iata_code: 'BYO',
        name: 'Bonito Airport',
        municipality: 'Bonito',
        iso_country: 'BR',
        type: 'small_airport',
        scheduled_service: 'yes',
      },
      {
        iata: 'SIN',
        airport: 'Singapore Changi Airport',
        country_code: 'SG',
        continent: 'AS',
        scheduled_service: true,
      },
    ]);
    const byIata = airportsByIata(list);
    expect(byIata.get('XAP')).toEqual({
      iata: 'XAP',
      name: 'Chapecó Airport',
      city: 'Chapecó',
      country: 'BR',
      region: 'América do Sul 1',
      builtin: false,
    });
    expect(byIata.get('BYO')?.city).toBe('Bonito');
    // A built-in airport keeps its pt-BR name and city over the dataset's English.
    expect(byIata.get('SIN')).toMatchObject({
      name: 'Aeroporto de Changi',
      city: 'Singapura',
      region: 'Ásia',
      builtin: true,
    });
  });

  it('drops rows without a 3-letter code and those marked closed or unscheduled; first row of a code wins', () => {
    const list = loadAirports([
      { iata: '', name: 'No code', city: 'X', country: 'BR' },
      { iata: 'AB1', name: 'Bad code', city: 'X', country: 'BR' },
      { iata_code: 'TXL', name: 'Berlin Tegel', municipality: 'Berlin', iso_country: 'DE', type: 'closed' },
      { iata_code: 'QQH', name: 'Helipad', municipality: 'X', iso_country: 'BR', type: 'heliport' },
      { iata_code: 'QQS', name: 'Strip', municipality: 'X', iso_country: 'BR', scheduled_service: 'no' },
      { iata: 'qqa', name: 'First', city: 'A', country: 'br' },
      { iata: 'QQA', name: 'Second', city: 'B', country: 'BR' },
    ]);
    const codes = new Set(list.map((a) => a.iata));
    for (const gone of ['AB1', 'TXL', 'QQH', 'QQS']) expect(codes.has(gone)).toBe(false);
    expect(list.find((a) => a.iata === 'QQA')?.name).toBe('First');
  });

  it("applies the spec's and the built-in pt-BR names over the dataset's and keeps every built-in airport", () => {
    const list = loadAirports([
      { iata: 'VCP', name: 'Viracopos International Airport', city: 'São Paulo', country: 'BR' },
      { iata: 'JFK', name: 'John F. Kennedy International Airport', city: 'New York', country: 'US' },
      { iata: 'NRT', name: 'Narita International Airport', city: 'Tokyo', country: 'JP' },
    ]);
    const byIata = airportsByIata(list);
    expect(byIata.get('VCP')?.city).toBe('Campinas');
    expect(byIata.get('JFK')).toMatchObject({
      city: 'Nova York',
      name: 'Aeroporto Internacional John F. Kennedy',
      builtin: true,
    });
    expect(byIata.get('NRT')).toMatchObject({ city: 'Tóquio', name: 'Aeroporto Internacional de Narita' });
    for (const b of BUILTIN_AIRPORTS) expect(byIata.has(b.iata)).toBe(true);
    expect(list.map((a) => a.iata)).toEqual([...list.map((a) => a.iata)].sort());
  });

  it('gives a region from the continent when the country is a name, and none when nothing is known', () => {
    const byIata = airportsByIata(
      loadAirports([
        { iata: 'QQB', name: 'A', city: 'A', country: 'Brazil', continent: 'SA' },
        { iata: 'QQC', name: 'B', city: 'B' },
      ]),
    );
    expect(byIata.get('QQB')).toMatchObject({ country: '', region: 'América do Sul 2' });
    expect(byIata.get('QQC')?.region).toBeNull();
    expect(regionForAirport('QQC', byIata)).toBeNull();
  });
});

describe('output shapes', () => {
  it('serves /api/airports/complete as a map keyed by IATA of {iata, name, city}', () => {
    const data = airportsCompleteData(loadAirports([]));
    expect(data.GRU).toEqual({ iata: 'GRU', name: 'Aeroporto Internacional de Guarulhos', city: 'São Paulo' });
    expect(Object.keys(data)).toHaveLength(BUILTIN_AIRPORTS.length);
  });

  it("labels a choice 'city (IATA) - name'", () => {
    expect(airportLabel({ iata: 'GRU', city: 'São Paulo', name: 'Aeroporto Internacional de Guarulhos' })).toBe(
      'São Paulo (GRU) - Aeroporto Internacional de Guarulhos',
    );
  });
});
