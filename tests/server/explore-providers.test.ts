import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ExploreReply, exploreReplySchema } from '../../core/schemas/explore';
import { addDaysIso, todayIsoDate } from '../../core/schemas/search';
import type { Db } from '../../server/db/client';
import { createUser, jsonRequest, login } from '../helpers/auth';
import { FakeBcb } from '../helpers/fake-bcb';
import { availabilityRow } from '../helpers/calendar-stand-ins';
import { type FakeSeatsAero, type SeenRequest, seatsAeroFixture, startFakeSeatsAero } from '../helpers/fake-seats-aero';
import { json, serpApiFixture, setupFakeSerpApi } from '../helpers/fake-serpapi';
import { createTestApp } from '../helpers/test-app';
import { createTestDb, resetDb } from '../helpers/test-db';

// GET /api/explore against stand-ins on loopback serving the documented shapes: SerpApi's google_travel_explore
// for the cash fares (tests/fixtures/serpapi/travel-explore-sao.json) and Seats.aero's /destinations
// (tests/fixtures/seats-aero/destinations-gru.json) then /search each way for the cheapest pairs, valued at my
// milheiro, with coveredByBalance from my wallet and the running bonus. Every date is relative to today's.

const serp = setupFakeSerpApi();
let seats: FakeSeatsAero;
const bcb = new FakeBcb(todayIsoDate('America/Sao_Paulo'));
let db: Db;
let app: ReturnType<typeof createTestApp>['app'];
let headers: Record<string, string>;
let userId: string;

const today = todayIsoDate();
const nextMonth = addDaysIso(`${today.slice(0, 7)}-01`, 32).slice(0, 7);
const SAO = ['GRU', 'CGH', 'VCP'];
/** Miles per person each way: GIG cheap enough for my balance with the bonus, SSA never. */
const MILES: Record<string, number> = { GIG: 8000, SSA: 25_000 };

function seatsReply(request: SeenRequest) {
  if (request.path.endsWith('/destinations')) {
    const origin = request.query.get('origin_airport');
    return {
      json:
        origin === 'GRU'
          ? seatsAeroFixture('destinations-gru.json')
          : { success: true, origin_airport: origin, destinations: [] },
    };
  }
  const origin = (request.query.get('origin_airport') ?? '').split(',')[0] ?? '';
  const destination = (request.query.get('destination_airport') ?? '').split(',')[0] ?? '';
  const miles = MILES[SAO.includes(origin) ? destination : origin] ?? 50_000;
  const rows: Record<string, unknown>[] = [];
  for (
    let day = request.query.get('start_date') ?? '';
    day <= (request.query.get('end_date') ?? '');
    day = addDaysIso(day, 1)
  )
    rows.push(availabilityRow(day, origin, destination, miles));
  return { json: { data: rows, count: rows.length, hasMore: false } };
}

beforeAll(async () => {
  seats = await startFakeSeatsAero();
  const ratesUrl = await bcb.start();
  db = await createTestDb();
  app = createTestApp(db, {
    env: {
      SEATS_AERO_API_KEY: 'pro_chave-de-teste-123',
      SEATS_AERO_BASE_URL: seats.baseUrl,
      SERPAPI_API_KEY: 'chave-secreta-serpapi-0123456789abcdef',
      SERPAPI_BASE_URL: serp.baseUrl,
      EXCHANGE_RATES_BASE_URL: ratesUrl,
      EXPLORE_MAX_AWARD_PAIRS: '2',
      CALENDAR_PER_HOUR: '4',
    },
  }).app;
});
afterAll(async () => {
  await bcb.close();
  await seats.close();
  await db.close();
});
beforeEach(async () => {
  seats.reset();
  seats.respond(seatsReply);
  await resetDb(db);
  const user = await createUser(db);
  userId = user.id;
  headers = (await login(app, user.email, user.password)).bearer;
  serp.handler = (req, res) =>
    json(200, serpApiFixture('travel-explore-sao.json').replaceAll('2027-01', nextMonth))(req, res);
  // Smiles 20.000 at R$ 20 the thousand, Livelo 10.000 at R$ 30, and a 100 % Livelo → Smiles bonus running today.
  for (const [program, balance, milheiro] of [
    ['SMILES', 20_000, 20],
    ['LIVELO', 10_000, 30],
  ] as const)
    await db.query('INSERT INTO wallet (id, user_id, program, balance, milheiro) VALUES ($1, $2, $3, $4, $5)', [
      randomUUID(),
      userId,
      program,
      balance,
      milheiro,
    ]);
  const day = todayIsoDate('America/Sao_Paulo');
  await db.query(
    `INSERT INTO bonus_campaigns (from_program, to_program, bonus_percent, valid_from, valid_until)
     VALUES ('LIVELO', 'SMILES', 100, $1, $2)`,
    [day, addDaysIso(day, 10)],
  );
});

const QUERY = { origin: 'SAO', month: nextMonth, duration: 'week', passengers: '2', cabin: 'ECONOMY' };

async function explore(params: Record<string, string> = QUERY): Promise<ExploreReply> {
  const res = await app.request(`/api/explore?${new URLSearchParams(params)}`, jsonRequest('GET', undefined, headers));
  expect(res.status, await res.clone().text()).toBe(200);
  return exploreReplySchema.parse(await res.json());
}

const at = (reply: ExploreReply, airport: string) => reply.destinations.find((d) => d.airport === airport);

describe('GET /api/explore with providers', () => {
  it('takes the cash fares from ONE google_travel_explore call for the city, month and trip length', async () => {
    const reply = await explore();
    expect(serp.requests).toHaveLength(1);
    const params = serp.requests[0]?.searchParams;
    expect(Object.fromEntries(params ?? [])).toMatchObject({
      engine: 'google_travel_explore',
      departure_id: 'GRU,CGH,VCP',
      currency: 'BRL',
      hl: 'pt-br',
      gl: 'br',
      month: String(Number(nextMonth.slice(5))),
      travel_duration: '2',
    });
    expect(reply.demo).toBe(false);
    expect(reply.calls.cash).toEqual({ asked: 1, cached: 0, max: 1 });
    // The party's fare: 2 × one traveller's round trip, with the dates Google gave.
    expect(at(reply, 'LIS')).toMatchObject({
      city: 'Lisboa',
      country: 'Portugal',
      region: 'Europa',
      lat: 38.7223,
      cash: {
        totalBRL: 9780,
        perPersonBRL: 4890,
        departureDate: `${nextMonth}-05`,
        returnDate: `${nextMonth}-12`,
        stops: 0,
      },
      best: 'cash',
      bestBRL: 9780,
    });
    // The row without a price is skipped, not the page.
    expect(at(reply, 'FOR')).toBeUndefined();
    const totals = reply.destinations.map((d) => d.bestBRL);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });

  it('takes the awards from /destinations per origin airport then /search each way for the cheapest pairs, at my milheiro', async () => {
    const reply = await explore();
    const destinations = seats.requests.filter((r) => r.path.endsWith('/destinations'));
    expect(destinations.map((r) => r.query.get('origin_airport')).sort()).toEqual(['CGH', 'GRU', 'VCP']);
    expect(destinations.every((r) => r.headers['partner-authorization'] === 'pro_chave-de-teste-123')).toBe(true);
    const searches = seats.requests.filter((r) => r.path.endsWith('/search'));
    // EXPLORE_MAX_AWARD_PAIRS = 2: the two cheapest economy destinations (GIG, SSA), out and back.
    expect(
      searches.map((r) => `${r.query.get('origin_airport')}>${r.query.get('destination_airport')}`).sort(),
    ).toEqual(['GIG>GRU,CGH,VCP', 'GRU,CGH,VCP>GIG', 'GRU,CGH,VCP>SSA', 'SSA>GRU,CGH,VCP']);
    expect(reply.calls.miles).toEqual({ asked: 7, cached: 0, max: 3 + 2 * 2 * 2 });
    expect(reply.calls.total).toBe(8);
    const [smiles] = at(reply, 'GIG')?.miles ?? [];
    // 2 × (16.000 Smiles at my R$ 20 + R$ 301,50 of taxes both ways).
    expect(smiles).toMatchObject({
      program: 'Smiles',
      programId: 'SMILES',
      miles: 32_000,
      taxes: 603,
      valueBRL: 1243,
      value: { passengers: 2, milheiro: 20, milheiroReference: false, perPerson: 621.5 },
      nonstop: true,
    });
    expect((smiles?.date ?? '').slice(0, 7) >= today.slice(0, 7)).toBe(true);
    // Cash beats it at GIG (2 × R$ 612); SSA's award is worth more than its fare too.
    expect(at(reply, 'GIG')).toMatchObject({ best: 'cash', bestBRL: 1224 });
  });

  it('says coveredByBalance only where my balances, with the running bonus, pay for the whole party', async () => {
    const reply = await explore();
    // GIG: 32.000 miles = 20.000 held + 6.000 Livelo doubled by the bonus. SSA: 100.000 miles, never.
    expect(at(reply, 'GIG')).toMatchObject({
      coveredByBalance: true,
      miles: [expect.objectContaining({ coveredByBalance: true })],
    });
    expect(at(reply, 'SSA')).toMatchObject({ coveredByBalance: false });
    expect(reply.destinations.filter((d) => d.coveredByBalance).map((d) => d.airport)).toEqual(['GIG']);
    const mine = await explore({ ...QUERY, onlyMyBalance: 'true' });
    expect(mine.destinations.map((d) => d.airport)).toEqual(['GIG']);
    expect(mine.destinations[0]).toMatchObject({ best: 'miles', bestProgram: 'Smiles', bestBRL: 1243 });
    // Without the bonus, 10.000 Livelo cannot make the 12.000 miles missing.
    await db.query('DELETE FROM bonus_campaigns');
    expect(at(await explore(), 'GIG')?.coveredByBalance).toBe(false);
  });

  it('answers the same explore again from the caches: 0 provider calls', async () => {
    const first = await explore();
    const calls = seats.requests.length + serp.requests.length;
    const again = await explore();
    expect(seats.requests.length + serp.requests.length).toBe(calls);
    expect(again.calls).toMatchObject({ total: 0, cash: { asked: 0, cached: 1 }, miles: { asked: 0, cached: 7 } });
    expect(again.destinations.map((d) => [d.airport, d.bestBRL])).toEqual(
      first.destinations.map((d) => [d.airport, d.bestBRL]),
    );
  });

  it('keeps the awards when SerpApi fails, saying so, and filters to non-stop fares', async () => {
    serp.handler = json(500, '{"error":"Internal error"}');
    const reply = await explore({ ...QUERY, nonstop: 'true' });
    expect(reply.errors).toEqual([{ provider: 'google_travel_explore', message: expect.stringMatching(/SerpApi/) }]);
    expect(reply.destinations.map((d) => d.airport).sort()).toEqual(['GIG', 'SSA']);
    expect(reply.destinations.every((d) => d.cash === null && d.best === 'miles')).toBe(true);
  });

  it('refuses a past month or an unknown code with 0 provider calls, and counts explores as calendars per hour', async () => {
    const lastMonth = addDaysIso(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
    const ask = (params: Record<string, string>) =>
      app.request(`/api/explore?${new URLSearchParams(params)}`, jsonRequest('GET', undefined, headers));
    expect((await ask({ ...QUERY, month: lastMonth })).status).toBe(400);
    expect((await ask({ ...QUERY, origin: 'XXQ' })).status).toBe(400);
    expect(seats.requests.length + serp.requests.length).toBe(0);
    // CALENDAR_PER_HOUR = 4 here: the refusals above counted against none of them.
    for (let i = 0; i < 4; i++) expect((await ask(QUERY)).status).toBe(200);
    const over = await ask(QUERY);
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await over.json()) as { error: string }).error).toMatch(/limite de calendários/);
  });

  it('asks google_travel_explore for each month a window of dates touches, keeping the fares inside it', async () => {
    const monthAfter = addDaysIso(`${nextMonth}-01`, 32).slice(0, 7);
    serp.handler = (req, res, url) => {
      const month = Number(url.searchParams.get('month')) === Number(nextMonth.slice(5)) ? nextMonth : monthAfter;
      json(200, serpApiFixture('travel-explore-sao.json').replaceAll('2027-01', month))(req, res);
    };
    const reply = await explore({ ...QUERY, month: '', from: `${nextMonth}-20`, to: `${monthAfter}-10` });
    expect(serp.requests.map((u) => u.searchParams.get('month'))).toEqual([
      String(Number(nextMonth.slice(5))),
      String(Number(monthAfter.slice(5))),
    ]);
    expect(reply.calls.cash).toEqual({ asked: 2, cached: 0, max: 2 });
    for (const d of reply.destinations) {
      const day = d.cash?.departureDate;
      if (day) expect(day >= `${nextMonth}-20` && day <= `${monthAfter}-10`).toBe(true);
    }
    // Buenos Aires leaves on the 22nd of next month; Rio on the 9th of the month after.
    expect(at(reply, 'EZE')?.cash?.departureDate).toBe(`${nextMonth}-22`);
    expect(at(reply, 'GIG')?.cash?.departureDate).toBe(`${monthAfter}-09`);
  });
});
