import { describe, expect, it } from 'vitest';
import { type FlightInput, flightSchema } from '../schemas/flight';
import type { PriceInsight } from '../schemas/insight';
import { offerVerdict, rangeText, verdictDetails, verdictSentence } from './describe';

const miles: PriceInsight = {
  level: 'low',
  typicalRange: [50_000, 62_000],
  median: 55_000,
  current: 45_000,
  observations: 14,
  since: '2026-09-01',
  history: [],
  source: 'observado',
};

const makeFlight = (over: Partial<FlightInput>) =>
  flightSchema.parse({
    id: 'x',
    airline: 'GOL',
    source: 'seats_aero',
    departure: { time: '', airport: 'GRU', date: '2027-01-15' },
    arrival: { time: '', airport: 'MIA', date: '2027-01-15' },
    cabinClass: 'ECONOMY',
    freshness: { kind: 'live', fetchedAt: '2026-11-22T12:00:00.000Z' },
    ...over,
  });

describe('verdict texts', () => {
  it('says a miles offer against its programme, in thousands', () => {
    expect(verdictSentence(miles, 'miles', 'SMILES')).toBe(
      '45.000 milhas — abaixo do normal para Smiles nesta rota (típico 50–62 mil)',
    );
    expect(rangeText('miles', [52_500, 62_000])).toBe('52,5–62 mil');
  });

  it('says a cash offer in reais, and the details with the median, the sample and the source', () => {
    const cash = {
      ...miles,
      level: 'high' as const,
      typicalRange: [2400, 3600] as [number, number],
      median: 3000,
      current: 3700,
      source: 'google' as const,
    };
    expect(verdictSentence(cash, 'cash', null)).toBe(
      'R$ 3.700,00 — acima do normal nesta rota (típico R$ 2.400,00–R$ 3.600,00)',
    );
    expect(verdictDetails(cash, 'cash')).toEqual([
      'Faixa típica: R$ 2.400,00–R$ 3.600,00.',
      'R$ 700,00 acima da mediana (R$ 3.000,00).',
      '14 observação(ões) desde 01/09/2026. Fonte: Google Flights.',
    ]);
  });

  it("says 'histórico insuficiente' without a range", () => {
    const thin = { ...miles, level: 'unknown' as const, typicalRange: null, median: null, observations: 3 };
    expect(verdictSentence(thin, 'miles', 'SMILES')).toBe('histórico insuficiente');
    expect(verdictDetails(thin, 'miles')).toEqual(['Histórico insuficiente: 3 observação(ões) desde 01/09/2026.']);
  });
});

describe('offerVerdict', () => {
  const insights = [{ kind: 'miles' as const, program: 'SMILES', insight: { ...miles, current: null } }];
  const route = { origin: 'GRU', destination: 'MIA' };

  it("judges an offer's own miles against its programme's range", () => {
    const offer = makeFlight({ miles: 63_000, milesProgram: 'Smiles', price: null, source: 'seats_aero' });
    expect(offerVerdict(insights, offer, route)?.insight).toMatchObject({ level: 'high', current: 63_000 });
  });

  it('says nothing of demo or reference rows, or of another programme', () => {
    expect(
      offerVerdict(insights, makeFlight({ miles: 40_000, milesProgram: 'Smiles', source: 'demo' }), route),
    ).toBeNull();
    expect(
      offerVerdict(insights, makeFlight({ miles: 40_000, milesProgram: 'Azul', source: 'seats_aero' }), route),
    ).toBeNull();
  });
});
