import { describe, expect, it } from 'vitest';
import type { CalendarDay } from '../schemas/calendar';
import { addDaysIso, todayIsoDate } from '../schemas/search';
import { bestDayOf } from './best-day';

const today = todayIsoDate();
const day = (offset: number, bestBRL: number | null): CalendarDay => ({
  date: addDaysIso(today, offset),
  cash: null,
  miles: [],
  best: bestBRL === null ? null : 'cash',
  bestBRL,
  insight: null,
});

describe('bestDayOf', () => {
  it('is the lowest best total; nothing priced, no best day', () => {
    expect(bestDayOf([day(1, 900), day(2, 601), day(3, null)], today)).toEqual({ day: day(2, 601), ties: 0 });
    expect(bestDayOf([day(1, null)], today)).toBeNull();
  });

  it('breaks a tie by the earliest date, whatever order the days came in, and counts the others', () => {
    const days = [day(9, 601), day(4, 601.001), day(12, 601), day(2, 700), day(6, 601)];
    expect(bestDayOf(days, today)).toEqual({ day: day(4, 601.001), ties: 3 });
  });

  it('never picks a past day', () => {
    expect(bestDayOf([day(-2, 100), day(3, 500)], today)?.day.date).toBe(addDaysIso(today, 3));
  });
});
