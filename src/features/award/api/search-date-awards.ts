import type { BookingWindow } from '@core/schemas/booking-window';
import { DEFAULT_AWARD_PROGRAMS, type DateAwardFlight, type DateAwardSearch } from '@core/schemas/award';
import { useSubmittedQuery } from '@/lib/use-submitted-query';
import { type AwardOutcome, combineProgramResults } from '../award-outcome';
import { dateAwardRows } from '../date-rows';
import { fetchBookingWindows } from './get-booking-window';
import { searchPrograms } from './search-programs';

export interface DateRun {
  id: number;
  outcome: AwardOutcome;
  rows: DateAwardFlight[];
  /** The day searched. */
  date: string;
  /** The programmes' booking windows, for a far day (absent for a near one, or when the server could not say). */
  bookingWindows?: BookingWindow[];
}

export interface DateAwardInput {
  values: DateAwardSearch;
  /** Tells runs apart on screen. */
  id: number;
}

/** Every programme on GET /api/miles/search, narrowed to one date (SPEC §2 screen 7). */
export async function searchDateAwards({ values, id }: DateAwardInput, signal: AbortSignal): Promise<DateRun> {
  const route = { origin: values.origin, destination: values.destination };
  const [results, bookingWindows] = await Promise.all([
    searchPrograms(DEFAULT_AWARD_PROGRAMS, route, signal),
    fetchBookingWindows(route, values.departureDate, signal),
  ]);
  const outcome = combineProgramResults(results, route, 'ALL');
  return {
    id,
    outcome,
    rows: dateAwardRows(outcome, values.departureDate),
    date: values.departureDate,
    ...(bookingWindows ? { bookingWindows } : {}),
  };
}

/** The date-based screen's request: the last submitted date. */
export const useDateAwards = () => useSubmittedQuery('date-awards', searchDateAwards);
