import { describe, expect, it } from 'vitest';
import type { AwardFlight } from '../schemas/award';
import { dateAwardFlightSchema } from '../schemas/award';
import {
  DEFAULT_AWARD_SORT,
  filterAwards,
  filterDateAwardsByCabin,
  nextAwardSort,
  sortAwards,
  sortDateAwards,
  toDateAwardFlight,
} from './award-table';

const base: AwardFlight = {
  id: 'x',
  program: 'Smiles',
  original_program: 'Smiles',
  airline: 'GOL',
  flight_number: '',
  airline_code: 'G3',
  origin: 'GRU',
  destination: 'MIA',
  departure_time: '10:00',
  arrival_time: '18:00',
  flight_date: '2026-12-20',
  departure_date: '2026-12-20',
  arrival_date: '2026-12-20',
  duration: '8h',
  duration_minutes: 480,
  stops: 0,
  connections: [],
  cabin_class: 'ECONOMY',
  miles_cost: 50000,
  miles_estimated: false,
  fees: 0,
  fees_currency: 'BRL',
  available_seats: null,
  booking_link: '',
  booking_links: [],
  notes: '',
  aircraft: '',
  source: 'smiles',
};
const a = (id: string, o: Partial<AwardFlight>): AwardFlight => ({ ...base, id, ...o });
const rows = [
  a('latam-biz', {
    program: 'LATAM Pass',
    cabin_class: 'BUSINESS',
    miles_cost: 90000,
    flight_date: '2026-12-21',
    departure_time: '08:00',
  }),
  a('smiles-eco', { miles_cost: 40000, departure_time: '' }),
  a('azul-first', { program: 'Azul Fidelidade', cabin_class: 'FIRST', miles_cost: 120000, flight_date: '2026-12-19' }),
  a('smiles-eco-2', { miles_cost: 40000, departure_time: '07:00' }),
];
const ids = (list: { id: string }[]) => list.map((r) => r.id);

describe('award table sorting (SPEC §4)', () => {
  it('starts by miles ascending, ties stable', () => {
    expect(DEFAULT_AWARD_SORT).toEqual({ key: 'miles_cost', direction: 'asc' });
    expect(ids(sortAwards(rows))).toEqual(['smiles-eco', 'smiles-eco-2', 'latam-biz', 'azul-first']);
    expect(ids(sortAwards(rows, 'miles_cost', 'desc'))).toEqual([
      'azul-first',
      'latam-biz',
      'smiles-eco',
      'smiles-eco-2',
    ]);
  });

  it('sorts by programme, date, time and cabin; empty values last either way', () => {
    expect(ids(sortAwards(rows, 'program'))).toEqual(['azul-first', 'latam-biz', 'smiles-eco', 'smiles-eco-2']);
    expect(ids(sortAwards(rows, 'flight_date'))).toEqual(['azul-first', 'smiles-eco', 'smiles-eco-2', 'latam-biz']);
    expect(ids(sortAwards(rows, 'departure_time'))).toEqual(['smiles-eco-2', 'latam-biz', 'azul-first', 'smiles-eco']);
    expect(ids(sortAwards(rows, 'departure_time', 'desc'))).toEqual([
      'azul-first',
      'latam-biz',
      'smiles-eco-2',
      'smiles-eco',
    ]);
    expect(ids(sortAwards(rows, 'cabin_class', 'desc'))).toEqual([
      'azul-first',
      'latam-biz',
      'smiles-eco',
      'smiles-eco-2',
    ]);
  });

  it('toggles direction on the same column, ascending on a new one', () => {
    expect(nextAwardSort(DEFAULT_AWARD_SORT, 'miles_cost')).toEqual({ key: 'miles_cost', direction: 'desc' });
    expect(nextAwardSort({ key: 'miles_cost', direction: 'desc' }, 'miles_cost')).toEqual({
      key: 'miles_cost',
      direction: 'asc',
    });
    expect(nextAwardSort({ key: 'miles_cost', direction: 'desc' }, 'program')).toEqual({
      key: 'program',
      direction: 'asc',
    });
  });
});

describe('award filters', () => {
  it('business includes first; programmes by any spelling', () => {
    expect(ids(filterAwards(rows, { cabin: 'business' }))).toEqual(['latam-biz', 'azul-first']);
    expect(ids(filterAwards(rows, { cabin: 'economy' }))).toEqual(['smiles-eco', 'smiles-eco-2']);
    expect(ids(filterAwards(rows, { cabin: 'all', programs: ['latam pass', 'AZUL FIDELIDADE'] }))).toEqual([
      'latam-biz',
      'azul-first',
    ]);
    expect(filterAwards(rows, {})).toEqual(rows);
  });
});

describe('date-based rows', () => {
  const dated = rows.map(toDateAwardFlight);

  it('are valid date-based award flights', () => {
    for (const r of dated) expect(dateAwardFlightSchema.parse(r)).toEqual(r);
    expect(dated[0]).toMatchObject({ id: 'latam-biz', cabin: 'BUSINESS', miles: 90000, availableSeats: null });
  });

  it('sort by airline, programme, cabin, miles and seats, and filter by exact cabin', () => {
    expect(ids(sortDateAwards(dated, 'miles', 'desc'))).toEqual([
      'azul-first',
      'latam-biz',
      'smiles-eco',
      'smiles-eco-2',
    ]);
    expect(ids(sortDateAwards(dated, 'cabin'))).toEqual(['smiles-eco', 'smiles-eco-2', 'latam-biz', 'azul-first']);
    expect(ids(filterDateAwardsByCabin(dated, 'first'))).toEqual(['azul-first']);
    expect(ids(filterDateAwardsByCabin(dated, 'business'))).toEqual(['latam-biz']);
    expect(filterDateAwardsByCabin(dated, 'all')).toHaveLength(4);
  });
});

describe('toDateAwardFlight keeps who prices the seat', () => {
  it('carries originalProgram when it differs from the programme shown', () => {
    const base = toDateAwardFlight(a('s', { program: 'Smiles', original_program: 'Smiles' }));
    expect(base.originalProgram).toBeUndefined();
    const virgin = toDateAwardFlight(a('v', { program: 'LATAM Pass', original_program: 'Virgin Atlantic' }));
    expect(virgin).toMatchObject({ program: 'LATAM Pass', originalProgram: 'Virgin Atlantic' });
  });
});
