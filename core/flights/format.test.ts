import { describe, expect, it } from 'vitest';
import {
  arrivalDayOffset,
  formatDayOffset,
  formatDuration,
  formatSeats,
  formatStops,
  isLowSeats,
  isReferenceFare,
  parseDurationMinutes,
  partySeats,
  REFERENCE_SCHEDULE_TEXT,
} from './format';

describe('stops (SPEC §9)', () => {
  it("is 'Direto' for 0 and 'n escala(s)' otherwise", () => {
    expect(formatStops(0)).toBe('Direto');
    expect(formatStops(1)).toBe('1 escala');
    expect(formatStops(2)).toBe('2 escalas');
    expect(formatStops(-1)).toBe('Direto');
    expect(formatStops(Number.NaN)).toBe('Direto');
  });
});

describe('duration', () => {
  it('formats minutes in pt-BR', () => {
    expect(formatDuration(635)).toBe('10h 35min');
    expect(formatDuration(605)).toBe('10h 05min');
    expect(formatDuration(120)).toBe('2h');
    expect(formatDuration(45)).toBe('45min');
    expect(formatDuration(0)).toBe('0min');
    expect(formatDuration(null)).toBe('');
    expect(formatDuration(-5)).toBe('');
  });

  it('reads the ways providers write it', () => {
    expect(parseDurationMinutes(635)).toBe(635);
    expect(parseDurationMinutes('635')).toBe(635);
    expect(parseDurationMinutes('PT10H35M')).toBe(635);
    expect(parseDurationMinutes('PT45M')).toBe(45);
    expect(parseDurationMinutes('10h 35m')).toBe(635);
    expect(parseDurationMinutes('10h35min')).toBe(635);
    expect(parseDurationMinutes('10h')).toBe(600);
    expect(parseDurationMinutes('10:35')).toBe(635);
    expect(parseDurationMinutes('')).toBeNull();
    expect(parseDurationMinutes('dez horas')).toBeNull();
    expect(parseDurationMinutes(-1)).toBeNull();
    expect(parseDurationMinutes(undefined)).toBeNull();
  });
});

describe('seats (SPEC §9)', () => {
  it('shows the destructive badge at 5 seats or fewer, never for unknown', () => {
    expect([1, 5].map(isLowSeats)).toEqual([true, true]);
    expect([6, 9].map(isLowSeats)).toEqual([false, false]);
    expect([0, null, undefined].map(isLowSeats)).toEqual([false, false, false]);
    expect([formatSeats(1), formatSeats(4), formatSeats(0), formatSeats(null)]).toEqual([
      '1 assento',
      '4 assentos',
      '',
      '',
    ]);
  });
});

describe('seats for the party', () => {
  it('marks a count below the party, says when a party meets no count, keeps the few-seats badge', () => {
    expect(partySeats(1, 2)).toEqual({ level: 'short', text: 'Só 1 assento: não dá para 2 passageiros' });
    expect(partySeats(3, 4)?.text).toBe('Só 3 assentos: não dá para 4 passageiros');
    // Seats.aero's 0 and Azul's missing count are "not counted": only a party needs to hear it.
    expect([partySeats(0, 2), partySeats(null, 3)]).toEqual([
      { level: 'unknown', text: 'lugares: ?' },
      { level: 'unknown', text: 'lugares: ?' },
    ]);
    expect(partySeats(null, 1)).toBeNull();
    expect(partySeats(2, 2)).toEqual({ level: 'low', text: '2 assentos' });
    expect(partySeats(9, 2)).toBeNull();
  });
});

describe('reference fares', () => {
  it('treats fixed-table and reference-fresh fares as having no schedule', () => {
    expect(isReferenceFare({ source: 'fixed_table' })).toBe(true);
    expect(isReferenceFare({ source: 'seats_aero', freshness: { kind: 'reference' } })).toBe(true);
    expect(isReferenceFare({ source: 'seats_aero', freshness: { kind: 'live' } })).toBe(false);
    expect(REFERENCE_SCHEDULE_TEXT).toBe('Tabela de referência — horários na emissão');
  });
});

describe('arrival day and cabin', () => {
  it("marks an arrival on the next day '+1'", () => {
    expect(formatDayOffset(arrivalDayOffset('2026-12-20', '2026-12-21'))).toBe('+1');
    expect(formatDayOffset(arrivalDayOffset('2026-12-31', '2027-01-02'))).toBe('+2');
    expect(formatDayOffset(arrivalDayOffset('2026-12-20', '2026-12-19'))).toBe('-1');
    expect(formatDayOffset(arrivalDayOffset('2026-12-20', '2026-12-20'))).toBe('');
    expect(formatDayOffset(arrivalDayOffset('2026-12-20', ''))).toBe('');
  });
});
