/**
 * The operator-facing numbers of the price verdict (README and docs/configuration.md repeat them): how far back
 * and how wide the history is read, the sample below which nothing is said, and how long observations are kept.
 */

/** Observations older than this many days are not read by the verdict. */
export const INSIGHT_LOOKBACK_DAYS = 90;
/** Travel dates within this many days of the asked one (or in its month) count as the same trip. */
export const INSIGHT_DATE_WINDOW_DAYS = 15;
/** Below this many observations the verdict is 'unknown' ("histórico insuficiente")… */
export const INSIGHT_MIN_OBSERVATIONS = 10;
/** …or below this many distinct days on which they were seen. */
export const INSIGHT_MIN_DAYS = 7;
/** Observations are deleted this many days after the day they were seen (maintenance job). */
export const OBSERVATION_RETENTION_DAYS = 400;
/**
 * Miles (award prices move by the day under dynamic pricing): an award is 'low' at or under this percentile of the
 * month's daily minima…
 */
export const MILES_LOW_PERCENTILE = 0.2;
/** …or at least this share below their median (Brazilian deal alerts call 15–25 % under the median low); */
export const MILES_MEDIAN_MARGIN = 0.2;
/** 'high' over this percentile or at least MILES_MEDIAN_MARGIN above the median. */
export const MILES_HIGH_PERCENTILE = 0.8;
