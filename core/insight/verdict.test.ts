import { describe, expect, it } from 'vitest';
import { INSIGHT_MIN_DAYS, INSIGHT_MIN_OBSERVATIONS } from './limits';
import {
  enoughHistory,
  levelOf,
  type ObservedStats,
  priceVerdict,
  quantile,
  statsFromDays,
  verdictForPrice,
} from './verdict';

const history = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ day: `2026-10-${String(i + 1).padStart(2, '0')}`, min: 50_000 + i * 1000 }));

const stats = (over: Partial<ObservedStats> = {}): ObservedStats => ({
  observations: 12,
  days: 8,
  quartiles: [50_000, 55_000, 62_000],
  since: '2026-10-01',
  history: history(8),
  ...over,
});

describe('quantile (as percentile_cont)', () => {
  it('interpolates between the neighbours', () => {
    const sorted = [10, 20, 30, 40];
    expect(quantile(sorted, 0.25)).toBe(17.5);
    expect(quantile(sorted, 0.5)).toBe(25);
    expect(quantile(sorted, 0.75)).toBe(32.5);
    expect(quantile([7], 0.75)).toBe(7);
    expect(quantile([], 0.5)).toBeNaN();
  });
});

describe('levelOf: the thresholds', () => {
  it('is low strictly under the range, high strictly over it, typical on its edges', () => {
    expect(levelOf(49_999, [50_000, 62_000])).toBe('low');
    expect(levelOf(50_000, [50_000, 62_000])).toBe('typical');
    expect(levelOf(62_000, [50_000, 62_000])).toBe('typical');
    expect(levelOf(62_001, [50_000, 62_000])).toBe('high');
  });
});

describe('priceVerdict from observations', () => {
  it('judges the price against the 25th–75th percentile and says the median', () => {
    const verdict = priceVerdict(stats(), 45_000, null);
    expect(verdict).toMatchObject({
      level: 'low',
      typicalRange: [50_000, 62_000],
      median: 55_000,
      current: 45_000,
      observations: 12,
      since: '2026-10-01',
      source: 'observado',
    });
    expect(verdict.history).toHaveLength(8);
    expect(priceVerdict(stats(), 70_000, null).level).toBe('high');
    expect(priceVerdict(stats(), 56_000, null).level).toBe('typical');
  });

  it(`says nothing below ${INSIGHT_MIN_OBSERVATIONS} observations or ${INSIGHT_MIN_DAYS} distinct days`, () => {
    expect(enoughHistory({ observations: INSIGHT_MIN_OBSERVATIONS, days: INSIGHT_MIN_DAYS })).toBe(true);
    for (const thin of [
      stats({ observations: INSIGHT_MIN_OBSERVATIONS - 1 }),
      stats({ days: INSIGHT_MIN_DAYS - 1 }),
      stats({ observations: 0, days: 0, quartiles: null, since: null, history: [] }),
    ]) {
      const verdict = priceVerdict(thin, 45_000, null);
      expect(verdict.level).toBe('unknown');
      expect(verdict.typicalRange).toBeNull();
      expect(verdict.median).toBeNull();
    }
  });

  it('judges nothing without a price', () => {
    expect(priceVerdict(stats(), null, null).level).toBe('unknown');
  });
});

describe("Google's insight", () => {
  const google = {
    level: 'typical' as const,
    typicalRange: [2400, 3600] as const,
    lowestPrice: 2589,
    history: [{ day: '2026-11-01', min: 2890 }],
  };

  it('takes precedence over the observations for cash, even with a thin history', () => {
    const cash = stats({ quartiles: [3000, 3500, 4000] });
    expect(priceVerdict(cash, 2300, google)).toMatchObject({
      level: 'low',
      typicalRange: [2400, 3600],
      median: 3000,
      source: 'google',
    });
    const thin = priceVerdict(stats({ observations: 1, days: 1 }), 3700, google);
    expect(thin).toMatchObject({ level: 'high', source: 'google', history: google.history });
  });

  it("uses Google's own lowest price and level when nothing is judged", () => {
    expect(priceVerdict(stats(), null, google)).toMatchObject({ level: 'typical', current: 2589 });
  });

  it("counts Google's history points once: those already recorded as days seen are not added again", () => {
    const recorded = stats({ observations: 5, days: 2, history: [{ day: '2026-11-01', min: 2890 }] });
    expect(priceVerdict(recorded, 2300, google).observations).toBe(5);
    const notYet = stats({ observations: 4, days: 1, history: [{ day: '2026-11-20', min: 2589 }] });
    expect(priceVerdict(notYet, 2300, google).observations).toBe(5);
  });

  it('without a range, leaves the verdict to the observations', () => {
    expect(priceVerdict(stats(), 45_000, { ...google, typicalRange: null }).source).toBe('observado');
  });
});

describe('verdictForPrice: one offer against the route', () => {
  it("judges the offer's own price, or says nothing without a range", () => {
    const route = priceVerdict(stats(), 56_000, null);
    expect(verdictForPrice(route, 45_000)).toMatchObject({ level: 'low', current: 45_000 });
    const unknown = priceVerdict(stats({ observations: 2 }), 56_000, null);
    expect(verdictForPrice(unknown, 45_000).level).toBe('unknown');
  });
});

describe('statsFromDays: the daily minima', () => {
  it('takes the quartiles of one minimum per day and counts every offer', () => {
    const days = [3000, 2500, 4000, 3500, 2000].map((min, i) => ({ day: `2026-10-0${i + 1}`, min, n: 3 }));
    expect(statsFromDays(days)).toEqual({
      observations: 15,
      days: 5,
      quartiles: [2500, 3000, 3500],
      since: '2026-10-01',
      history: days.map(({ day, min }) => ({ day, min })),
    });
    expect(statsFromDays([]).quartiles).toBeNull();
  });
});
