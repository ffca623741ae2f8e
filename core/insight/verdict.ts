import type { PriceInsight, PriceLevel } from '../schemas/insight';
import { INSIGHT_MIN_DAYS, INSIGHT_MIN_OBSERVATIONS } from './limits';

/**
 * The price verdict: where a price sits against the daily minima observed for the same route, cabin, kind and
 * programme. The typical range is their 25th–75th percentile; below it is 'low', above it 'high'. With too
 * small a sample nothing is said ('unknown'): the product never invents what is normal.
 */

/** The statistics of a key's observations. */
export interface ObservedStats {
  /** Observations (one per key and day seen). */
  observations: number;
  /** Distinct days on which they were seen. */
  days: number;
  /** 25th, 50th and 75th percentiles of the daily minima (continuous, as PostgreSQL's percentile_cont). */
  quartiles: readonly [number, number, number] | null;
  /** First day seen (yyyy-MM-dd), or null with no observation. */
  since: string | null;
  /** The lowest price per day seen, oldest first (the chart). */
  history: readonly { day: string; min: number }[];
}

/** Google Flights' own reading of the route (SerpApi's price_insights), for cash. */
export interface GoogleInsight {
  level: 'low' | 'typical' | 'high' | null;
  typicalRange: readonly [number, number] | null;
  lowestPrice: number | null;
  history: readonly { day: string; min: number }[];
}

/** Continuous quantile of an ascending list (percentile_cont): q in [0, 1]. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const at = (sorted.length - 1) * Math.min(1, Math.max(0, q));
  const below = Math.floor(at);
  const lower = sorted[below] as number;
  const upper = sorted[Math.min(sorted.length - 1, below + 1)] as number;
  return lower + (upper - lower) * (at - below);
}

/**
 * The statistics of a key from its days seen (oldest first): each day's lowest price and how many offers were seen.
 * The typical range is read from the daily minima, one per day, so a day with many offers weighs as one.
 */
export function statsFromDays(days: readonly { day: string; min: number; n: number }[]): ObservedStats {
  const sorted = days.map((d) => d.min).sort((a, b) => a - b);
  return {
    observations: days.reduce((sum, d) => sum + d.n, 0),
    days: days.length,
    quartiles: sorted.length > 0 ? [quantile(sorted, 0.25), quantile(sorted, 0.5), quantile(sorted, 0.75)] : null,
    since: days[0]?.day ?? null,
    history: days.map(({ day, min }) => ({ day, min })),
  };
}

/** Whether the sample is large enough to say what is normal. */
export function enoughHistory(stats: Pick<ObservedStats, 'observations' | 'days'>): boolean {
  return stats.observations >= INSIGHT_MIN_OBSERVATIONS && stats.days >= INSIGHT_MIN_DAYS;
}

/** A price against a typical range: under it 'low', over it 'high', inside 'typical'. */
export function levelOf(price: number, range: readonly [number, number]): Exclude<PriceLevel, 'unknown'> {
  if (price < range[0]) return 'low';
  if (price > range[1]) return 'high';
  return 'typical';
}

/**
 * The verdict for `current` (the price being judged; null judges nothing). Google's insight wins for cash when it
 * carries a range; otherwise the observations decide, or nothing is said.
 */
export function priceVerdict(stats: ObservedStats, current: number | null, google: GoogleInsight | null): PriceInsight {
  if (google?.typicalRange) {
    const range: [number, number] = [google.typicalRange[0], google.typicalRange[1]];
    const median = (range[0] + range[1]) / 2;
    const priced = current ?? google.lowestPrice;
    const level = priced === null ? (google.level ?? 'unknown') : levelOf(priced, range);
    const history = google.history.length > 0 ? google.history : stats.history;
    const seenDays = new Set(stats.history.map((point) => point.day));
    return {
      level,
      typicalRange: range,
      median,
      current: priced,
      // Google's points already recorded (kept with the offers seen, per day) are not counted twice.
      observations: stats.observations + google.history.filter((point) => !seenDays.has(point.day)).length,
      since: history[0]?.day ?? stats.since,
      history: [...history],
      source: 'google',
    };
  }
  const known = enoughHistory(stats) && stats.quartiles !== null;
  const range: [number, number] | null = known && stats.quartiles ? [stats.quartiles[0], stats.quartiles[2]] : null;
  return {
    level: range && current !== null ? levelOf(current, range) : 'unknown',
    typicalRange: range,
    median: known && stats.quartiles ? stats.quartiles[1] : null,
    current,
    observations: stats.observations,
    since: stats.since,
    history: [...stats.history],
    source: 'observado',
  };
}

/** The verdict of one offer's own price against a route's insight (the result card: no extra request). */
export function verdictForPrice(insight: PriceInsight, price: number): PriceInsight {
  if (!insight.typicalRange) return { ...insight, level: 'unknown', current: price };
  return { ...insight, level: levelOf(price, insight.typicalRange), current: price };
}
