import { prepareAwardResults } from '@core/flights/acceptance';
import { toDateAwardFlight } from '@core/flights/award-table';
import type { DateAwardFlight } from '@core/schemas/award';
import type { AwardOutcome } from './award-outcome';

/**
 * The date-based screen's rows: the live awards flying on `date` (SPEC §5 filtering and fallback miles),
 * then the date-less fixed-table rows that stand in for unavailable programmes.
 */
export function dateAwardRows(outcome: AwardOutcome, date: string): DateAwardFlight[] {
  const onDate = outcome.live.filter((f) => (f.flight_date || f.departure_date) === date);
  return [...prepareAwardResults(onDate), ...outcome.reference].map(toDateAwardFlight);
}

/** Clicking a column: the same column flips direction, another starts ascending. */
export function nextSort<K extends string>(
  current: { key: K; direction: 'asc' | 'desc' },
  key: K,
): { key: K; direction: 'asc' | 'desc' } {
  if (current.key !== key) return { key, direction: 'asc' };
  return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}
