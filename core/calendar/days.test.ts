import { describe, expect, it } from 'vitest';
import type { CalendarCash, CalendarMiles } from '../schemas/calendar';
import {
  type AwardOffer,
  assembleDays,
  bestOf,
  calendarDates,
  cheapestByProgram,
  isEmptyDay,
  milesValueBRL,
  pairRoundTrips,
  pickCashDates,
} from './days';

const offer = (overrides: Partial<AwardOffer> = {}): AwardOffer => ({
  date: '2026-12-01',
  program: 'Smiles',
  miles: 20_000,
  taxes: 100,
  taxesCurrency: 'BRL',
  source: 'seats_aero',
  observedAt: '2026-11-20T10:00:00.000Z',
  freshness: 'live',
  origin: 'GRU',
  destination: 'LIS',
  ...overrides,
});

const cash = (price: number): CalendarCash => ({
  price,
  source: 'google_flights',
  observedAt: '2026-11-20T10:00:00.000Z',
  freshness: 'live',
  origin: 'GRU',
  destination: 'LIS',
});

describe('calendarDates', () => {
  it('lists every day of the range, across a month end, both ends included', () => {
    expect(calendarDates('2026-11-29', '2026-12-02')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
    expect(calendarDates('2026-12-01', '2026-12-01')).toEqual(['2026-12-01']);
  });
});

describe('milesValueBRL', () => {
  it("is miles × the programme's value per 1,000 + taxes in reais", () => {
    expect(milesValueBRL(offer())).toBe(400); // Smiles R$ 15 × 20 + R$ 100
    expect(milesValueBRL(offer({ program: 'LATAM Pass' }))).toBe(590); // R$ 24,50 × 20 + R$ 100
  });
  it('leaves taxes in another currency out, and knows no value for an unknown programme', () => {
    expect(milesValueBRL(offer({ taxesCurrency: 'USD' }))).toBe(300);
    expect(milesValueBRL(offer({ program: 'Desconhecido' }))).toBeNull();
  });
});

describe('cheapestByProgram', () => {
  it('keeps the cheapest offer of each programme per day, best value first', () => {
    const days = cheapestByProgram([
      offer({ miles: 30_000 }),
      offer({ miles: 20_000 }),
      offer({ program: 'Azul Fidelidade', miles: 10_000 }),
      offer({ date: '2026-12-02', miles: 5000 }),
    ]);
    expect(days.get('2026-12-01')?.map((m) => [m.program, m.miles])).toEqual([
      ['Azul Fidelidade', 10_000],
      ['Smiles', 20_000],
    ]);
    expect(days.get('2026-12-02')).toHaveLength(1);
  });
});

describe('cheapestByProgram for a traveller and a party', () => {
  it('values per person at their milheiro and gives the party its miles, taxes and total', () => {
    const [entry] = cheapestByProgram([offer()], { milheiros: { SMILES: 17 }, passengers: 2 }).get('2026-12-01') ?? [];
    // Per person: 20.000 × R$ 17 ÷ 1.000 + R$ 100 = R$ 440; the party of 2: R$ 880.
    expect(entry).toMatchObject({ miles: 40_000, taxes: 200, valueBRL: 880 });
    expect(entry?.value).toEqual({
      passengers: 2,
      perPerson: 440,
      total: 880,
      milheiro: 17,
      milheiroReference: false,
      taxesIncluded: true,
      taxes: { amount: 100, currency: 'BRL', status: 'reais', reais: 100, rate: null },
    });
  });
});

describe('pairRoundTrips', () => {
  it('adds the same programme’s return N nights later; a day without a return has no pair', () => {
    const out = cheapestByProgram([offer(), offer({ date: '2026-12-02' })]);
    const back = cheapestByProgram([
      offer({ date: '2026-12-08', miles: 25_000, observedAt: '2026-11-19T10:00:00.000Z' }),
    ]);
    const pairs = pairRoundTrips(out, back, 7);
    expect(pairs.get('2026-12-01')?.[0]).toMatchObject({ miles: 45_000, taxes: 200, valueBRL: 875 });
    expect(pairs.get('2026-12-01')?.[0]?.observedAt).toBe('2026-11-19T10:00:00.000Z');
    expect(pairs.has('2026-12-02')).toBe(false);
  });
});

describe('bestOf', () => {
  const miles = cheapestByProgram([offer()]).get('2026-12-01') as CalendarMiles[];
  it('picks what costs less in reais; a tie goes to cash', () => {
    expect(bestOf(cash(350), miles)).toEqual({ best: 'cash', bestBRL: 350 });
    expect(bestOf(cash(450), miles)).toEqual({ best: 'miles', bestBRL: 400 });
    expect(bestOf(cash(400), miles)).toEqual({ best: 'cash', bestBRL: 400 });
    expect(bestOf(null, miles)).toEqual({ best: 'miles', bestBRL: 400 });
    expect(bestOf(cash(10), [])).toEqual({ best: 'cash', bestBRL: 10 });
  });
  it('says nothing when nothing is known', () => {
    expect(bestOf(null, [])).toEqual({ best: null, bestBRL: null });
  });
});

describe('assembleDays', () => {
  it('gives every day of the range a cell; a day nobody priced is empty, never 0', () => {
    const days = assembleDays(
      ['2026-12-01', '2026-12-02'],
      new Map([['2026-12-01', cash(500)]]),
      cheapestByProgram([offer()]),
    );
    expect(days[0]).toMatchObject({ best: 'miles', bestBRL: 400, insight: null });
    expect(days[1]).toEqual({ date: '2026-12-02', cash: null, miles: [], best: null, bestBRL: null, insight: null });
    expect(isEmptyDay(days[1] as (typeof days)[number])).toBe(true);
  });
  it('asks the insight seam for each day with its best total', () => {
    const seen: [string, number | null][] = [];
    assembleDays(['2026-12-01'], new Map([['2026-12-01', cash(500)]]), new Map(), (date, best) => {
      seen.push([date, best]);
      return { level: 'low', label: 'abaixo do normal' };
    });
    expect(seen).toEqual([['2026-12-01', 500]]);
  });
});

describe('pickCashDates', () => {
  const dates = ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'];
  it('skips known days, takes the cheapest-looking first, then date order, at most max', () => {
    const hint = new Map([
      ['2026-12-03', 300],
      ['2026-12-04', 200],
    ]);
    expect(pickCashDates(dates, new Set(['2026-12-04']), hint, 2)).toEqual(['2026-12-03', '2026-12-01']);
    expect(pickCashDates(dates, new Set(), new Map(), 0)).toEqual([]);
  });
});
