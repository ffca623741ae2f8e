// The link from a search's results to its whole month ("ver o mês inteiro"). Apart from calendar-link.ts so the
// search screen gets it without the calendar's schemas.
import { CALENDAR_PATH } from './paths';

/** '/calendario?origem=GRU&destino=MIA&de=2026-12-01&ate=2026-12-31[&classe=…]': the month of a searched day. */
export function monthCalendarPath(origin: string, destination: string, date: string, cabin = 'ECONOMY'): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const last = String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0');
  const month = date.slice(0, 7);
  const params = new URLSearchParams({
    origem: origin,
    destino: destination,
    de: `${month}-01`,
    ate: `${month}-${last}`,
  });
  if (cabin !== 'ECONOMY') params.set('classe', cabin);
  return `${CALENDAR_PATH}?${params.toString()}`;
}
