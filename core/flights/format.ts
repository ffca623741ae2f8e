import { differenceInCalendarDays, parseISO } from 'date-fns';
/** Display rules of SPEC §9 for stops, duration and seats. */

/** 0 → 'Direto', 1 → '1 escala', n → 'n escalas'. */
export function formatStops(stops: number): string {
  if (!Number.isFinite(stops) || stops <= 0) return 'Direto';
  const n = Math.round(stops);
  return n === 1 ? '1 escala' : `${n} escalas`;
}

/** What a fixed-table fare says where a schedule would be: it has none, so it claims no stops either. */
export const REFERENCE_SCHEDULE_TEXT = 'Tabela de referência — horários na emissão';

/** A fare from the fixed award table (or any reference figure): no times, no duration, no stops to show. */
export function isReferenceFare(flight: { source: string; freshness?: { kind: string } }): boolean {
  return flight.source === 'fixed_table' || flight.freshness?.kind === 'reference';
}

/** 635 → '10h 35min'; 45 → '45min'; 120 → '2h'; '' when not a non-negative number. */
export function formatDuration(minutes: number | null | undefined): string {
  if (typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes < 0) return '';
  const total = Math.round(minutes);
  const h = Math.floor(total / 60);
  const m = total % 60;
  if (h === 0) return `${m}min`;
  return m === 0 ? `${h}h` : `${h}h ${String(m).padStart(2, '0')}min`;
}

/**
 * Minutes from the ways providers write a duration: a number of minutes, 'PT10H35M', '10h 35m', '10h35min',
 * '10:35', '635'. Null when unreadable.
 */
export function parseDurationMinutes(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.round(value) : null;
  if (typeof value !== 'string') return null;
  const s = value.trim().toLowerCase();
  if (!s) return null;
  if (/^\d+$/.test(s)) return Number(s);
  const iso = /^pt(?:(\d+)h)?(?:(\d+)m)?$/.exec(s);
  if (iso && (iso[1] || iso[2])) return Number(iso[1] ?? 0) * 60 + Number(iso[2] ?? 0);
  const clock = /^(\d{1,3}):([0-5]\d)$/.exec(s);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  const hm = /^(?:(\d+)\s*h)?\s*(?:(\d+)\s*m(?:in)?)?$/.exec(s);
  if (hm && (hm[1] || hm[2])) return Number(hm[1] ?? 0) * 60 + Number(hm[2] ?? 0);
  return null;
}

export const LOW_SEATS_THRESHOLD = 5;

/** SPEC §9: the seats badge turns destructive at 5 seats or fewer; unknown (null/0) shows no badge. */
export function isLowSeats(seats: number | null | undefined): boolean {
  return typeof seats === 'number' && seats > 0 && seats <= LOW_SEATS_THRESHOLD;
}

/**
 * An award's seats against the party it is for: 'short' when the provider counts fewer seats than travellers
 * ('Só 1 assento: não dá para 2 passageiros'), 'unknown' when a party of two or more meets a programme that gives
 * no count ('lugares: ?', Azul's rows), 'low' for the few-seats badge; null when there is nothing to say.
 * Seats.aero's 0 means "not counted", never "sold out".
 */
export function partySeats(
  seats: number | null | undefined,
  passengers: number,
): { level: 'short' | 'unknown' | 'low'; text: string } | null {
  const known = typeof seats === 'number' && seats > 0;
  if (known && seats < passengers)
    return { level: 'short', text: `Só ${formatSeats(seats)}: não dá para ${passengers} passageiros` };
  if (!known) return passengers > 1 ? { level: 'unknown', text: 'lugares: ?' } : null;
  return isLowSeats(seats) ? { level: 'low', text: formatSeats(seats) } : null;
}

/** '1 assento' / 'n assentos'; '' when unknown. */
export function formatSeats(seats: number | null | undefined): string {
  if (typeof seats !== 'number' || seats <= 0) return '';
  return seats === 1 ? '1 assento' : `${seats} assentos`;
}

/**
 * Days between departure and arrival ('2026-12-20' → '2026-12-21' is 1); 0 when either date is missing or
 * unreadable.
 */
export function arrivalDayOffset(departureDate: string, arrivalDate: string): number {
  const day = (d: string) => (/^\d{4}-\d{2}-\d{2}$/.test(d) ? parseISO(d) : null);
  const [from, to] = [day(departureDate), day(arrivalDate)];
  const diff = from && to ? differenceInCalendarDays(to, from) : Number.NaN;
  return Number.isFinite(diff) ? diff : 0;
}

/** '+1' for an arrival the next day, '+2', '-1' (crossing the date line westwards); '' on the same day. */
export function formatDayOffset(days: number): string {
  if (!Number.isFinite(days) || days === 0) return '';
  return days > 0 ? `+${days}` : `${days}`;
}
