import { calendarDates } from '@core/calendar/days';
import { pricingProgram } from '@core/insight/miles-verdict';
import { type MilesSource, programOfSource, shownProgram } from '@core/miles/program-ids';
import { AWARD_CABIN_CLASSES, type AwardFlight } from '@core/schemas/award';
import type { Db } from '../../db/client';
import { type JudgeAward, readMilesMonths } from '../../insight/miles-months';

/**
 * The award table's miles verdicts (GET /api/miles/search): one read of the programme's months and cabins, each
 * row judged on its own miles. A failed read leaves the rows without a verdict rather than failing the search.
 */

/** The award programme a Seats.aero source's rows are judged under (american: LATAM, virginatlantic: VIRGIN). */
function programOf(source: MilesSource): string | null {
  const pricing = programOfSource(source);
  return pricing ? pricingProgram(shownProgram(pricing).name, pricing.name) : null;
}

export function awardVerdicts(
  db: Db | null,
  query: { origin: string; destination: string; source: MilesSource },
  from: string,
  to: string,
  now: Date,
): Promise<JudgeAward | null> {
  const program = programOf(query.source);
  if (!db || !program) return Promise.resolve(null);
  // The first day of each month is enough to name the months read.
  const dates = calendarDates(from, to).filter((day, i) => i === 0 || day.endsWith('-01'));
  return readMilesMonths(
    db,
    { origin: query.origin, destination: query.destination, cabins: AWARD_CABIN_CLASSES, programs: [program], dates },
    now,
  ).catch(() => null);
}

/** The row with its verdict; estimated miles (a fallback figure, not a price) are judged by nobody. */
export function withVerdict(row: AwardFlight, judge: JudgeAward | null): AwardFlight {
  if (!judge || row.miles_estimated) return row;
  const verdict = judge({
    cabin: row.cabin_class,
    date: row.departure_date || row.flight_date,
    miles: row.miles_cost,
    program: row.program,
    originalProgram: row.original_program,
  });
  return verdict ? { ...row, verdict } : row;
}
