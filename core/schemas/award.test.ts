import { describe, expect, it } from 'vitest';
import {
  AWARD_SEARCH_DEFAULTS,
  awardSearchSchema,
  dateAwardFlightSchema,
  dateAwardSearchSchema,
  MILES_SOURCE_BY_PROGRAM,
  milesSearchQuerySchema,
  programsToSearch,
  toggleAwardProgram,
} from './award';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('award search schema (SPEC §5)', () => {
  it('accepts the defaults: GRU → MIA, ALL, every programme', () => {
    expect(awardSearchSchema.parse(AWARD_SEARCH_DEFAULTS)).toEqual({
      origin: 'GRU',
      destination: 'MIA',
      cabinClass: 'ALL',
      programs: ['LATAM', 'AZUL', 'SMILES', 'VIRGIN'],
      passengers: 1,
    });
  });

  it('values the rows for a party of 1 to 9, a clear message otherwise', () => {
    const base = { origin: 'GRU', destination: 'LIS', programs: ['AZUL'] };
    expect(awardSearchSchema.parse({ ...base, passengers: '2' }).passengers).toBe(2);
    expect(messages(awardSearchSchema.safeParse({ ...base, passengers: 10 }))).toEqual(['Passageiros: de 1 a 9']);
  });

  it('needs origin, destination and at least one programme, in pt-BR', () => {
    const r = awardSearchSchema.safeParse({ origin: 'gr', destination: '', cabinClass: 'ALL', programs: [] });
    expect(messages(r)).toEqual(['Origem é obrigatória', 'Destino é obrigatório', 'Selecione pelo menos um programa']);
  });

  it('upper-cases codes, cabins and programmes; drops repeats; rejects unknown ones', () => {
    const r = awardSearchSchema.parse({
      origin: 'gru',
      destination: 'lis',
      cabinClass: 'business',
      programs: ['smiles', 'SMILES'],
    });
    expect(r).toEqual({
      origin: 'GRU',
      destination: 'LIS',
      cabinClass: 'BUSINESS',
      programs: ['SMILES'],
      passengers: 1,
    });
    expect(awardSearchSchema.parse({ origin: 'GRU', destination: 'LIS', programs: ['AZUL'] }).cabinClass).toBe('ALL');
    expect(awardSearchSchema.safeParse({ origin: 'GRU', destination: 'LIS', programs: ['TAP'] }).success).toBe(false);
    expect(
      awardSearchSchema.safeParse({ origin: 'GRU', destination: 'LIS', cabinClass: 'PREMIUM', programs: ['AZUL'] })
        .success,
    ).toBe(false);
  });
});

describe('LATAM ⇄ VIRGIN coupling', () => {
  it('checking LATAM adds VIRGIN; unchecking LATAM removes both', () => {
    expect(toggleAwardProgram(['AZUL'], 'LATAM', true)).toEqual(['LATAM', 'AZUL', 'VIRGIN']);
    expect(toggleAwardProgram(['LATAM', 'AZUL', 'SMILES', 'VIRGIN'], 'LATAM', false)).toEqual(['AZUL', 'SMILES']);
    expect(toggleAwardProgram([], 'LATAM', true)).toEqual(['LATAM', 'VIRGIN']);
  });

  it('other programmes toggle alone, VIRGIN included', () => {
    expect(toggleAwardProgram(['LATAM', 'VIRGIN'], 'VIRGIN', false)).toEqual(['LATAM']);
    expect(toggleAwardProgram(['LATAM'], 'SMILES', true)).toEqual(['LATAM', 'SMILES']);
    expect(toggleAwardProgram(['SMILES'], 'SMILES', false)).toEqual([]);
    expect(toggleAwardProgram(['SMILES'], 'SMILES', true)).toEqual(['SMILES']);
  });

  it('searches AZUL, LATAM, SMILES when nothing is checked at search time', () => {
    expect(programsToSearch([])).toEqual(['AZUL', 'LATAM', 'SMILES']);
    expect(programsToSearch(['VIRGIN'])).toEqual(['VIRGIN']);
  });
});

describe('/api/miles/search', () => {
  it('maps programmes to sources as SPEC §7 says', () => {
    expect(MILES_SOURCE_BY_PROGRAM).toEqual({
      AZUL: 'azul',
      LATAM: 'american',
      SMILES: 'smiles',
      VIRGIN: 'virginatlantic',
    });
  });

  it('validates the query', () => {
    expect(milesSearchQuerySchema.parse({ origin: 'gru', destination: 'mia', source: 'Smiles' })).toEqual({
      origin: 'GRU',
      destination: 'MIA',
      source: 'smiles',
      passengers: 1,
    });
    expect(
      milesSearchQuerySchema.parse({ origin: 'GRU', destination: 'MIA', source: 'smiles', passengers: '2' }),
    ).toMatchObject({ passengers: 2 });
    expect(milesSearchQuerySchema.safeParse({ origin: 'GRU', destination: 'MIA', source: 'tap' }).success).toBe(false);
    expect(
      milesSearchQuerySchema.safeParse({ origin: 'GRU', destination: 'MIA', source: 'smiles', passengers: '10' })
        .success,
    ).toBe(false);
  });
});

describe('date-based award schema', () => {
  it('upper-cases and uses its own messages', () => {
    expect(dateAwardSearchSchema.parse({ origin: ' gru', destination: 'mia', departureDate: '2026-12-01' })).toEqual({
      origin: 'GRU',
      destination: 'MIA',
      departureDate: '2026-12-01',
    });
    const r = dateAwardSearchSchema.safeParse({ origin: 'gr', destination: 'm', departureDate: '' });
    expect(messages(r)).toEqual([
      'Origem deve ter pelo menos 3 caracteres',
      'Destino deve ter pelo menos 3 caracteres',
      'Data de partida é obrigatória',
    ]);
  });

  it('reads a date-based award flight, seats unknown as null', () => {
    const f = {
      id: 'x1',
      airline: 'LATAM',
      program: 'LATAM Pass',
      cabin: 'Economy',
      miles: 45000,
      departureTime: '22:05',
      arrivalTime: '05:40',
      origin: 'GRU',
      destination: 'MIA',
      duration: '8h 35min',
      stops: 0,
      availableSeats: null,
    };
    expect(dateAwardFlightSchema.parse(f)).toEqual(f);
    expect(dateAwardFlightSchema.safeParse({ ...f, miles: -1 }).success).toBe(false);
  });
});
