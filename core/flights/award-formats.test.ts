import { describe, expect, it } from 'vitest';
import { awardFlightSchema } from '../schemas/award';
import { awardRows, detectAwardFormat, normalizeAwardPayload, normalizeAwardRecord } from './award-formats';

const portuguese = {
  id: 'pt-0001-abc',
  origem: 'GRU',
  destino: 'MIA',
  data: '2026-12-20',
  horarioPartida: '22:05',
  horarioChegada: '2026-12-21T05:40',
  duracao: '8h 35m',
  escalas: [],
  companhia: 'LA',
  numeroVoo: 'LA8084',
  programa: 'LATAM Pass',
  precoClasseEconomica: '45.000',
  precoClasseExecutiva: 90000,
  precoPrimeiraClasse: null,
  disponivelEconomica: true,
  disponivelExecutiva: false,
  taxa: 15075,
  assentosDisponiveis: 0,
  moeda: 'BRL',
};

const compact = {
  id: 'cmp-7788-xyz',
  dt: '2026-12-20',
  oa: 'gru',
  da: 'lis',
  ym: '60000',
  jm: '120000',
  wm: null,
  yt: 25000,
  yc: 'LA',
  lsh: 4,
  yd: true,
  jd: false,
};

const english = {
  ID: '2lGBLkXkXh5xSFN6jXnUFjXuhOh',
  Source: 'american',
  FlightDate: '2026-12-20',
  MileageCost: '57500',
  Fees: 5600,
  Currency: 'USD',
  Cabin: 'business',
  Route: { OriginAirport: 'GRU', DestinationAirport: 'JFK' },
  Airline: 'LA, AA',
  FlightNumbers: 'LA8180, AA100',
  DepartsAt: '2026-12-20T23:50:00Z',
  ArrivesAt: '2026-12-21T09:15:00Z',
  TotalDuration: 685,
  Stops: 1,
  Connections: ['MIA'],
  Aircraft: 'Boeing 787-9',
  RemainingSeats: 0,
  booking_links: [
    { label: 'AAdvantage', link: 'https://www.aa.com/booking', primary: false },
    { label: 'LATAM', link: 'https://www.latamairlines.com/x', primary: true },
  ],
};

const availability = {
  ID: 'avail-2026-12-20-GRUMIA',
  Route: { OriginAirport: 'GRU', DestinationAirport: 'MIA' },
  Date: '2026-12-20',
  Source: 'smiles',
  YAvailable: true,
  WAvailable: false,
  JAvailable: true,
  FAvailable: false,
  YMileageCost: '35000',
  WMileageCost: null,
  JMileageCost: '0',
  FMileageCost: null,
  YTotalTaxes: 12345,
  JTotalTaxes: 0,
  TaxesCurrency: 'BRL',
  YRemainingSeats: 7,
  JRemainingSeats: 0,
  YAirlines: 'G3',
  JAirlines: 'G3',
  YDirect: true,
  JDirect: false,
};

describe('detectAwardFormat', () => {
  it('tells the formats apart', () => {
    expect(detectAwardFormat(portuguese)).toBe('portuguese');
    expect(detectAwardFormat(compact)).toBe('compact');
    expect(detectAwardFormat(english)).toBe('english');
    expect(detectAwardFormat(availability)).toBe('seats_aero_availability');
    expect(detectAwardFormat({ foo: 1 })).toBeNull();
    expect(detectAwardFormat([])).toBeNull();
    expect(detectAwardFormat(null)).toBeNull();
  });
});

describe('Portuguese format', () => {
  const flights = normalizeAwardRecord(portuguese);

  it('gives one flight per available cabin with a price; flags false and null prices are skipped', () => {
    expect(flights.map((f) => f.cabin_class)).toEqual(['ECONOMY']);
  });

  it('reads miles strings, fees in centavos, 0 seats as unknown, and times', () => {
    const f = flights[0];
    expect(f).toMatchObject({
      id: 'pt-0001-abc-ECONOMY',
      program: 'LATAM Pass',
      original_program: 'LATAM Pass',
      airline: 'LATAM',
      airline_code: 'LA',
      flight_number: 'LA8084',
      origin: 'GRU',
      destination: 'MIA',
      flight_date: '2026-12-20',
      departure_time: '22:05',
      arrival_time: '05:40',
      arrival_date: '2026-12-21',
      duration: '8h 35min',
      stops: 0,
      miles_cost: 45000,
      miles_estimated: false,
      fees: 150.75,
      fees_currency: 'BRL',
      available_seats: null,
    });
    expect(f?.booking_link).toContain('latamairlines.com');
    expect(awardFlightSchema.safeParse(f).success).toBe(true);
  });

  it('without flags, a price means available', () => {
    const { disponivelEconomica: _, disponivelExecutiva: __, ...rest } = portuguese;
    expect(normalizeAwardRecord(rest).map((f) => f.cabin_class)).toEqual(['ECONOMY', 'BUSINESS']);
  });
});

describe('compact format', () => {
  it('reads ym/jm miles, yt fee, yc airline, lsh seats and yd/jd availability', () => {
    const flights = normalizeAwardRecord(compact, { source: 'smiles' });
    expect(flights).toHaveLength(1);
    expect(flights[0]).toMatchObject({
      id: 'cmp-7788-xyz-ECONOMY',
      program: 'Smiles',
      origin: 'GRU',
      destination: 'LIS',
      cabin_class: 'ECONOMY',
      miles_cost: 60000,
      fees: 250,
      airline: 'LATAM',
      available_seats: 4,
      flight_date: '2026-12-20',
    });
    expect(flights[0]?.booking_link).toContain('smiles.com.br');
  });

  it('builds a stable id when the row has none', () => {
    const { id: _, ...rest } = compact;
    const [a] = normalizeAwardRecord(rest, { source: 'smiles' });
    const [b] = normalizeAwardRecord(rest, { source: 'smiles' });
    expect(a?.id).toBe('smiles-GRU-LIS-2026-12-20-ECONOMY');
    expect(a?.id).toBe(b?.id);
  });
});

describe('English format (Seats.aero trips)', () => {
  const [f] = normalizeAwardRecord(english);

  it('maps american to LATAM Pass, keeps local times, divides taxes by 100, 0 seats unknown', () => {
    expect(f).toMatchObject({
      id: english.ID,
      program: 'LATAM Pass',
      original_program: 'American AAdvantage',
      airline: 'LATAM, American Airlines',
      airline_code: 'LA',
      flight_number: 'LA8180, AA100',
      cabin_class: 'BUSINESS',
      miles_cost: 57500,
      fees: 56,
      fees_currency: 'USD',
      departure_time: '23:50',
      arrival_time: '09:15',
      departure_date: '2026-12-20',
      arrival_date: '2026-12-21',
      duration_minutes: 685,
      duration: '11h 25min',
      stops: 1,
      connections: ['MIA'],
      aircraft: 'Boeing 787-9',
      available_seats: null,
      source: 'american',
    });
  });

  it('uses the primary booking link', () => {
    expect(f?.booking_link).toBe('https://www.latamairlines.com/x');
    expect(f?.booking_links).toHaveLength(2);
  });

  it('skips an unsupported cabin (null MileageCost) and reads segments when there is no Route', () => {
    expect(normalizeAwardRecord({ ...english, MileageCost: null })).toEqual([]);
    const { Route: _, Connections: __, ...rest } = english;
    const [g] = normalizeAwardRecord({
      ...rest,
      AvailabilitySegments: [
        { OriginAirport: 'GRU', DestinationAirport: 'MIA', DepartsAt: '2026-12-20T23:50:00Z', FareClass: 'U' },
        { OriginAirport: 'MIA', DestinationAirport: 'JFK', ArrivesAt: '2026-12-21T09:15:00Z', FareClass: 'U' },
      ],
    });
    expect([g?.origin, g?.destination, g?.connections]).toEqual(['GRU', 'JFK', ['MIA']]);
  });

  it('maps virginatlantic under LATAM Pass', () => {
    const [v] = normalizeAwardRecord({ ...english, Source: 'virginatlantic' });
    expect([v?.program, v?.original_program]).toEqual(['LATAM Pass', 'Virgin Atlantic']);
  });
});

describe('Seats.aero availability rows', () => {
  const flights = normalizeAwardRecord(availability);

  it('gives one flight per available cabin with a cost; null costs and unavailable cabins are skipped', () => {
    expect(flights.map((f) => [f.id, f.cabin_class, f.miles_cost])).toEqual([
      ['avail-2026-12-20-GRUMIA-Y', 'ECONOMY', 35000],
      ['avail-2026-12-20-GRUMIA-J', 'BUSINESS', 0],
    ]);
  });

  it('reads taxes in minor units, seats (0 = unknown), airlines and directness', () => {
    expect(flights[0]).toMatchObject({
      fees: 123.45,
      available_seats: 7,
      airline: 'GOL',
      stops: 0,
      program: 'Smiles',
      departure_time: '',
    });
    expect(flights[1]).toMatchObject({ available_seats: null, stops: 1 });
    expect(flights[1]?.notes).toContain('conexão');
  });
});

describe('payloads', () => {
  it('finds the rows in arrays and wrappers', () => {
    expect(awardRows([1, 2])).toEqual([1, 2]);
    expect(awardRows({ data: [1] })).toEqual([1]);
    expect(awardRows({ results: { data: [2] } })).toEqual([2]);
    expect(awardRows({ success: true, flights: [3] })).toEqual([3]);
    expect(awardRows('x')).toEqual([]);
    expect(awardRows({ success: false })).toEqual([]);
  });

  it('normalises a mixed payload, de-duplicated by id, ignoring junk', () => {
    const all = normalizeAwardPayload({
      data: [portuguese, compact, english, availability, english, 'junk', null, { a: 1 }],
    });
    expect(all.map((f) => f.id)).toEqual([
      'pt-0001-abc-ECONOMY',
      'cmp-7788-xyz-ECONOMY',
      english.ID,
      'avail-2026-12-20-GRUMIA-Y',
      'avail-2026-12-20-GRUMIA-J',
    ]);
    for (const f of all) expect(awardFlightSchema.safeParse(f).success).toBe(true);
  });
});

// What the award screen used to re-normalise in the browser: the server now sends these rows normalised.
describe('the rows GET /api/miles/search sends', () => {
  const route = { origin: 'GRU', destination: 'MIA' };

  it('normalises a raw provider record', () => {
    const raw = {
      ID: 'trip-abcdef123456',
      Source: 'smiles',
      FlightDate: '2026-12-01',
      MileageCost: 45000,
      Fees: 12345,
      Cabin: 'economy',
      Route: { OriginAirport: 'GRU', DestinationAirport: 'MIA' },
      FlightNumbers: 'G37700',
      DepartsAt: '2026-12-01T23:15:00',
      ArrivesAt: '2026-12-02T06:05:00',
    };
    const [flight] = normalizeAwardPayload({ results: { data: [raw] } }, { source: 'smiles', ...route });
    const expected = { program: 'Smiles', origin: 'GRU', destination: 'MIA', miles_cost: 45000 };
    expect(flight).toMatchObject({ ...expected, flight_date: '2026-12-01' });
  });

  it('reads nothing from an empty or odd reply', () => {
    expect(normalizeAwardPayload({ success: true, results: { data: [] } }, { source: 'azul', ...route })).toEqual([]);
    expect(normalizeAwardPayload('nada', { source: 'azul', ...route })).toEqual([]);
  });
});
