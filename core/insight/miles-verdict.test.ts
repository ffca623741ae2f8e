import { describe, expect, it } from 'vitest';
import { addDaysIso, todayIsoDate } from '../schemas/search';
import { INSIGHT_MIN_DAYS, INSIGHT_MIN_OBSERVATIONS } from './limits';
import {
  compactMilesVerdict,
  judgeOwnPrice,
  milesBands,
  milesLevel,
  milesVerdict,
  pricingProgram,
} from './miles-verdict';
import { statsFromDays } from './verdict';

const TODAY = todayIsoDate();
const MONTH = addDaysIso(TODAY, 60).slice(0, 7);

/** One daily minimum per day seen, the oldest first, `n` offers each. */
const days = (minima: number[], n = 1) =>
  minima.map((min, i) => ({ day: addDaysIso(TODAY, -(minima.length - i)), min, n }));

// Ten days of Smiles minima: sorted 15 000…24 000 in steps of 1 000.
const TEN = [18_000, 15_000, 21_000, 16_000, 24_000, 17_000, 19_000, 23_000, 20_000, 22_000];

describe('milesBands: the percentiles of the daily minima', () => {
  it('interpolates the 20th, 50th and 80th percentiles as percentile_cont', () => {
    // Ranks (n − 1)·q of ten: 1.8 → 16 800, 4.5 → 19 500, 7.2 → 22 200.
    const bands = milesBands(TEN.map((min) => ({ min })));
    expect(bands?.p20).toBeCloseTo(16_800, 6);
    expect(bands?.median).toBeCloseTo(19_500, 6);
    expect(bands?.p80).toBeCloseTo(22_200, 6);
    expect(milesBands([])).toBeNull();
  });
});

describe('milesLevel: low at or under the 20th percentile or 20% under the median', () => {
  const bands = { p20: 16_800, median: 19_500, p80: 22_200 };

  it('is low at the 20th percentile itself and under it', () => {
    expect(milesLevel(16_800, bands)).toBe('low');
    expect(milesLevel(12_000, bands)).toBe('low');
    expect(milesLevel(16_801, bands)).toBe('typical');
  });

  it('is low 20% under the median even when the 20th percentile sits lower', () => {
    const tight = { p20: 14_000, median: 20_000, p80: 21_000 };
    expect(milesLevel(16_000, tight)).toBe('low');
    expect(milesLevel(16_001, tight)).toBe('typical');
  });

  it('is high over the 80th percentile, or 20% over the median', () => {
    expect(milesLevel(22_200, bands)).toBe('typical');
    expect(milesLevel(22_201, bands)).toBe('high');
    expect(milesLevel(24_000, { p20: 16_000, median: 20_000, p80: 30_000 })).toBe('high');
    expect(milesLevel(23_999, { p20: 16_000, median: 20_000, p80: 30_000 })).toBe('typical');
  });
});

describe('milesVerdict: one route, programme, cabin and travel month', () => {
  it('gives the level of the miles judged, the 20th–80th range, the median, the sample and the month', () => {
    const verdict = milesVerdict(statsFromDays(days(TEN, 2)), 12_000, `${MONTH}-15`);
    expect(verdict).toMatchObject({
      level: 'low',
      median: 19_500,
      current: 12_000,
      observations: 20,
      since: addDaysIso(TODAY, -10),
      source: 'observado',
      month: MONTH,
    });
    expect(verdict.typicalRange?.[0]).toBeCloseTo(16_800, 6);
    expect(verdict.typicalRange?.[1]).toBeCloseTo(22_200, 6);
    expect(verdict.history).toHaveLength(10);
  });

  it(`says 'histórico insuficiente' below ${INSIGHT_MIN_OBSERVATIONS} offers or ${INSIGHT_MIN_DAYS} days`, () => {
    const thin = [days(TEN.slice(0, INSIGHT_MIN_DAYS - 1), 5), days(TEN.slice(0, 9)), []];
    for (const seen of thin) {
      const verdict = milesVerdict(statsFromDays(seen), 12_000, MONTH);
      expect(verdict).toMatchObject({ level: 'unknown', typicalRange: null, median: null, month: MONTH });
    }
    expect(milesVerdict(statsFromDays(days(TEN)), null, MONTH).level).toBe('unknown');
  });
});

describe("one award against the month's verdict", () => {
  const month = milesVerdict(statsFromDays(days(TEN)), null, MONTH);

  it('judges its own miles by the miles rule, a cash fare by the range alone', () => {
    expect(judgeOwnPrice(month, 15_600, 'miles').level).toBe('low');
    expect(judgeOwnPrice(month, 19_000, 'miles').level).toBe('typical');
    expect(judgeOwnPrice(month, 25_000, 'miles')).toMatchObject({ level: 'high', current: 25_000 });
    // Inside the range but 20% under the median: a good miles price, a normal fare.
    const tight = { ...month, typicalRange: [14_000, 21_000] as [number, number], median: 20_000 };
    expect(judgeOwnPrice(tight, 16_000, 'miles').level).toBe('low');
    expect(judgeOwnPrice(tight, 16_000, 'cash').level).toBe('typical');
  });

  it('carries the compact verdict an award row or a calendar day shows', () => {
    expect(compactMilesVerdict(month, 'SMILES', `${MONTH}-03`, 12_000)).toMatchObject({
      program: 'SMILES',
      month: MONTH,
      level: 'low',
      median: 19_500,
      observations: 10,
    });
    const none = milesVerdict(statsFromDays([]), null, MONTH);
    expect(compactMilesVerdict(none, 'AZUL', MONTH, 12_000)).toEqual({
      program: 'AZUL',
      month: MONTH,
      level: 'unknown',
      typicalRange: null,
      median: null,
      observations: 0,
    });
  });
});

describe('pricingProgram: whose history judges an award', () => {
  it('is the programme pricing the seat, else the one it is shown under', () => {
    expect(pricingProgram('LATAM Pass', 'Virgin Atlantic')).toBe('VIRGIN');
    expect(pricingProgram('LATAM Pass', 'American AAdvantage')).toBe('LATAM');
    expect(pricingProgram('Azul Fidelidade')).toBe('AZUL');
    expect(pricingProgram('TudoAzul', null)).toBe('AZUL');
    expect(pricingProgram('Smiles', 'Smiles')).toBe('SMILES');
    expect(pricingProgram('Livelo')).toBeNull();
    expect(pricingProgram(null)).toBeNull();
  });
});
