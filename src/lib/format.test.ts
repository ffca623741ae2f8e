import { startOfWeek } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatBRL, formatDate, formatDateTime, formatMiles, ptBRLocale } from './format';

describe('formatBRL', () => {
  it('formats reais the Brazilian way, with a plain space after R$', () => {
    expect(formatBRL(1234.56)).toBe('R$ 1.234,56');
    expect(formatBRL(0)).toBe('R$ 0,00');
    expect(formatBRL(0.1 + 0.2)).toBe('R$ 0,30');
    expect(formatBRL(1234.56)).not.toContain('\u00a0');
  });

  it('handles large amounts and negatives', () => {
    expect(formatBRL(1_000_000)).toBe('R$ 1.000.000,00');
    expect(formatBRL(9_999_999_999.99)).toBe('R$ 9.999.999.999,99');
    expect(formatBRL(-15.5)).toBe('-R$ 15,50');
    expect(formatBRL(-1234.56)).toBe('-R$ 1.234,56');
  });

  it('rounds half away from zero to the centavo, as the number is written', () => {
    expect(formatBRL(0.005)).toBe('R$ 0,01');
    expect(formatBRL(1.005)).toBe('R$ 1,01');
    expect(formatBRL(2.345)).toBe('R$ 2,35');
    expect(formatBRL(2.344)).toBe('R$ 2,34');
    expect(formatBRL(-1.005)).toBe('-R$ 1,01');
  });

  it('never shows a minus sign on an amount that rounds to zero', () => {
    expect(formatBRL(-0)).toBe('R$ 0,00');
    expect(formatBRL(-0.004)).toBe('R$ 0,00');
    expect(formatBRL(-1e-9)).toBe('R$ 0,00');
  });

  it('returns an empty string for non-numbers', () => {
    expect(formatBRL(Number.NaN)).toBe('');
    expect(formatBRL(Number.POSITIVE_INFINITY)).toBe('');
    expect(formatBRL(Number.NEGATIVE_INFINITY)).toBe('');
  });
});

describe('formatMiles', () => {
  it('groups thousands with dots and shows no decimals', () => {
    expect(formatMiles(45000)).toBe('45.000');
    expect(formatMiles(0)).toBe('0');
    expect(formatMiles(999)).toBe('999');
    expect(formatMiles(1_250_000)).toBe('1.250.000');
  });

  it('rounds half away from zero and refuses non-numbers', () => {
    expect(formatMiles(1234.5)).toBe('1.235');
    expect(formatMiles(1234.49)).toBe('1.234');
    expect(formatMiles(-2.5)).toBe('-3');
    expect(formatMiles(-0.2)).toBe('0');
    expect(formatMiles(Number.NaN)).toBe('');
  });
});

describe('dates', () => {
  // Run in Brazil's time zone (UTC-3, no daylight saving since 2019), where new Date('2026-12-01') is
  // 30/11/2026 21:00: the bug the formatter must avoid.
  beforeAll(() => {
    vi.stubEnv('TZ', 'America/Sao_Paulo');
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it('runs in a zone behind UTC, so a naive parse would shift the day', () => {
    expect(new Date('2026-12-01').getDate()).toBe(30);
  });

  it('reads date-only strings as local dates', () => {
    expect(formatDate('2026-12-01')).toBe('01/12/2026');
    expect(formatDate('2026-01-01')).toBe('01/01/2026');
    expect(formatDateTime('2026-12-01')).toBe('01/12/2026 00:00');
  });

  it('shows instants with an offset in local time', () => {
    expect(formatDateTime('2026-12-01T02:30:00Z')).toBe('30/11/2026 23:30');
    expect(formatDateTime('2026-12-01T14:05:00-03:00')).toBe('01/12/2026 14:05');
    expect(formatDate('2026-12-01T02:30:00Z')).toBe('30/11/2026');
  });

  it('formats Date objects and timestamps, zero-padded, 24-hour clock', () => {
    expect(formatDate(new Date(2028, 1, 29))).toBe('29/02/2028');
    expect(formatDateTime(new Date(2026, 10, 22, 9, 5))).toBe('22/11/2026 09:05');
    expect(formatDateTime(new Date(2026, 11, 31, 23, 59))).toBe('31/12/2026 23:59');
    expect(formatDate(new Date(2026, 0, 2).getTime())).toBe('02/01/2026');
  });

  it('returns an empty string for invalid input rather than "Invalid Date"', () => {
    expect(formatDate('não é data')).toBe('');
    expect(formatDate('01/12/2026')).toBe('');
    expect(formatDate('2026-02-30')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
  });

  it('starts weeks on Sunday', () => {
    expect(ptBRLocale.options?.weekStartsOn).toBe(0);
    // Wednesday 2026-12-02 → the week starts on Sunday 2026-11-29.
    expect(formatDate(startOfWeek(new Date(2026, 11, 2), { locale: ptBRLocale }))).toBe('29/11/2026');
  });
});
