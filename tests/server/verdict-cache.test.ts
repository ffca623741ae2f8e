import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PriceInsightQuery } from '@core/schemas/insight';
import { addDaysIso } from '@core/schemas/search';
import type { Db } from '../../server/db/client';
import { keepGoogleInsight } from '../../server/insight/insight-store';
import { observedDay } from '../../server/insight/observation-rows';
import { recordObservations } from '../../server/insight/observation-writes';
import { routeInsight } from '../../server/insight/route-insight';
import { cachedVerdict, VERDICT_TTL_MS } from '../../server/insight/verdict-cache';
import { observationRow } from '../helpers/observation-row';
import { createTestDb } from '../helpers/test-db';

// The minute GET /api/price-insight keeps a verdict: reused within it, read again after it (an injected clock),
// and forgotten at once when this instance records the route's observations or Google's insight.

const T0 = new Date();
const at = (ms: number) => new Date(T0.getTime() + ms);
const TODAY = observedDay(T0);
const TRAVEL = addDaysIso(TODAY, 60);
const QUERY: PriceInsightQuery = {
  origin: 'GRU',
  destination: 'MIA',
  cabin: 'ECONOMY',
  date: TRAVEL,
  kind: 'cash',
  program: null,
};

const seen = (min: number, daysAgo: number) => observationRow({ min, observedOn: addDaysIso(TODAY, -daysAgo) }, T0);

// Another instance's write: straight into the tables, so this process is not told.
const writeElsewhere = (db: Db, min: number) =>
  db.query(
    `INSERT INTO price_observations (origin, destination, cabin, kind, program, travel_date, source, observed_on,
       min_price, first_seen, last_seen) VALUES ('GRU', 'MIA', 'ECONOMY', 'cash', '', $1::date, 'latam_api', $2::date, $3, now(), now())`,
    [TRAVEL, TODAY, min],
  );

let db: Db;
let reads = 0;
const counted = (d: Parameters<typeof routeInsight>[0], q: PriceInsightQuery, now: Date) => {
  reads++;
  return routeInsight(d, q, now);
};

beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.close());
beforeEach(async () => {
  await db.exec('TRUNCATE price_observations, price_month_minima, search_cache');
  reads = 0;
});

describe('the verdict cache', () => {
  it('reuses a verdict within the minute and reads it again after', async () => {
    await recordObservations(
      db,
      [3000, 3100, 3200].map((min, i) => seen(min, i + 1)),
    );
    const first = await cachedVerdict(db, QUERY, at(0), counted);
    expect(first.current).toBe(3000);
    await writeElsewhere(db, 2500);
    const again = await cachedVerdict(db, QUERY, at(VERDICT_TTL_MS - 1), counted);
    expect(again).toEqual(first);
    expect(reads).toBe(1);
    // Another programme or date of the same route is its own verdict.
    await cachedVerdict(db, { ...QUERY, date: addDaysIso(TRAVEL, 1) }, at(1), counted);
    expect(reads).toBe(2);
    const later = await cachedVerdict(db, QUERY, at(VERDICT_TTL_MS), counted);
    expect(later.current).toBe(2500);
    expect(reads).toBe(3);
  });

  it("forgets a route's verdicts when this instance records its observations or Google's insight", async () => {
    await recordObservations(db, [seen(3000, 1)]);
    expect((await cachedVerdict(db, QUERY, at(0), counted)).current).toBe(3000);
    await recordObservations(db, [seen(2800, 0)]);
    expect((await cachedVerdict(db, QUERY, at(1), counted)).current).toBe(2800);
    const scope = { origin: 'GRU', destination: 'MIA', cabin: 'ECONOMY', date: TRAVEL };
    await keepGoogleInsight(db, scope, { price_level: 'high', typical_price_range: [1000, 2000] }, 3600, T0);
    expect(await cachedVerdict(db, QUERY, at(2), counted)).toMatchObject({ source: 'google', level: 'high' });
    expect(reads).toBe(3);
  });

  it("forgets a city's verdict (SAO) when one of its airports' observations are recorded", async () => {
    // A date no other test asked: kept verdicts outlive TRUNCATE.
    const city = { ...QUERY, origin: 'SAO', date: addDaysIso(TRAVEL, 3) };
    const row = (min: number, daysAgo: number) => ({ ...seen(min, daysAgo), origin: 'VCP', travelDate: city.date });
    await recordObservations(db, [row(3000, 1)]);
    expect((await cachedVerdict(db, city, at(0), counted)).current).toBe(3000);
    await recordObservations(db, [row(2700, 0)]);
    expect((await cachedVerdict(db, city, at(1), counted)).current).toBe(2700);
    expect(reads).toBe(2);
  });

  it('never keeps a failed read', async () => {
    // A date no other test asked (TRUNCATE is another instance's write: kept verdicts outlive it).
    const query = { ...QUERY, date: addDaysIso(TRAVEL, 7) };
    const failing = () => Promise.reject(new Error('banco indisponível'));
    await expect(cachedVerdict(db, query, at(0), failing)).rejects.toThrow('banco indisponível');
    await cachedVerdict(db, query, at(1), counted);
    expect(reads).toBe(1);
  });
});
