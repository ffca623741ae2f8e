import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDaysIso } from '@core/schemas/search';
import type { Db } from '../../server/db/client';
import { type ObservationRow, observedDay } from '../../server/insight/observation-rows';
import { recordObservations } from '../../server/insight/observation-writes';
import { watchSearch } from '../../server/insight/search-insight';
import { createLogger } from '../../server/logger';
import type { Provider } from '../../server/search/provider';
import { makeFlight, makeSearchQuery } from '../helpers/flight-fixture';
import { createTestDb } from '../helpers/test-db';

// The verdicts a live search's `complete` carries: per kind and programme, each judged on the search's own lowest
// offer; none for a search that ran on reference data only.

const NOW = new Date();
const TRAVEL = addDaysIso(observedDay(NOW), 40);
const query = makeSearchQuery({ departureDate: TRAVEL });
const deps = (db: Db) => ({ db, log: createLogger('silent') });
const provider = (id: string) => ({ id }) as Provider;
const live = { kind: 'live' as const, fetchedAt: NOW.toISOString() };
const at = {
  departure: { time: '10:00', airport: 'GRU', date: TRAVEL },
  arrival: { time: '18:00', airport: 'MIA', date: TRAVEL },
};

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.close());
beforeEach(() => db.exec('TRUNCATE price_observations, price_month_minima, search_cache'));

const seenDaily = (kind: 'cash' | 'miles', program: string, prices: number[]): ObservationRow[] =>
  prices.map((min, i) => ({
    origin: 'GRU',
    destination: 'MIA',
    cabin: 'ECONOMY',
    kind,
    program,
    travelDate: TRAVEL,
    source: kind === 'cash' ? 'google_flights' : 'seats_aero',
    observedOn: addDaysIso(observedDay(NOW), -(i + 1)),
    min,
    taxes: 0,
    count: 1,
    seenAt: NOW.toISOString(),
  }));

describe('watchSearch: the verdicts of a live search', () => {
  it("judges each kind and programme on the search's lowest offer against the history", async () => {
    await recordObservations(db, [
      ...seenDaily('miles', 'SMILES', [50_000, 52_000, 54_000, 56_000, 58_000, 60_000, 62_000, 64_000, 66_000, 68_000]),
      ...seenDaily('cash', '', [3000, 3100]),
    ]);
    const watch = watchSearch(deps(db), query, [provider('seats_aero'), provider('google_flights')]);
    watch.seen([
      makeFlight('a', { ...at, source: 'seats_aero', freshness: live, miles: 45_000, milesProgram: 'Smiles' }),
      makeFlight('b', { ...at, source: 'seats_aero', freshness: live, miles: 70_000, milesProgram: 'Smiles' }),
      makeFlight('c', { ...at, source: 'google_flights', freshness: live, price: 2900 }),
    ]);
    const verdicts = await watch.verdicts();
    const smiles = verdicts?.find((v) => v.kind === 'miles' && v.program === 'SMILES')?.insight;
    expect(smiles).toMatchObject({ level: 'low', current: 45_000, observations: 10, source: 'observado' });
    // Miles: the 20th–80th percentile of the month's daily minima, at ranks 1.8 and 7.2 of the ten:
    // 52 000 + 0.8 × 2 000 and 64 000 + 0.2 × 2 000; the median between 58 000 and 60 000.
    expect(smiles?.typicalRange).toEqual([53_600, 64_400]);
    expect(smiles).toMatchObject({ median: 59_000, month: TRAVEL.slice(0, 7) });
    const cash = verdicts?.find((v) => v.kind === 'cash')?.insight;
    expect(cash).toMatchObject({ level: 'unknown', typicalRange: null, current: 2900, observations: 2 });
  });

  it("judges a city's search (SAO) on its airports' offers against their history", async () => {
    await recordObservations(
      db,
      seenDaily('miles', 'AZUL', [50_000, 52_000, 54_000, 56_000, 58_000, 60_000, 62_000, 64_000, 66_000, 68_000]).map(
        (row) => ({ ...row, origin: 'VCP' }),
      ),
    );
    const city = makeSearchQuery({ origin: 'SAO', departureDate: TRAVEL });
    const watch = watchSearch(deps(db), city, [provider('seats_aero')]);
    const fromViracopos = { ...at, departure: { ...at.departure, airport: 'VCP' } };
    watch.seen([
      makeFlight('v', { ...fromViracopos, source: 'seats_aero', freshness: live, miles: 48_000, milesProgram: 'Azul' }),
    ]);
    const azul = (await watch.verdicts())?.find((v) => v.program === 'AZUL')?.insight;
    expect(azul).toMatchObject({ level: 'low', current: 48_000, observations: 10, median: 59_000 });
  });

  it("lets Google's insight of this very search judge its cash fares", async () => {
    const watch = watchSearch(deps(db), query, [provider('google_flights')]);
    watch.google({ lowest_price: 2589, price_level: 'typical', typical_price_range: [2400, 3600] });
    watch.seen([makeFlight('c', { ...at, source: 'google_flights', freshness: live, price: 2300 })]);
    const [cash] = (await watch.verdicts()) ?? [];
    expect(cash).toMatchObject({ kind: 'cash', program: null, insight: { level: 'low', source: 'google' } });
  });

  it('says nothing for a search on the demo and the fixed table', async () => {
    const watch = watchSearch(deps(db), query, [provider('demo'), provider('fixed_table')]);
    watch.seen([makeFlight('d', { ...at, price: 1000 })]);
    expect(await watch.verdicts()).toBeUndefined();
  });
});
