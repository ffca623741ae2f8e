import { differenceInCalendarDays, parseISO } from 'date-fns';
import type { AwardProgram } from './program-ids';
import { addDaysIso } from '../schemas/search';
import type { BookingWindow } from '../schemas/booking-window';

/**
 * When award seats for a travel day open: airlines open them a fixed number of days before departure (the
 * programme's window, Seats.aero's NumDaysOut), so a day further ahead than the window has no award yet, whatever
 * the search says. Days are yyyy-MM-dd; `today` is the caller's (the server's todayIsoDate, a test's clock).
 */

/**
 * Days ahead from which a day may lie beyond a programme's window: windows run about 330–355 days, so a nearer day is
 * taken as open without asking (a programme opening less than this ahead would go unsaid, never wrongly said closed).
 */
export const WINDOW_FLOOR_DAYS = 180;

/** Whether a search reaching `lastDay` should ask the programmes' windows. */
export function mayBeBeyondWindow(lastDay: string, today: string): boolean {
  return daysFrom(today, lastDay) > WINDOW_FLOOR_DAYS;
}

/** The day a travel day's seats open: the travel day minus the window. */
export function openingDate(travelDate: string, numDaysOut: number): string {
  return addDaysIso(travelDate, -numDaysOut);
}

/** Whole days from `today` to `day` (0 on the day, negative once past). */
export function daysFrom(today: string, day: string): number {
  return differenceInCalendarDays(parseISO(day), parseISO(today));
}

/** A programme whose seats for a travel day are not open yet. */
export interface ClosedProgram {
  program: AwardProgram;
  travelDate: string;
  opensOn: string;
  /** Days until it opens (≥ 1: a day that opens today is open). */
  daysLeft: number;
}

/**
 * The programmes whose window does not reach `travelDate` yet, soonest opening first; [] when every known window
 * reaches it (or none is known).
 */
export function closedPrograms(
  windows: readonly BookingWindow[] | undefined,
  travelDate: string,
  today: string,
): ClosedProgram[] {
  return (windows ?? [])
    .map((w) => {
      const opensOn = openingDate(travelDate, w.numDaysOut);
      return { program: w.program, travelDate, opensOn, daysLeft: daysFrom(today, opensOn) };
    })
    .filter((c) => c.daysLeft > 0)
    .sort((a, b) => a.daysLeft - b.daysLeft || a.program.localeCompare(b.program));
}

/**
 * A day's cell: the soonest opening among the searched programmes, but only when no searched programme is open for
 * it (a day some programme already sells is an ordinary day, with or without an award).
 */
export function cellOpening(
  windows: readonly BookingWindow[] | undefined,
  travelDate: string,
  today: string,
): ClosedProgram | null {
  const known = windows ?? [];
  const closed = closedPrograms(known, travelDate, today);
  return closed.length > 0 && closed.length === known.length ? (closed[0] ?? null) : null;
}
