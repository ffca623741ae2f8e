import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type CalendarReply, calendarReplySchema } from '../../core/schemas/calendar';
import { addDaysIso, todayIsoDate } from '../../core/schemas/search';
import type { Db } from '../../server/db/client';
import { observedDay } from '../../server/insight/observation-rows';
import { recordObservations, settleObservations } from '../../server/insight/observation-writes';
import { createUser, jsonRequest, login } from '../helpers/auth';
import { serpApiReply } from '../helpers/alert-fakes';
import { pagedRange } from '../helpers/calendar-stand-ins';
import { type FakeSeatsAero, startFakeSeatsAero } from '../helpers/fake-seats-aero';
import { json, serpApiFixture, setupFakeSerpApi } from '../helpers/fake-serpapi';
import { createTestApp } from '../helpers/test-app';
import { createTestDb, resetDb } from '../helpers/test-db';

// The calendar against stand-ins of Seats.aero and SerpApi on loopback: one range call for the awards, a paid
// cash budget, the reply cache, city codes, and days nobody priced left empty.

const serp = setupFakeSerpApi();
let seats: FakeSeatsAero;
let db: Db;
let app: ReturnType<typeof createTestApp>['app'];
let headers: Record<string, string>;

const from = addDaysIso(todayIsoDate(), 30);
const to = addDaysIso(from, 30);
const MAX_CASH = 3;

beforeAll(async () => {
  seats = await startFakeSeatsAero();
  db = await createTestDb();
  app = createTestApp(db, {
    env: {
      SEATS_AERO_API_KEY: 'pro_chave-de-teste-123',
      SEATS_AERO_BASE_URL: seats.baseUrl,
      SERPAPI_API_KEY: 'chave-secreta-serpapi-0123456789abcdef',
      SERPAPI_BASE_URL: serp.baseUrl,
      CALENDAR_MAX_CASH_DATES: String(MAX_CASH),
      CALENDAR_PER_HOUR: '6',
    },
  }).app;
});
afterAll(async () => {
  await seats.close();
  await db.close();
});
beforeEach(async () => {
  seats.reset();
  await resetDb(db);
  const user = await createUser(db);
  headers = (await login(app, user.email, user.password)).bearer;
  // The recorded reply, on the day each request asks for (a fare of another day is never a cell's).
  serp.handler = (req, res, url) => json(200, serpApiReply(url.searchParams.get('outbound_date') ?? from))(req, res);
});

async function calendar(params: Record<string, string>): Promise<CalendarReply> {
  const res = await app.request(`/api/calendar?${new URLSearchParams(params)}`, jsonRequest('GET', undefined, headers));
  expect(res.status, await res.clone().text()).toBe(200);
  return calendarReplySchema.parse(await res.json());
}

const searches = () => seats.requests.filter((r) => r.path.endsWith('/search'));

describe('GET /api/calendar', () => {
  it('covers 31 days with ONE Seats.aero range search, paged by cursor and de-duplicated by ID', async () => {
    seats.respond(pagedRange(0));
    const reply = await calendar({ origin: 'GRU', destination: 'MIA', from, to });
    expect(reply.days).toHaveLength(31);
    const [first, second, ...rest] = searches();
    expect(rest).toHaveLength(0);
    expect(first?.query.get('start_date')).toBe(from);
    expect(first?.query.get('end_date')).toBe(to);
    expect(first?.query.get('cursor')).toBeNull();
    // The second page of the same search: the cursor it was given, and the rows already received as skip.
    expect(second?.query.get('cursor')).toBe('1795385530');
    expect(second?.query.get('skip')).toBe('16');
    for (const day of reply.days) {
      expect(day.miles).toHaveLength(1);
      const award = day.miles[0];
      expect(award?.program).toBe('Smiles');
      // Smiles at R$ 15 per 1,000 plus R$ 150,75 of taxes.
      expect(award?.valueBRL).toBeCloseTo(((award?.miles ?? 0) * 15) / 1000 + 150.75, 2);
      expect(award?.freshness).toBe('live');
    }
    expect(reply.demo).toBe(false);
    expect(reply.days.every((d) => d.insight === null)).toBe(true);
  });

  it("judges each priced day's cash fare against the route's typical range, and leaves the others without a badge", async () => {
    // Twelve days of cash fares around R$ 50–61 mil for both travel months, seen too long ago to fill a cell: every
    // fare the stand-in gives is low.
    const now = new Date();
    const today = observedDay(now);
    await recordObservations(
      db,
      [from, to].flatMap((travelDate) =>
        Array.from({ length: 12 }, (_, i) => ({
          origin: 'GRU',
          destination: 'MIA',
          cabin: 'ECONOMY',
          kind: 'cash' as const,
          program: '',
          travelDate,
          source: 'google_flights',
          observedOn: addDaysIso(today, -(i + 3)),
          min: 50_000 + i * 1000,
          taxes: 0,
          count: 1,
          seenAt: now.toISOString(),
        })),
      ),
    );
    seats.respond(pagedRange(0));
    const reply = await calendar({ origin: 'GRU', destination: 'MIA', from, to });
    const priced = reply.days.filter((d) => d.cash !== null);
    expect(priced).toHaveLength(MAX_CASH);
    for (const day of priced) expect(day.insight).toEqual({ level: 'low', label: 'Preço baixo' });
    for (const day of reply.days.filter((d) => d.cash === null)) expect(day.insight).toBeNull();
  });

  it('fills days from fares seen in the last two days before paying for a request, and says they were seen', async () => {
    const now = new Date();
    const today = observedDay(now);
    const seen = (travelDate: string, daysAgo: number, min: number) => ({
      origin: 'GRU',
      destination: 'MIA',
      cabin: 'ECONOMY',
      kind: 'cash' as const,
      program: '',
      travelDate,
      source: 'google_flights',
      observedOn: addDaysIso(today, -daysAgo),
      min,
      taxes: 0,
      count: 1,
      seenAt: now.toISOString(),
    });
    const second = addDaysIso(from, 1);
    const stale = addDaysIso(from, 2);
    await recordObservations(db, [
      seen(from, 1, 1999),
      seen(from, 2, 1500),
      seen(second, 0, 2100),
      seen(stale, 5, 900),
    ]);
    seats.respond(pagedRange(0));
    const reply = await calendar({ origin: 'GRU', destination: 'MIA', from, to });
    const day = (date: string) => reply.days.find((d) => d.date === date);
    // The latest day each date was seen wins (yesterday's 1999, not the day before's 1500).
    expect(day(from)?.cash).toMatchObject({ price: 1999, freshness: 'observed', source: 'google_flights' });
    expect(day(second)?.cash).toMatchObject({ price: 2100, freshness: 'observed' });
    expect(day(stale)?.cash?.freshness).not.toBe('observed');
    const asked = serp.requests.map((u) => u.searchParams.get('outbound_date'));
    expect(asked).not.toContain(from);
    expect(asked).not.toContain(second);
    expect(serp.requests).toHaveLength(MAX_CASH);
  });

  it('asks SerpApi for at most CALENDAR_MAX_CASH_DATES days, the cheapest-looking first, and leaves the rest open', async () => {
    seats.respond(pagedRange(0));
    const reply = await calendar({ origin: 'GRU', destination: 'MIA', from, to });
    expect(serp.requests).toHaveLength(MAX_CASH);
    const asked = serp.requests.map((u) => u.searchParams.get('outbound_date'));
    const priced = reply.days.filter((d) => d.cash !== null);
    expect(priced.map((d) => d.date).sort()).toEqual([...asked].sort());
    // The stand-in's award costs cycle by the week: the days asked are among the cheapest of them.
    const cheapest = Math.min(...reply.days.map((d) => d.miles[0]?.miles ?? Number.POSITIVE_INFINITY));
    for (const day of priced) expect(day.miles[0]?.miles).toBe(cheapest);
    expect(reply.cash).toMatchObject({ asked: MAX_CASH, max: MAX_CASH });
    expect(reply.cash.unasked).toHaveLength(31 - MAX_CASH);
    for (const day of priced) {
      expect(day.cash).toMatchObject({ price: 2589, source: 'google_flights', freshness: 'live' });
      // R$ 2.589 in cash against 20.000 Smiles miles + taxes (≈ R$ 450): miles win.
      expect(day.best).toBe('miles');
    }
  });

  it('records the cash fares it paid for in the price history, as a search does', async () => {
    seats.respond(pagedRange(0));
    await calendar({ origin: 'GRU', destination: 'MIA', from, to });
    await settleObservations(db);
    // The stand-in answers every day with its fixture's flights (2027-01-15): one daily minimum, every fare counted.
    const rows = await db.query<{ min: number; seen: number }>(
      `SELECT min(min_price)::float8 AS min, sum(seen_count)::int AS seen FROM price_observations
       WHERE origin = 'GRU' AND destination = 'MIA' AND kind = 'cash' AND source = 'google_flights'`,
    );
    expect(rows).toEqual([{ min: 2589, seen: 4 * MAX_CASH }]);
  });

  it('answers a repeated calendar from the cache: no Seats.aero call, no paid cash request', async () => {
    seats.respond(pagedRange(0));
    const first = await calendar({ origin: 'GRU', destination: 'MIA', from, to });
    const seatsCalls = seats.requests.length;
    const serpCalls = serp.requests.length;
    const again = await calendar({ origin: 'GRU', destination: 'MIA', from, to });
    expect(seats.requests).toHaveLength(seatsCalls);
    for (const day of again.days) for (const award of day.miles) expect(award.freshness).toBe('cache');
    const known = first.days.filter((d) => d.cash !== null).map((d) => d.date);
    for (const date of known) expect(again.days.find((d) => d.date === date)?.cash?.freshness).toBe('cache');
    // The same calendar again within the cache's lifetime spends no paid request: its other days are asked one
    // by one from their cells.
    expect(serp.requests).toHaveLength(serpCalls);
    expect(again.cash.asked).toBe(0);
    // Fares the first calendar paid for are price observations now: a day they fall on is filled, not unasked.
    const observed = again.days.filter((d) => d.cash?.freshness === 'observed');
    expect(again.cash.unasked).toHaveLength(31 - known.length - observed.length);
  });

  it('keeps days nobody priced empty ("sem dado"), never 0', async () => {
    seats.respond(pagedRange(3));
    const reply = await calendar({ origin: 'GRU', destination: 'MIA', from, to, programs: 'SMILES' });
    const empty = reply.days.filter((d) => d.miles.length === 0);
    expect(empty.length).toBe(10);
    for (const day of empty) {
      if (day.cash !== null) continue;
      expect(day).toMatchObject({ best: null, bestBRL: null });
    }
    expect(reply.days.some((d) => d.bestBRL === 0)).toBe(false);
  });

  it('expands a city code into its airports, in one call, and the cells name the airport', async () => {
    seats.respond(pagedRange(0));
    const reply = await calendar({ origin: 'SAO', destination: 'LIS', from, to: addDaysIso(from, 9) });
    const [search] = searches();
    expect(search?.query.get('origin_airport')).toBe('GRU,CGH,VCP');
    expect(searches().filter((r) => !r.query.get('cursor'))).toHaveLength(1);
    expect(reply.originAirports).toEqual(['GRU', 'CGH', 'VCP']);
    expect(reply.days[0]?.miles[0]).toMatchObject({ origin: 'GRU', destination: 'LIS' });
    expect(serp.requests[0]?.searchParams.get('departure_id')).toBe('GRU,CGH,VCP');
  });

  it('a round trip asks each direction once and pairs each departure with the return N nights later', async () => {
    seats.respond(pagedRange(0));
    const reply = await calendar({ origin: 'GRU', destination: 'MIA', from, to: addDaysIso(from, 6), nights: '7' });
    const legs = searches().filter((r) => !r.query.get('cursor'));
    expect(legs.map((r) => `${r.query.get('origin_airport')}>${r.query.get('destination_airport')}`)).toEqual([
      'GRU>MIA',
      'MIA>GRU',
    ]);
    expect(legs[1]?.query.get('start_date')).toBe(addDaysIso(from, 7));
    for (const day of reply.days) expect(day.miles[0]?.miles).toBeGreaterThanOrEqual(40_000);
    expect(serp.requests[0]?.searchParams.get('return_date')).toBe(
      addDaysIso(serp.requests[0]?.searchParams.get('outbound_date') ?? '', 7),
    );
  });

  it('refuses a range of more than 62 days, and answers 429 in pt-BR past the hourly limit', async () => {
    const long = await app.request(
      `/api/calendar?${new URLSearchParams({ origin: 'GRU', destination: 'MIA', from, to: addDaysIso(from, 62) })}`,
      jsonRequest('GET', undefined, headers),
    );
    expect(long.status).toBe(400);
    expect(await long.text()).toContain('no máximo 62 dias');
    seats.respond(() => ({ json: { data: [], hasMore: false } }));
    serp.handler = json(200, serpApiFixture('no-results.json'));
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await app.request(
        `/api/calendar?${new URLSearchParams({ origin: 'GRU', destination: 'MIA', from, to: from })}`,
        jsonRequest('GET', undefined, headers),
      );
      statuses.push(res.status);
      if (res.status === 429) expect(await res.text()).toContain('limite de calendários por hora');
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });
});

describe('GET /api/calendar/day', () => {
  it("asks for one day's cash fare, from its cell", async () => {
    const date = addDaysIso(from, 4);
    const res = await app.request(
      `/api/calendar/day?${new URLSearchParams({ origin: 'GRU', destination: 'MIA', date })}`,
      jsonRequest('GET', undefined, headers),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ date, cash: { price: 2589, freshness: 'live' } });
    expect(serp.requests).toHaveLength(1);
  });
});
