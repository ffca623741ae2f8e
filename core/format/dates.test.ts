import { startOfWeek } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime, formatDateTimeSeconds, ptBRLocale } from './dates';

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

  it('adds seconds for log lines', () => {
    expect(formatDateTimeSeconds(new Date(2026, 10, 22, 9, 5, 7))).toBe('22/11/2026 09:05:07');
    expect(formatDateTimeSeconds(new Date(Number.NaN))).toBe('');
  });
});
