import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { GOOGLE_HISTORY_SOURCE } from '../../server/insight/observation-rows';
import { recordObservations, settleObservations } from '../../server/insight/observation-writes';
import { createUser, jsonRequest, login } from '../helpers/auth';
import { observationRow } from '../helpers/observation-row';
import { type FakeSeatsAero, seatsAeroFixture, startFakeSeatsAero } from '../helpers/fake-seats-aero';
import { json, SERPAPI_KEY, serpApiFixture, setupFakeSerpApi } from '../helpers/fake-serpapi';
import { makeSearchQuery } from '../helpers/flight-fixture';
import { createTestApp } from '../helpers/test-app';
import { createTestDb } from '../helpers/test-db';
import { recordedOn, shiftRecording } from '../helpers/recorded-dates';

// What a search leaves in the price history: the live providers' offers (replies recorded in the shapes SerpApi
// and Seats.aero document, served on loopback), Google's own price history, and never a demo or fixed-table offer.

// The replies were recorded on 2026-11-22 for a flight 54 days ahead; moved onto the test's clock, the searched day
// stays ahead of today, as a search requires.
const recording = recordedOn('2026-11-22');
const TRAVEL = recording.moved('2027-01-15');
const AWARD_DAY = recording.moved('2026-12-10');
const serpReply = (name: string) => JSON.stringify(recording.payload(JSON.parse(serpApiFixture(name))));
const seatsReply = (name: string) => recording.payload(seatsAeroFixture(name));
// A search keeps only its own day's awards: the live search is served the Seats.aero reply moved onto TRAVEL.
const AWARD_TO_TRAVEL = Math.round((Date.parse(TRAVEL) - Date.parse(AWARD_DAY)) / 86_400_000);
const seatsReplyOnTravel = (name: string) => shiftRecording(seatsReply(name), AWARD_TO_TRAVEL);

const serp = setupFakeSerpApi();
let seats: FakeSeatsAero;
let db: Db;
let live: ReturnType<typeof createTestApp>['app'];
let demo: ReturnType<typeof createTestApp>['app'];
let auth: Record<string, string>;
let liveEnv: Record<string, string>;

beforeAll(async () => {
  seats = await startFakeSeatsAero();
  db = await createTestDb();
  liveEnv = {
    SERPAPI_API_KEY: SERPAPI_KEY,
    SERPAPI_BASE_URL: serp.baseUrl,
    SEATS_AERO_API_KEY: 'pro_chave-de-teste-123',
    SEATS_AERO_BASE_URL: seats.baseUrl,
    SEATS_AERO_TIMEOUT_MS: '10000',
  };
  live = createTestApp(db, { env: liveEnv }).app;
  demo = createTestApp(db).app;
  const user = await createUser(db);
  auth = (await login(live, user.email, user.password)).bearer;
});
afterAll(async () => {
  await seats.close();
  await db.close();
});
beforeEach(async () => {
  seats.reset();
  await db.exec('TRUNCATE price_observations, price_month_minima, search_cache');
});

const search = async (app: typeof live, query = makeSearchQuery({ departureDate: TRAVEL })) => {
  const res = await app.request('/api/search/buscador', jsonRequest('POST', query, auth));
  expect(res.status).toBe(200);
  await settleObservations(db);
};

const observations = () =>
  db.query<Record<string, unknown>>(
    `SELECT origin, destination, cabin, kind, program, to_char(travel_date, 'YYYY-MM-DD') AS travel_date, source,
       min_price::float8 AS min, min_taxes::float8 AS taxes, seen_count FROM price_observations
     ORDER BY kind, program, source, travel_date, min_price`,
  );

describe('a live search records its offers', () => {
  it("keeps each key's daily minimum from Google Flights and Seats.aero, and Google's history", async () => {
    serp.handler = json(200, serpReply('one-way-gru-mia.json'));
    seats.respond(() => ({ json: seatsReplyOnTravel('search-gru-mia.json') }));
    await search(live);
    const rows = await observations();
    const cash = rows.filter((r) => r.source === 'google_flights');
    // Four fares for the searched day in the reply: one row, the lowest (2589), counting all of them.
    expect(cash).toEqual([
      expect.objectContaining({ kind: 'cash', program: '', travel_date: TRAVEL, min: 2589, seen_count: 4 }),
    ]);
    const history = rows.filter((r) => r.source === GOOGLE_HISTORY_SOURCE);
    expect(history.map((r) => r.min)).toEqual([2589, 2690, 2745, 2890]);
    const miles = rows.filter((r) => r.kind === 'miles');
    expect(miles.length).toBeGreaterThan(0);
    expect(miles).toContainEqual(
      expect.objectContaining({
        program: 'AZUL',
        source: 'seats_aero',
        travel_date: TRAVEL,
        min: 35000,
        taxes: 150.75,
      }),
    );
    expect(rows.some((r) => r.source === 'fixed_table' || r.source === 'demo')).toBe(false);
  });

  it('adds a repeated search to the same day instead of a new row, and a cached reply not at all', async () => {
    serp.handler = json(200, serpReply('one-way-gru-mia.json'));
    const cashOnly = makeSearchQuery({ departureDate: TRAVEL, searchType: 'cash' });
    await search(live, cashOnly);
    await search(live, cashOnly);
    const cash = (await observations()).filter((r) => r.source === 'google_flights');
    // The second search was served from the reply cache: nothing new was priced.
    expect(cash).toEqual([expect.objectContaining({ min: 2589, seen_count: 4 })]);
  });

  it("records no round trip's or group's cash price (the history holds one adult's one-way fares)", async () => {
    serp.handler = json(200, serpReply('one-way-gru-mia.json'));
    await search(
      live,
      makeSearchQuery({
        departureDate: TRAVEL,
        searchType: 'cash',
        passengers: { adults: 2, children: 0, infants: 0 },
      }),
    );
    expect(await observations()).toEqual([]);
  });
});

describe('a search repeated the same day adds nothing it already recorded', () => {
  it("three identical live searches leave the verdict's observation count and Google's range as the first left them", async () => {
    // No reply cache: each of the three searches pays SerpApi and Seats.aero again and brings the same replies.
    const uncached = createTestApp(db, {
      env: { ...liveEnv, SEARCH_CACHE_TTL_SECONDS: '0', SEATS_AERO_CACHE_TTL_SECONDS: '0' },
    }).app;
    // Google's price history (unix seconds, which the recording's move leaves as they are) on the days before today.
    const page = JSON.parse(serpReply('one-way-gru-mia.json')) as {
      price_insights: { price_history: [number, number][] };
    };
    const lastPoint = Math.max(...page.price_insights.price_history.map(([at]) => at));
    const shift = Math.floor(Date.now() / 1000) - 86_400 - lastPoint;
    page.price_insights.price_history = page.price_insights.price_history.map(([at, price]) => [at + shift, price]);
    serp.handler = json(200, JSON.stringify(page));
    seats.respond(() => ({ json: seatsReplyOnTravel('search-gru-mia.json') }));
    const verdict = async () => {
      const params = new URLSearchParams({ origin: 'GRU', destination: 'MIA', date: TRAVEL, kind: 'cash' });
      const res = await uncached.request(`/api/price-insight?${params}`, jsonRequest('GET', undefined, auth));
      expect(res.status).toBe(200);
      return (await res.json()) as { observations: number; typicalRange: number[] | null; source: string };
    };
    const minima = () =>
      db.query(
        'SELECT kind, program, observed_on::text, min_price::float8, seen_count FROM price_month_minima ORDER BY 1, 2, 3',
      );
    const after: { verdict: unknown; rows: unknown; minima: unknown }[] = [];
    for (let i = 0; i < 3; i++) {
      await search(uncached);
      after.push({ verdict: await verdict(), rows: await observations(), minima: await minima() });
    }
    expect(after[1]).toEqual(after[0]);
    expect(after[2]).toEqual(after[0]);
    // The verdict shows Google's typical range, said to be Google's, not our own quartiles; its count is the
    // four fares seen today and Google's four days of history, however often the search runs.
    expect(after[0]?.verdict).toMatchObject({ typicalRange: [2400, 3600], source: 'google', observations: 8 });
    expect((await observations()).filter((r) => r.source === 'google_flights')).toEqual([
      expect.objectContaining({ travel_date: TRAVEL, min: 2589, seen_count: 4 }),
    ]);
  });
});

describe('the award screens record too', () => {
  it('keeps what GET /api/miles/search priced from Seats.aero, per programme', async () => {
    seats.respond(() => ({ json: seatsReply('search-gru-mia.json') }));
    const res = await live.request(
      '/api/miles/search?origin=GRU&destination=MIA&source=azul',
      jsonRequest('GET', undefined, auth),
    );
    expect(res.status).toBe(200);
    await settleObservations(db);
    const miles = (await observations()).filter((r) => r.kind === 'miles');
    expect(miles).toContainEqual(
      expect.objectContaining({
        program: 'AZUL',
        cabin: 'ECONOMY',
        travel_date: AWARD_DAY,
        min: 35000,
        seen_count: 1,
      }),
    );
  });
});

describe('each award is kept under the programme that prices it', () => {
  it("keeps Virgin Atlantic's points apart from LATAM Pass's miles, though both show as LATAM Pass", async () => {
    // The recorded day has one economy seat per source: Azul 35 000, Smiles 42 500, American (searched for LATAM
    // Pass) 30 000 and Virgin Atlantic 20 000 points.
    seats.respond(() => ({ json: seatsReply('search-gru-mia.json') }));
    const res = await live.request(
      '/api/miles/search?origin=GRU&destination=MIA&source=virginatlantic',
      jsonRequest('GET', undefined, auth),
    );
    expect(res.status).toBe(200);
    await settleObservations(db);
    const economy = (await observations()).filter((r) => r.kind === 'miles' && r.cabin === 'ECONOMY');
    expect(economy.map((r) => [r.program, r.min])).toEqual([
      ['AZUL', 35_000],
      ['LATAM', 30_000],
      ['SMILES', 42_500],
      ['VIRGIN', 20_000],
    ]);
    const verdict = async (program: string) => {
      const query = new URLSearchParams({ origin: 'GRU', destination: 'MIA', date: AWARD_DAY, kind: 'miles', program });
      const reply = await live.request(`/api/price-insight?${query}`, jsonRequest('GET', undefined, auth));
      return reply.json();
    };
    expect(await verdict('VIRGIN')).toMatchObject({ observations: 1, current: 20_000 });
    expect(await verdict('LATAM')).toMatchObject({ observations: 1, current: 30_000 });
  });
});

describe('reference data is never a price', () => {
  it('records nothing from the demo provider or the fixed award table', async () => {
    await search(demo, makeSearchQuery({ departureDate: TRAVEL }));
    await search(demo, makeSearchQuery({ departureDate: TRAVEL, searchType: 'miles' }));
    expect(await observations()).toEqual([]);
  });
});

describe('a write is whole', () => {
  it('leaves no observation behind when its month minima cannot be written', async () => {
    await db.exec(`CREATE FUNCTION refuse_minima() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'mínimos recusados'; END $$;
      CREATE TRIGGER refuse_minima BEFORE INSERT ON price_month_minima FOR EACH ROW EXECUTE FUNCTION refuse_minima();`);
    try {
      const row = observationRow({ travelDate: TRAVEL, min: 2589 });
      await expect(recordObservations(db, [row])).rejects.toThrow('mínimos recusados');
      expect(await observations()).toEqual([]);
    } finally {
      await db.exec('DROP TRIGGER refuse_minima ON price_month_minima; DROP FUNCTION refuse_minima();');
    }
  });
});
