import { describe, expect, it } from 'vitest';
import { createCalendarDayQuerySchema, createCalendarQuerySchema, spanDays } from './calendar';

// The schema reads "today" through the clock it is given: these dates are relative to that one, not the machine's.
const today = '2026-11-15';
const calendarQuerySchema = createCalendarQuerySchema(() => today);

describe('calendarQuerySchema', () => {
  const base = { origin: 'sao', destination: 'LIS', from: '2026-12-01', to: '2026-12-31' };

  it('reads a month, with every programme and one adult by default', () => {
    expect(calendarQuerySchema.parse(base)).toEqual({
      origin: 'SAO',
      destination: 'LIS',
      from: '2026-12-01',
      to: '2026-12-31',
      cabin: 'ECONOMY',
      programs: ['LATAM', 'AZUL', 'SMILES', 'VIRGIN'],
      adults: 1,
    });
  });

  it('takes programmes comma-separated, a cabin alias, passengers and nights as query strings', () => {
    expect(
      calendarQuerySchema.parse({
        ...base,
        programs: 'smiles,azul,smiles',
        cabin: 'executive',
        adults: '2',
        nights: '7',
      }),
    ).toMatchObject({ programs: ['SMILES', 'AZUL'], cabin: 'BUSINESS', adults: 2, nights: 7 });
  });

  it('refuses more than 62 days, an end before the start and a route to itself, in pt-BR', () => {
    const message = (input: object) => calendarQuerySchema.safeParse(input).error?.issues[0]?.message;
    expect(spanDays('2026-12-01', '2027-01-31')).toBe(62);
    expect(calendarQuerySchema.safeParse({ ...base, to: '2027-01-31' }).success).toBe(true);
    expect(message({ ...base, to: '2027-02-01' })).toBe('O período pode ter no máximo 62 dias');
    expect(message({ ...base, to: '2026-11-30' })).toBe('A data final não pode ser antes da inicial');
    expect(message({ ...base, destination: 'SAO' })).toBe('Destino deve ser diferente da origem');
    expect(message({ ...base, programs: 'TAP' })).toBe('Programa inválido');
  });

  it('refuses a period that ended before today and a route within one city; a period started earlier is fine', () => {
    const message = (input: object) => calendarQuerySchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ ...base, from: '2026-10-01', to: '2026-10-31' })).toContain('Este período já passou');
    expect(message({ ...base, from: '2026-11-14', to: '2026-11-14' })).toContain('Este período já passou');
    expect(calendarQuerySchema.safeParse({ ...base, from: '2026-11-01', to: '2026-11-30' }).success).toBe(true);
    expect(calendarQuerySchema.safeParse({ ...base, from: today, to: today }).success).toBe(true);
    expect(message({ ...base, origin: 'SAO', destination: 'gru' })).toContain('mesma cidade');
    expect(message({ ...base, origin: 'SDU', destination: 'RIO' })).toContain('mesma cidade');
  });
});

describe('calendarDayQuerySchema', () => {
  const daySchema = createCalendarDayQuerySchema(() => today);
  const message = (input: object) => daySchema.safeParse(input).error?.issues[0]?.message;

  it('takes today and later; refuses a past day and a route within one city', () => {
    expect(daySchema.safeParse({ origin: 'GRU', destination: 'MIA', date: today }).success).toBe(true);
    expect(message({ origin: 'GRU', destination: 'MIA', date: '2026-11-14' })).toBe(
      'A data da viagem não pode estar no passado',
    );
    expect(message({ origin: 'CGH', destination: 'SAO', date: today })).toContain('mesma cidade');
  });
});
