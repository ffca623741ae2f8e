import { describe, expect, it } from 'vitest';
import { formatBRL, formatDate, formatDateTime, formatMiles, ptBRLocale } from './format';

describe('formatBRL', () => {
  it('formats reais the Brazilian way with a plain space', () => {
    expect(formatBRL(1234.56)).toBe('R$ 1.234,56');
    expect(formatBRL(0)).toBe('R$ 0,00');
    expect(formatBRL(1_000_000)).toBe('R$ 1.000.000,00');
    expect(formatBRL(-15.5)).toBe('-R$ 15,50');
  });

  it('rounds to centavos and refuses non-numbers', () => {
    expect(formatBRL(0.005)).toBe('R$ 0,01');
    expect(formatBRL(2.344)).toBe('R$ 2,34');
    expect(formatBRL(Number.NaN)).toBe('');
    expect(formatBRL(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatMiles', () => {
  it('groups thousands with dots', () => {
    expect(formatMiles(45000)).toBe('45.000');
    expect(formatMiles(999)).toBe('999');
    expect(formatMiles(1234.6)).toBe('1.235');
  });
});

describe('dates', () => {
  it('reads date-only strings as local dates (no time-zone shift)', () => {
    expect(formatDate('2026-12-01')).toBe('01/12/2026');
    expect(formatDate('2026-01-01')).toBe('01/01/2026');
  });

  it('formats Date objects and date-times', () => {
    expect(formatDate(new Date(2026, 1, 28))).toBe('28/02/2026');
    expect(formatDateTime(new Date(2026, 10, 22, 9, 5))).toBe('22/11/2026 09:05');
  });

  it('returns an empty string for invalid input', () => {
    expect(formatDate('não é data')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
    expect(formatDateTime('')).toBe('');
  });

  it('starts weeks on Sunday', () => {
    expect(ptBRLocale.options?.weekStartsOn).toBe(0);
  });
});
