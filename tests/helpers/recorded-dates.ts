// Recorded provider payloads (tests/fixtures) carry the dates of the day they were recorded. Where the server
// compares a date with today (an access_until, a travel date), a fixed date turns into the past one day and the
// test breaks. These helpers move a recording onto the test's clock: every date in it by the same whole number of
// days, so its shape (formats, times of day, the gaps between its dates) stays as recorded.

const DAY_MS = 86_400_000;

/** ISO instants (2026-11-22T10:16:00.000Z), Kiwify's "2026-11-22 10:16" and plain days (2026-11-22). */
const DATE_STRING = /^(\d{4})-(\d{2})-(\d{2})(?:([T ])(\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** `value` moved by `days` whole days in its own format, or unchanged when it is not a date. */
export function shiftDateString(value: string, days: number): string {
  const m = DATE_STRING.exec(value);
  if (!m) return value;
  const [, y, mo, d] = m;
  const moved = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)) + days * DAY_MS);
  const day = `${moved.getUTCFullYear()}-${pad(moved.getUTCMonth() + 1)}-${pad(moved.getUTCDate())}`;
  return day + value.slice(10);
}

/** Whole days from `recordedAt` to `now` (rounded down): the recording's moment lands within the last day. */
export function daysSince(recordedAt: string, now = Date.now()): number {
  return Math.floor((now - Date.parse(recordedAt)) / DAY_MS);
}

/** A copy of a recording with every date string in it moved by `days`. */
export function shiftRecording<T>(value: T, days: number): T {
  if (typeof value === 'string') return shiftDateString(value, days) as T;
  if (Array.isArray(value)) return value.map((item) => shiftRecording(item, days)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shiftRecording(v, days)])) as T;
  return value;
}

/** The ISO instant `days` days from `now` (negative: ago). */
export function daysFromNow(days: number, now = Date.now()): string {
  return new Date(now + days * DAY_MS).toISOString();
}

export interface Recording {
  /** Whole days the recording is moved by. */
  days: number;
  /** A date as written in the recording (its day, or an instant), moved onto the test's clock. */
  moved(value: string): string;
  /** A copy of a recorded payload with all its dates moved onto the test's clock. */
  payload<T>(value: T): T;
}

/**
 * Recordings made on `day` (YYYY-MM-DD), moved onto the test's clock: `day` becomes today, and every date keeps its
 * distance from it (a flight recorded 48 days ahead is still 48 days ahead). Read the clock once, at the top of a
 * file, so a file's dates agree with each other; tests/server/literal-dates.test.ts accepts literal dates only
 * as recordedOn('…') and .moved('…').
 */
export function recordedOn(day: string, now = Date.now()): Recording {
  const days = daysSince(`${day}T00:00:00.000Z`, now);
  return { days, moved: (value) => shiftDateString(value, days), payload: (value) => shiftRecording(value, days) };
}
