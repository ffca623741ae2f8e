// The calendar's address: '/calendario?origem=SAO&destino=LIS&de=2026-12-01&ate=2026-12-31[&classe=…][&programas=…]
// [&passageiros=2][&noites=7]'. A reload or a shared link shows the same calendar. The names follow the search
// link (origem, destino, classe); the query is read with the calendar's request schema, so a link the API would
// refuse opens the form with its defaults instead.
import { AWARD_PROGRAMS } from '../schemas/award';
import { type CalendarQuery, type CalendarQueryInput, calendarQuerySchema } from '../schemas/calendar';
import { CALENDAR_PATH } from './paths';

export function calendarLinkParams(query: CalendarQuery): URLSearchParams {
  const params = new URLSearchParams({
    origem: query.origin,
    destino: query.destination,
    de: query.from,
    ate: query.to,
  });
  if (query.cabin !== 'ECONOMY') params.set('classe', query.cabin);
  if (query.programs.length < AWARD_PROGRAMS.length) params.set('programas', query.programs.join(','));
  if (query.adults > 1) params.set('passageiros', String(query.adults));
  if (query.nights !== undefined) params.set('noites', String(query.nights));
  return params;
}

export function calendarLinkPath(query: CalendarQuery): string {
  return `${CALENDAR_PATH}?${calendarLinkParams(query).toString()}`;
}

/** The calendar a link asks for, or null when it is incomplete or invalid (the form then shows its defaults). */
export function readCalendarLink(params: URLSearchParams): CalendarQuery | null {
  const input: CalendarQueryInput = {
    origin: params.get('origem') ?? '',
    destination: params.get('destino') ?? '',
    from: params.get('de') ?? '',
    to: params.get('ate') ?? '',
    ...(params.get('classe') ? { cabin: params.get('classe') ?? '' } : {}),
    ...(params.get('programas') ? { programs: params.get('programas') ?? '' } : {}),
    ...(params.get('passageiros') ? { adults: params.get('passageiros') ?? '' } : {}),
    ...(params.get('noites') ? { nights: params.get('noites') ?? '' } : {}),
  };
  const parsed = calendarQuerySchema.safeParse(input);
  return parsed.success ? parsed.data : null;
}

/** The key a calendar is kept under on the device. */
export function calendarKey(query: CalendarQuery): string {
  return calendarLinkParams(query).toString();
}
