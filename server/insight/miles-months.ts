import { INSIGHT_LOOKBACK_DAYS } from '@core/insight/limits';
import { compactMilesVerdict, milesVerdict, pricingProgram } from '@core/insight/miles-verdict';
import { statsFromDays } from '@core/insight/verdict';
import { AWARD_PROGRAMS } from '@core/miles/program-ids';
import type { MilesVerdict, PriceInsight } from '@core/schemas/insight';
import { addDaysIso } from '@core/schemas/search';
import { z } from '@core/schemas/zod-locale';
import type { Queryable } from '../db/client';
import { airportsOf, travelMonthOf } from './insight-store';
import { observedDay } from './observation-rows';

/**
 * The miles verdicts of many awards in one read (the award table's months, the calendar's days): per cabin,
 * programme and travel month, the month's verdict (core/insight/miles-verdict.ts), the same GET /api/price-insight
 * answers for each of them. Each award is then judged on its own miles without another request.
 */

export interface MilesMonthsScope {
  /** Route ends as asked: airports or city codes (read as their airports). */
  origin: string;
  destination: string;
  cabins: readonly string[];
  /** Award programmes (LATAM, AZUL…); every one by default. */
  programs?: readonly string[];
  /** Travel dates (yyyy-MM-dd) whose months are read. */
  dates: readonly string[];
}

// One row per cabin, programme, month and day seen, a city's airports folded into the day's minimum. Every
// condition is on a leading column of price_month_minima's key.
const READ_SQL = `
  SELECT cabin, program, to_char(travel_month, 'YYYY-MM') AS month, to_char(observed_on, 'YYYY-MM-DD') AS day,
    min(min_price)::float8 AS min, sum(seen_count)::int AS n
  FROM price_month_minima
  WHERE origin = ANY($1::text[]) AND destination = ANY($2::text[]) AND cabin = ANY($3::text[]) AND kind = 'miles'
    AND program = ANY($4::text[]) AND travel_month = ANY($5::date[]) AND observed_on >= $6::date
  GROUP BY cabin, program, travel_month, observed_on
  ORDER BY cabin, program, travel_month, observed_on`;

const rows = z.array(
  z.object({
    cabin: z.string(),
    program: z.string(),
    month: z.string(),
    day: z.string(),
    min: z.coerce.number(),
    n: z.coerce.number(),
  }),
);

const keyOf = (cabin: string, program: string, month: string) => `${cabin}|${program}|${month.slice(0, 7)}`;

/** Judges one award: null for one of no award programme. */
export type JudgeAward = (award: {
  cabin: string;
  date: string;
  /** One traveller's miles. */
  miles: number;
  program: string | null;
  originalProgram?: string | null;
}) => MilesVerdict | null;

/** The months' verdicts, as a judge of single awards. */
export async function readMilesMonths(db: Queryable, scope: MilesMonthsScope, now: Date): Promise<JudgeAward> {
  const months = [...new Set(scope.dates.map(travelMonthOf))];
  const since = addDaysIso(observedDay(now), -INSIGHT_LOOKBACK_DAYS);
  const found =
    months.length === 0 || scope.cabins.length === 0
      ? []
      : rows.parse(
          await db.query(READ_SQL, [
            airportsOf(scope.origin),
            airportsOf(scope.destination),
            [...scope.cabins],
            [...(scope.programs ?? AWARD_PROGRAMS)],
            months,
            since,
          ]),
        );
  const days = new Map<string, { day: string; min: number; n: number }[]>();
  for (const row of found) {
    const key = keyOf(row.cabin, row.program, row.month);
    const list = days.get(key) ?? [];
    list.push(row);
    days.set(key, list);
  }
  const verdicts = new Map<string, PriceInsight>();
  return (award) => {
    const program = pricingProgram(award.program, award.originalProgram);
    if (!program) return null;
    const key = keyOf(award.cabin, program, award.date);
    let verdict = verdicts.get(key);
    if (!verdict) {
      verdict = milesVerdict(statsFromDays(days.get(key) ?? []), null, award.date);
      verdicts.set(key, verdict);
    }
    return compactMilesVerdict(verdict, program, award.date, award.miles);
  };
}
