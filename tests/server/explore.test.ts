import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ExploreReply, exploreReplySchema } from '../../core/schemas/explore';
import { addDaysIso, todayIsoDate } from '../../core/schemas/search';
import type { Db } from '../../server/db/client';
import { createUser, jsonRequest, login } from '../helpers/auth';
import { createTestApp } from '../helpers/test-app';
import { createTestDb, resetDb } from '../helpers/test-db';

// GET /api/explore on a default start (no provider key: the demo answers) over HTTP with a real PGlite: the
// destinations from São Paulo for next month, cheapest best total first, and what no provider could price (a past
// month, a made-up code) refused in pt-BR before any call. Every date is relative to today's.

let db: Db;
let app: ReturnType<typeof createTestApp>['app'];
let headers: Record<string, string>;

const today = todayIsoDate();
const monthOf = (day: string) => day.slice(0, 7);
const nextMonth = monthOf(addDaysIso(`${monthOf(today)}-01`, 32));
const lastMonth = monthOf(addDaysIso(`${monthOf(today)}-01`, -1));

beforeAll(async () => {
  db = await createTestDb();
  app = createTestApp(db).app;
});
afterAll(async () => {
  await db.close();
});
beforeEach(async () => {
  await resetDb(db);
  const user = await createUser(db);
  headers = (await login(app, user.email, user.password)).bearer;
});

const explore = (params: Record<string, string>, auth = headers) =>
  app.request(`/api/explore?${new URLSearchParams(params)}`, jsonRequest('GET', undefined, auth));

async function destinations(params: Record<string, string>): Promise<ExploreReply> {
  const res = await explore(params);
  expect(res.status, await res.clone().text()).toBe(200);
  return exploreReplySchema.parse(await res.json());
}

const SAO_WEEK = { origin: 'SAO', month: nextMonth, duration: 'week', passengers: '2' };

describe('GET /api/explore (demo)', () => {
  it('answers ≥ 5 destinations from São Paulo for next month, each with a best total in reais, sorted by it', async () => {
    const reply = await destinations(SAO_WEEK);
    expect(reply.demo).toBe(true);
    expect(reply.originAirports).toEqual(['GRU', 'CGH', 'VCP']);
    expect(reply.destinations.length).toBeGreaterThanOrEqual(5);
    const totals = reply.destinations.map((d) => d.bestBRL);
    expect(totals.every((t) => t > 0)).toBe(true);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    for (const d of reply.destinations) {
      // Never São Paulo itself; real cities with pt-BR names; round trips of a week within next month.
      expect(['GRU', 'CGH', 'VCP']).not.toContain(d.airport);
      expect(d.city).not.toBe(d.airport);
      expect(d.country).not.toBe('');
      if (d.cash) {
        expect(d.cash.totalBRL).toBe(Math.round(d.cash.perPersonBRL * 2 * 100) / 100);
        expect(d.cash.departureDate?.slice(0, 7)).toBe(nextMonth);
        expect(d.cash.returnDate).toBe(addDaysIso(d.cash.departureDate ?? '', 7));
      }
      for (const award of d.miles) expect(award.value?.passengers).toBe(2);
      const best = d.best === 'cash' ? d.cash?.totalBRL : d.miles.find((m) => m.program === d.bestProgram)?.valueBRL;
      expect(best).toBe(d.bestBRL);
    }
    const lisboa = reply.destinations.find((d) => d.airport === 'LIS');
    expect(lisboa).toMatchObject({ city: 'Lisboa', country: 'Portugal', region: 'Europa' });
    expect(reply.calls.total).toBe(0);
  });

  it('answers the same explore again with 0 provider calls, the same list', async () => {
    const first = await destinations(SAO_WEEK);
    const again = await destinations(SAO_WEEK);
    expect(again.calls).toEqual({
      total: 0,
      cash: { asked: 0, cached: 0, max: 0 },
      miles: { asked: 0, cached: 0, max: 0 },
    });
    expect(again.destinations).toEqual(first.destinations);
  });

  it('filters by region, budget per person and "só com meu saldo"', async () => {
    const europe = await destinations({ ...SAO_WEEK, region: 'Europa' });
    expect(europe.destinations.length).toBeGreaterThan(0);
    expect(europe.destinations.every((d) => d.region === 'Europa')).toBe(true);
    const cheap = await destinations({ ...SAO_WEEK, maxPerPersonBRL: '1500' });
    expect(cheap.destinations.every((d) => d.bestBRL / 2 <= 1500)).toBe(true);
    // An empty wallet covers nothing.
    const mine = await destinations({ ...SAO_WEEK, onlyMyBalance: 'true' });
    expect(mine.destinations).toEqual([]);
  });

  it('refuses a past month and an unknown code in pt-BR, and an anonymous caller with 401', async () => {
    const past = await explore({ ...SAO_WEEK, month: lastMonth });
    expect(past.status).toBe(400);
    expect(((await past.json()) as { error: string }).error).toMatch(/já passou/);
    const unknown = await explore({ ...SAO_WEEK, origin: 'XXQ' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({
      code: 'unknown_airport',
      error: expect.stringMatching(/desconhecido/),
    });
    const bad = await explore({ ...SAO_WEEK, duration: 'forever' });
    expect(bad.status).toBe(400);
    expect((await explore(SAO_WEEK, {})).status).toBe(401);
  });
});
