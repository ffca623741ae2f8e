import { awardProgramOfFamily, type AwardProgram } from '../miles/program-ids';
import { programFamily } from '../miles/programs';
import type { MilesVerdict, PriceInsight, PriceLevel } from '../schemas/insight';
import { MILES_HIGH_PERCENTILE, MILES_LOW_PERCENTILE, MILES_MEDIAN_MARGIN } from './limits';
import { enoughHistory, type ObservedStats, quantile, verdictForPrice } from './verdict';

/**
 * The miles verdict: under dynamic pricing (Smiles, LATAM Pass, Azul) nobody can tell whether 35.000 miles is a
 * good price for a route, so an award is judged against what the product itself saw priced for the same route,
 * programme, cabin and travel month: the daily minima of the last INSIGHT_LOOKBACK_DAYS, one per day seen.
 *
 * - 'low': at or under their 20th percentile, or at least 20 % under their median (either suffices: a month whose
 *   minima barely move still calls a fifth off the median a good price);
 * - 'high': over their 80th percentile, or at least 20 % over the median;
 * - 'typical' in between; 'unknown' ("histórico insuficiente") below the cash verdict's minimum sample
 *   (INSIGHT_MIN_OBSERVATIONS offers on INSIGHT_MIN_DAYS distinct days).
 */

/** The figures a level is read from. */
export interface MilesBands {
  p20: number;
  median: number;
  p80: number;
}

/** Where `miles` sits against the month's bands. */
export function milesLevel(miles: number, bands: MilesBands): Exclude<PriceLevel, 'unknown'> {
  if (miles <= bands.p20 || miles <= bands.median * (1 - MILES_MEDIAN_MARGIN)) return 'low';
  if (miles > bands.p80 || miles >= bands.median * (1 + MILES_MEDIAN_MARGIN)) return 'high';
  return 'typical';
}

/** The bands of a verdict that has them (typicalRange [p20, p80] and the median). */
function bandsOf(insight: Pick<PriceInsight, 'typicalRange' | 'median'>): MilesBands | null {
  if (!insight.typicalRange || insight.median === null) return null;
  return { p20: insight.typicalRange[0], median: insight.median, p80: insight.typicalRange[1] };
}

/** The 20th, 50th and 80th percentiles of the daily minima (continuous, as PostgreSQL's percentile_cont). */
export function milesBands(history: readonly { min: number }[]): MilesBands | null {
  if (history.length === 0) return null;
  const sorted = history.map((point) => point.min).sort((a, b) => a - b);
  return {
    p20: quantile(sorted, MILES_LOW_PERCENTILE),
    median: quantile(sorted, 0.5),
    p80: quantile(sorted, MILES_HIGH_PERCENTILE),
  };
}

/**
 * The verdict of `current` miles (null judges nothing) against one route, programme, cabin and travel month's
 * statistics (statsFromDays of price_month_minima); `month` is yyyy-MM.
 */
export function milesVerdict(stats: ObservedStats, current: number | null, month: string): PriceInsight {
  const bands = enoughHistory(stats) ? milesBands(stats.history) : null;
  return {
    level: bands && current !== null ? milesLevel(current, bands) : 'unknown',
    typicalRange: bands ? [bands.p20, bands.p80] : null,
    median: bands ? bands.median : null,
    current,
    observations: stats.observations,
    since: stats.since,
    history: [...stats.history],
    source: 'observado',
    month: month.slice(0, 7),
  };
}

/** One award's own miles against a month's miles verdict. */
export function milesVerdictForPrice(insight: PriceInsight, miles: number): PriceInsight {
  const bands = bandsOf(insight);
  return { ...insight, level: bands ? milesLevel(miles, bands) : 'unknown', current: miles };
}

/** The compact verdict an award row or a calendar day carries, for its own miles. */
export function compactMilesVerdict(
  insight: PriceInsight,
  program: AwardProgram,
  month: string,
  miles: number,
): MilesVerdict {
  const judged = milesVerdictForPrice(insight, miles);
  return {
    program,
    month: month.slice(0, 7),
    level: judged.level,
    typicalRange: judged.typicalRange,
    median: judged.median,
    observations: judged.observations,
  };
}

/**
 * The programme whose history judges an award: the one that prices the seat (Virgin Atlantic shown under LATAM
 * Pass is judged as Virgin's points, not LATAM's miles), else the one it is shown under (American's seats, searched
 * for LATAM Pass, are LATAM's). Null for a name of no award programme.
 */
export function pricingProgram(
  milesProgram: string | null | undefined,
  originalProgram?: string | null,
): AwardProgram | null {
  const family = programFamily(originalProgram) ?? programFamily(milesProgram);
  return family ? awardProgramOfFamily(family) : null;
}

/** An offer's own price against its route's verdict, by the rule of its kind (the card, the alert, the row). */
export function judgeOwnPrice(insight: PriceInsight, price: number, kind: 'cash' | 'miles'): PriceInsight {
  return kind === 'miles' ? milesVerdictForPrice(insight, price) : verdictForPrice(insight, price);
}
