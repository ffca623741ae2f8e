import { describe, expect, it } from 'vitest';
import { addDaysIso, todayIsoDate } from '../schemas/search';
import { quietSecondsLeft } from './quiet-hours';

// Brasília is UTC−3 all year (no daylight saving since 2019): 22:00 there is 01:00 UTC.
const today = todayIsoDate();
const tomorrow = addDaysIso(today, 1);
const brasilia = (day: string, time: string) => new Date(`${day}T${time}-03:00`);

describe('quietSecondsLeft', () => {
  it('waits from 22h to 7h, across midnight', () => {
    expect(quietSecondsLeft(brasilia(today, '22:00:00'))).toBe(9 * 3600);
    expect(quietSecondsLeft(brasilia(today, '23:30:15'))).toBe(7.5 * 3600 - 15);
    expect(quietSecondsLeft(brasilia(tomorrow, '03:00:00'))).toBe(4 * 3600);
    expect(quietSecondsLeft(brasilia(tomorrow, '06:59:59'))).toBe(1);
  });

  it('does not wait in the day', () => {
    expect(quietSecondsLeft(brasilia(tomorrow, '07:00:00'))).toBe(0);
    expect(quietSecondsLeft(brasilia(tomorrow, '12:00:00'))).toBe(0);
    expect(quietSecondsLeft(brasilia(tomorrow, '21:59:59'))).toBe(0);
  });
});
