import { describe, expect, it } from 'vitest';
import { INSIGHT_LOOKBACK_DAYS } from '@core/insight/limits';
import { addDaysIso } from '@core/schemas/search';
import { keepGoogleInsight } from '../../server/insight/insight-store';
import { type ObservationRow, observedDay } from '../../server/insight/observation-rows';
import { recordObservations } from '../../server/insight/observation-writes';
import { jsonRequest } from '../helpers/auth';
import { observationRow } from '../helpers/observation-row';
import type { DbMode } from '../helpers/db-modes';
import { insightBed } from '../helpers/insight-bed';

// GET /api/price-insight on both databases the product runs on: the quartiles SQL computes, the minimum sample,
// the travel-date and look-back windows, Google's insight for cash, and pt-BR 400s for bad input.

const NOW = new Date();
const TODAY = observedDay(NOW);
const TRAVEL = addDaysIso(TODAY, 60);

const row = (over: Partial<ObservationRow>) => observationRow(over, NOW);

/** `prices[i]` seen i+1 days ago (so the last one is the oldest), for the travel date `TRAVEL`. */
const seenDaily = (prices: number[], over: Partial<ObservationRow> = {}) =>
  prices.map((min, i) => row({ min, observedOn: addDaysIso(TODAY, -(i + 1)), ...over }));

describe.each(['pglite', 'postgres'] as DbMode[])('GET /api/price-insight on %s', (mode) => {
  const bed = insightBed(mode);

  const ask = (query: string) =>
    bed.app.request(`/api/price-insight?${query}`, jsonRequest('GET', undefined, bed.auth));
  const cash = `origin=GRU&destination=MIA&date=${TRAVEL}&cabin=ECONOMY&kind=cash`;

  it('judges the latest price against the 25th–75th percentile of the daily minima', async () => {
    const prices = [2500, 2800, 3000, 3100, 3200, 3300, 3400, 3500];
    const airline = [2400, 4200, 4400, 3300];
    // Two sources on four of the eight days: 12 observations, and each day's minimum is what the range is made of.
    await recordObservations(bed.db, [...seenDaily(prices), ...seenDaily(airline, { source: 'latam_api' })]);
    const res = await ask(cash);
    expect(res.status).toBe(200);
    const body = await res.json();
    // The daily minima are 2400 2800 3000 3100 3200 3300 3400 3500. Interpolated between ranks (position
    // (n − 1)·q, as PostgreSQL's percentile_cont): 25th at 1.75 → 2800 + 0.75·200 = 2950, median at 3.5 →
    // 3100 + 0.5·100 = 3150, 75th at 5.25 → 3300 + 0.25·100 = 3325.
    expect(body.typicalRange[0]).toBeCloseTo(2950, 6);
    expect(body.typicalRange[1]).toBeCloseTo(3325, 6);
    expect(body.median).toBeCloseTo(3150, 6);
    // The latest price seen for the date itself (yesterday's 2400, the airline's) is below the range.
    expect(body).toMatchObject({ level: 'low', current: 2400, observations: 12, source: 'observado' });
    expect(body.since).toBe(addDaysIso(TODAY, -8));
    expect(body.history).toHaveLength(8);
    expect(body.history[0].day < body.history[7].day).toBe(true);
  });

  it("says 'unknown' below the minimum sample, and never invents a range", async () => {
    await recordObservations(bed.db, seenDaily([3000, 3100, 3200, 3300, 3400, 3500, 3600, 3700, 3800]));
    const body = await (await ask(cash)).json();
    expect(body).toMatchObject({ level: 'unknown', typicalRange: null, median: null, observations: 9 });
    const empty = await (await ask(cash.replace('MIA', 'LIS'))).json();
    expect(empty).toMatchObject({ level: 'unknown', typicalRange: null, current: null, observations: 0, history: [] });
  });

  it('reads only near travel dates and recent days, and one programme at a time', async () => {
    const many = [4000, 4100, 4200, 4300, 4400, 4500, 4600, 4700, 4800, 4900];
    await recordObservations(bed.db, [
      ...seenDaily(many, { kind: 'miles', program: 'SMILES', source: 'seats_aero' }),
      ...seenDaily(many, { kind: 'miles', program: 'AZUL', source: 'seats_aero', min: 1 }).map((r) => ({
        ...r,
        min: 1,
      })),
      ...seenDaily(many, { travelDate: addDaysIso(TRAVEL, 70) }),
      ...seenDaily(many).map((r) => ({ ...r, observedOn: addDaysIso(TODAY, -(INSIGHT_LOOKBACK_DAYS + 5)) })),
    ]);
    const smiles = await (await ask(`${cash.replace('kind=cash', 'kind=miles')}&program=smiles`)).json();
    expect(smiles).toMatchObject({ observations: 10, current: 4000, level: 'low', source: 'observado' });
    // Miles read the 20th–80th percentile: ranks 1.8 and 7.2 of 4000…4900 → 4180 and 4720.
    expect(smiles.typicalRange).toEqual([4180, 4720]);
    const far = await (await ask(cash)).json();
    expect(far).toMatchObject({ level: 'unknown', observations: 0 });
  });

  it("lets Google's own insight decide for cash", async () => {
    await recordObservations(bed.db, seenDaily([3000, 3100, 3200]));
    const scope = { origin: 'GRU', destination: 'MIA', cabin: 'ECONOMY', date: TRAVEL };
    const insights = {
      lowest_price: 2589,
      price_level: 'typical' as const,
      typical_price_range: [2400, 3600] as [number, number],
    };
    await keepGoogleInsight(bed.db, scope, insights, 3600, NOW);
    const body = await (await ask(cash)).json();
    expect(body).toMatchObject({ source: 'google', typicalRange: [2400, 3600], level: 'typical', current: 3000 });
  });

  it.each([
    ['an unknown airport', `origin=QQQ&destination=MIA&date=${TRAVEL}&kind=cash`, 'Aeroporto desconhecido'],
    ['a past date', `origin=GRU&destination=MIA&date=${addDaysIso(TODAY, -3)}&kind=cash`, 'não pode estar no passado'],
    ['a bad cabin', `${cash.replace('ECONOMY', 'SOFA')}`, 'Classe inválida'],
    ['a bad programme', `${cash.replace('kind=cash', 'kind=miles')}&program=TAM`, 'Programa inválido'],
    ['miles without a programme', cash.replace('kind=cash', 'kind=miles'), 'Informe o programa'],
    ['a bad kind', cash.replace('kind=cash', 'kind=reais'), 'Tipo de preço inválido'],
    ['a malformed date', cash.replace(TRAVEL, '2027-02-30'), 'Data inválida'],
    ['the same airport twice', cash.replace('MIA', 'GRU'), 'diferente da origem'],
  ])('refuses %s with a pt-BR 400', async (_name, query, message) => {
    const res = await ask(query);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toContain(message);
  });

  it('answers only a signed-in subscriber', async () => {
    expect((await bed.app.request(`/api/price-insight?${cash}`)).status).toBe(401);
  });
});
