import { describe, expect, it } from 'vitest';
import { bool, cabinFrom, codeList, count, localDateTime, miles, minorUnits, num, pick } from './raw-values';

describe('raw values', () => {
  it('reads numbers written as strings, thousands separators included', () => {
    expect([
      num('35000'),
      num('35,000'),
      num('35.000'),
      num('1.234.567'),
      num('150.75'),
      num('150,75'),
      num(' 42 '),
    ]).toEqual([35000, 35000, 35000, 1234567, 150.75, 150.75, 42]);
    expect([num(''), num('abc'), num(null), num(Number.NaN), num({})]).toEqual([null, null, null, null, null]);
  });

  it('reads miles, minor units and counts, refusing negatives', () => {
    expect([miles('35000'), miles(35000.4), miles(null), miles('-1'), miles(0)]).toEqual([35000, 35000, null, null, 0]);
    expect([minorUnits(15075), minorUnits('5600'), minorUnits(0), minorUnits(-1), minorUnits(undefined)]).toEqual([
      150.75,
      56,
      0,
      null,
      null,
    ]);
    expect([count('4'), count(0), count(-2), count('x')]).toEqual([4, 0, null, null]);
  });

  it('picks the first present key and reads booleans', () => {
    expect(pick({ a: '', b: null, c: 0 }, 'a', 'b', 'c')).toBe(0);
    expect(pick({}, 'a')).toBeUndefined();
    expect([true, 'true', 1, 'S', 'sim', 'yes'].map(bool)).toEqual([true, true, true, true, true, true]);
    expect([false, 'false', 0, 'N', null, undefined].map(bool)).toEqual([false, false, false, false, false, false]);
  });

  it('keeps the wall-clock time of airport-local timestamps (the Z is not UTC)', () => {
    expect(localDateTime('2026-03-15T22:05:00Z')).toEqual({ date: '2026-03-15', time: '22:05' });
    expect(localDateTime('2026-03-15T23:50:00-03:00')).toEqual({ date: '2026-03-15', time: '23:50' });
    expect(localDateTime('2026-03-15 07:10')).toEqual({ date: '2026-03-15', time: '07:10' });
    expect(localDateTime('2026-03-15')).toEqual({ date: '2026-03-15', time: '' });
    expect(localDateTime('15/03/2026 07:10')).toEqual({ date: '2026-03-15', time: '07:10' });
    expect(localDateTime('7:05')).toEqual({ date: '', time: '07:05' });
    expect(localDateTime(null)).toEqual({ date: '', time: '' });
  });

  it('reads airport lists and cabin words', () => {
    expect(codeList('mia, JFK')).toEqual(['MIA', 'JFK']);
    expect(codeList(['LIS', 'x', 'MAD'])).toEqual(['LIS', 'MAD']);
    expect(['economy', 'Y', 'premium', 'business', 'J', 'first', 'F', 'executiva', 'nada'].map(cabinFrom)).toEqual([
      'ECONOMY',
      'ECONOMY',
      'PREMIUM_ECONOMY',
      'BUSINESS',
      'BUSINESS',
      'FIRST',
      'FIRST',
      'BUSINESS',
      null,
    ]);
  });
});
