// GET /api/calendar (the finished calendar) and GET /api/calendar/day (one day's cash fare, asked from its cell).
import { type CalendarQuery, calendarDayCashReplySchema, calendarReplySchema } from '@core/schemas/calendar';
import { api } from '@/lib/api';

export function calendarRequestParams(query: CalendarQuery): URLSearchParams {
  const params = new URLSearchParams({
    origin: query.origin,
    destination: query.destination,
    from: query.from,
    to: query.to,
    cabin: query.cabin,
    programs: query.programs.join(','),
    adults: String(query.adults),
  });
  if (query.nights !== undefined) params.set('nights', String(query.nights));
  return params;
}

export function getCalendar(query: CalendarQuery, signal?: AbortSignal) {
  return api(`/api/calendar?${calendarRequestParams(query).toString()}`, calendarReplySchema, { signal });
}

export function getCalendarDayCash(query: CalendarQuery, date: string, signal?: AbortSignal) {
  const params = new URLSearchParams({
    origin: query.origin,
    destination: query.destination,
    date,
    cabin: query.cabin,
    adults: String(query.adults),
  });
  if (query.nights !== undefined) params.set('nights', String(query.nights));
  return api(`/api/calendar/day?${params.toString()}`, calendarDayCashReplySchema, { signal });
}
