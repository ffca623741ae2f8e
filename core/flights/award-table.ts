import { normalizeProgramName } from '../miles/programs';
import type { AwardFlight, DateAwardFlight } from '../schemas/award';

/** The award screens' table (SPEC §4 "Award search" and the date-based screen): sort keys, filters, rows. */

export const AWARD_SORT_KEYS = ['miles_cost', 'program', 'flight_date', 'departure_time', 'cabin_class'] as const;
export type AwardSortKey = (typeof AWARD_SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

/** SPEC §4: the award table starts sorted by miles, ascending. */
export const DEFAULT_AWARD_SORT: { key: AwardSortKey; direction: SortDirection } = {
  key: 'miles_cost',
  direction: 'asc',
};

const CABIN_ORDER: Readonly<Record<string, number>> = { ECONOMY: 0, PREMIUM_ECONOMY: 1, BUSINESS: 2, FIRST: 3 };

function compareValues(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0;
  if (a === null || a === '') return 1;
  if (b === null || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'pt-BR');
}

/** Empty values last in either direction; ties keep their order. */
function sortBy<T>(rows: readonly T[], value: (row: T) => string | number | null, direction: SortDirection): T[] {
  const sign = direction === 'desc' ? -1 : 1;
  return rows
    .map((row, i) => ({ row, i, v: value(row) }))
    .sort((x, y) => {
      const emptyX = x.v === null || x.v === '';
      const emptyY = y.v === null || y.v === '';
      if (emptyX !== emptyY) return emptyX ? 1 : -1;
      return sign * compareValues(x.v, y.v) || x.i - y.i;
    })
    .map((d) => d.row);
}

export function sortAwards(
  awards: readonly AwardFlight[],
  key: AwardSortKey = 'miles_cost',
  direction: SortDirection = 'asc',
): AwardFlight[] {
  const value = (a: AwardFlight): string | number | null => {
    if (key === 'cabin_class') return CABIN_ORDER[a.cabin_class] ?? null;
    if (key === 'flight_date') return a.flight_date ? `${a.flight_date} ${a.departure_time}` : null;
    return a[key];
  };
  return sortBy(awards, value, direction);
}

/** Clicking a column: the same column flips direction, another starts ascending. */
export function nextAwardSort(current: { key: AwardSortKey; direction: SortDirection }, key: AwardSortKey) {
  return current.key === key
    ? { key, direction: current.direction === 'asc' ? ('desc' as const) : ('asc' as const) }
    : { key, direction: 'asc' as const };
}

/** SPEC §4 award filters: cabin all / economy / business (business includes first), and programmes. */
export function filterAwards(
  awards: readonly AwardFlight[],
  filters: { cabin?: 'all' | 'economy' | 'business'; programs?: readonly string[] },
): AwardFlight[] {
  const programs = filters.programs?.length ? new Set(filters.programs.map(normalizeProgramName)) : null;
  return awards.filter((a) => {
    if (filters.cabin === 'economy' && a.cabin_class !== 'ECONOMY' && a.cabin_class !== 'PREMIUM_ECONOMY') return false;
    if (filters.cabin === 'business' && a.cabin_class !== 'BUSINESS' && a.cabin_class !== 'FIRST') return false;
    return !programs || programs.has(normalizeProgramName(a.program));
  });
}

/** SPEC §3 "Date-based award flight" from a normalised award. */
export function toDateAwardFlight(award: AwardFlight): DateAwardFlight {
  return {
    id: award.id,
    airline: award.airline,
    program: award.program,
    ...(award.original_program && award.original_program !== award.program
      ? { originalProgram: award.original_program }
      : {}),
    cabin: award.cabin_class,
    miles: award.miles_cost,
    departureTime: award.departure_time,
    arrivalTime: award.arrival_time,
    origin: award.origin,
    destination: award.destination,
    duration: award.duration,
    stops: award.stops,
    availableSeats: award.available_seats,
    ...(award.seen_at ? { seenAt: award.seen_at } : {}),
    ...(award.value ? { value: award.value } : {}),
  };
}

export const DATE_AWARD_SORT_KEYS = ['airline', 'program', 'cabin', 'miles', 'availableSeats'] as const;
export type DateAwardSortKey = (typeof DATE_AWARD_SORT_KEYS)[number];

export function sortDateAwards(
  rows: readonly DateAwardFlight[],
  key: DateAwardSortKey,
  direction: SortDirection = 'asc',
): DateAwardFlight[] {
  return sortBy(rows, (r) => (key === 'cabin' ? (CABIN_ORDER[r.cabin] ?? r.cabin) : r[key]), direction);
}

/** The date-based screen's cabin filter: all, economy, business, first (each exact). */
export function filterDateAwardsByCabin(
  rows: readonly DateAwardFlight[],
  cabin: 'all' | 'economy' | 'business' | 'first',
): DateAwardFlight[] {
  if (cabin === 'all') return [...rows];
  const wanted = cabin === 'economy' ? ['ECONOMY', 'PREMIUM_ECONOMY'] : [cabin.toUpperCase()];
  return rows.filter((r) => wanted.includes(r.cabin.toUpperCase()));
}
