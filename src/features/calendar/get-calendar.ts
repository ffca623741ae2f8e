// GET /api/calendar (the finished calendar) and GET /api/calendar/day (one day's cash fare, asked from its cell).
import { getCalendarDayCash as dayCashOp, getCalendar as getCalendarOp } from '@core/contract/insight';
import type { CalendarQuery } from '@core/schemas/calendar';
import { call } from '@/lib/call';

const nightsOf = (query: CalendarQuery) => (query.nights !== undefined ? { nights: query.nights } : {});

export function getCalendar(query: CalendarQuery, signal?: AbortSignal) {
  const { origin, destination, from, to, cabin, programs, adults } = query;
  return call(getCalendarOp, {
    query: { origin, destination, from, to, cabin, programs: programs.join(','), adults, ...nightsOf(query) },
    signal,
  });
}

export function getCalendarDayCash(query: CalendarQuery, date: string, signal?: AbortSignal) {
  const { origin, destination, cabin, adults } = query;
  return call(dayCashOp, { query: { origin, destination, date, cabin, adults, ...nightsOf(query) }, signal });
}
