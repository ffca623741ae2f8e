import { DEFAULT_AWARD_PROGRAMS, type DateAwardFlight, type DateAwardSearch } from '@core/schemas/award';
import { useSubmittedQuery } from '@/lib/use-submitted-query';
import { type AwardOutcome, combineProgramResults } from '../award-outcome';
import { dateAwardRows } from '../date-rows';
import { searchPrograms } from './search-programs';

export interface DateRun {
  id: number;
  outcome: AwardOutcome;
  rows: DateAwardFlight[];
}

export interface DateAwardInput {
  values: DateAwardSearch;
  /** Tells runs apart on screen. */
  id: number;
}

/** Every programme on GET /api/miles/search, narrowed to one date (SPEC §2 screen 7). */
export async function searchDateAwards({ values, id }: DateAwardInput, signal: AbortSignal): Promise<DateRun> {
  const route = { origin: values.origin, destination: values.destination };
  const outcome = combineProgramResults(await searchPrograms(DEFAULT_AWARD_PROGRAMS, route, signal), route, 'ALL');
  return { id, outcome, rows: dateAwardRows(outcome, values.departureDate) };
}

/** The date-based screen's request: the last submitted date. */
export const useDateAwards = () => useSubmittedQuery('date-awards', searchDateAwards);
