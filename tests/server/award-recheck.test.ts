import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AwardRecheckReply } from '@core/schemas/award-recheck';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import type { Db } from '../../server/db/client';
import { createUser, jsonRequest, login } from '../helpers/auth';
import { type FakeSeatsAero, type SeenRequest, seatsAeroFixture, startFakeSeatsAero } from '../helpers/fake-seats-aero';
import { createTestApp } from '../helpers/test-app';
import { createTestDb } from '../helpers/test-db';

// "Ainda está lá?" against the Seats.aero stand-in: a fresh /search for the offer's day and route past our reply
// cache (and refreshing it), a POST /refresh not waited for, and each account's re-checks per Brasília day.

const KEY = 'pro_chave-de-teste-123';
const SMILES = '2pZ8xM4dRl8nP2sU6xA0zC5eG7i';
const day = addDaysIso(todayIsoDate(), 30);

type Row = Record<string, unknown>;
/** The recorded GRU→MIA day moved to `day`, with `change` applied to Smiles' row (42.500 milhas, 4 seats). */
function reply(change: (smiles: Row) => void = () => {}): unknown {
  const recorded = seatsAeroFixture('search-gru-mia.json') as { data: Row[] };
  const data = recorded.data.map((row): Row => ({ ...row, Date: day, ParsedDate: `${day}T00:00:00Z` }));
  const smiles = data.find((row) => row.Source === 'smiles');
  if (smiles) change(smiles);
  return { ...recorded, data };
}
const searchesOnly = (requests: SeenRequest[]) => requests.filter((r) => r.path.endsWith('/search'));
/** The refreshes a test sent, awaited: they are not waited for by the route, so they must not reach the next test. */
const refreshesArrive = (count: number) =>
  expect.poll(() => fake.requests.filter((r) => r.path.endsWith('/refresh')).length).toBe(count);

type App = ReturnType<typeof createTestApp>['app'];
let fake: FakeSeatsAero;
let db: Db;
let app: App;
let unkeyedApp: App;
let auth: Record<string, string>;
let userId: string;

beforeAll(async () => {
  fake = await startFakeSeatsAero();
  db = await createTestDb();
  app = createTestApp(db, {
    env: { SEATS_AERO_API_KEY: KEY, SEATS_AERO_BASE_URL: fake.baseUrl, SEATS_AERO_TIMEOUT_MS: '10000' },
  }).app;
  unkeyedApp = createTestApp(db).app;
  const user = await createUser(db);
  userId = user.id;
  auth = (await login(app, user.email, user.password)).bearer;
});
afterAll(async () => {
  await fake.close();
  await db.close();
});
beforeEach(async () => {
  fake.reset();
  await db.exec('TRUNCATE search_cache, award_rechecks');
});

/** What the Smiles economy card showed: 42.500 milhas + R$ 98,12, 4 seats. */
const seenSmiles = {
  origin: 'GRU',
  destination: 'MIA',
  date: day,
  cabin: 'ECONOMY',
  provider: 'seats_aero',
  source: 'smiles',
  miles: 42500,
  taxes: 98.12,
  taxesCurrency: 'BRL',
  seats: 4,
  availabilityId: SMILES,
};

const recheck = (target: App, body: unknown, headers = auth) =>
  target.request('/api/awards/recheck', jsonRequest('POST', body, headers));

describe('POST /api/awards/recheck on Seats.aero', () => {
  it('confirms an offer still there, from a fresh search of that day and route, within 10 s', async () => {
    fake.respond(() => ({ json: reply() }));
    const started = Date.now();
    const res = await recheck(app, seenSmiles);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(res.status).toBe(200);
    const body = (await res.json()) as AwardRecheckReply;
    expect(body).toMatchObject({
      found: true,
      offer: { miles: 42500, taxes: 98.12, taxesCurrency: 'BRL', seats: 4 },
      changes: [],
      message: 'Confirmado agora: 42.500 milhas + R$ 98,12, 4 lugares',
      sourceLabel: 'Seats.aero',
      refreshRequested: true,
      remainingToday: 19,
    });
    expect(Date.parse(body.checkedAt)).toBeGreaterThanOrEqual(started);
    const [search] = searchesOnly(fake.requests);
    expect(Object.fromEntries(search?.query ?? [])).toMatchObject({
      origin_airport: 'GRU',
      destination_airport: 'MIA',
      start_date: day,
      end_date: day,
    });
    await refreshesArrive(1);
  });

  it('asks Seats.aero to refresh that availability (Pro key), without waiting for it', async () => {
    // The refresh never answers: the re-check answers anyway.
    fake.respond((request) => (request.path.endsWith('/refresh') ? 'hang' : { json: reply() }));
    const res = await recheck(app, seenSmiles);
    expect(res.status).toBe(200);
    await expect.poll(() => fake.requests.find((r) => r.path.endsWith('/refresh'))).toBeDefined();
    const refresh = fake.requests.find((r) => r.path.endsWith('/refresh'));
    expect(refresh?.method).toBe('POST');
    expect(refresh?.headers['partner-authorization']).toBe(KEY);
    expect(JSON.parse(refresh?.body ?? '{}')).toEqual({ availability_ids: [SMILES] });
  });

  it('no refresh without the availability id', async () => {
    fake.respond(() => ({ json: reply() }));
    const { availabilityId: _id, ...withoutId } = seenSmiles;
    const body = (await (await recheck(app, withoutId)).json()) as AwardRecheckReply;
    expect(body.found).toBe(true);
    expect(body.refreshRequested).toBe(false);
    expect(fake.requests.some((r) => r.path.endsWith('/refresh'))).toBe(false);
  });

  it("says 'Não encontrado agora' when the seat is gone", async () => {
    fake.respond(() => ({ json: reply((smiles) => Object.assign(smiles, { YAvailable: false, YMileageCost: null })) }));
    const body = (await (await recheck(app, seenSmiles)).json()) as AwardRecheckReply;
    expect(body).toMatchObject({ found: false, offer: null, changes: [], message: 'Não encontrado agora' });
    await refreshesArrive(1);
  });

  it('says what changed: dearer, fewer seats', async () => {
    fake.respond(() => ({
      json: reply((smiles) => Object.assign(smiles, { YMileageCost: '51000', YRemainingSeats: 2 })),
    }));
    const body = (await (await recheck(app, seenSmiles)).json()) as AwardRecheckReply;
    expect(body.message).toBe('Confirmado agora: 51.000 milhas + R$ 98,12, 2 lugares');
    expect(body.changes).toEqual([
      { kind: 'dearer', text: 'Mais caro: 51.000 milhas (antes 42.500)' },
      { kind: 'fewer_seats', text: 'Menos lugares: 2 (antes 4)' },
    ]);
    await refreshesArrive(1);
  });

  it('goes past our reply cache and leaves the fresh reply in it for the date table', async () => {
    fake.respond(() => ({ json: reply() }));
    const dateTable = () =>
      app.request(
        '/api/seatsaereo2-data',
        jsonRequest('POST', { origin: 'GRU', destination: 'MIA', departureDate: day }, auth),
      );
    expect((await dateTable()).status).toBe(200);
    expect(searchesOnly(fake.requests)).toHaveLength(1);
    fake.respond(() => ({ json: reply((smiles) => Object.assign(smiles, { YMileageCost: '39000' })) }));
    const body = (await (await recheck(app, seenSmiles)).json()) as AwardRecheckReply;
    expect(body.changes).toEqual([{ kind: 'cheaper', text: 'Mais barato: 39.000 milhas (antes 42.500)' }]);
    await refreshesArrive(1);
    expect(searchesOnly(fake.requests)).toHaveLength(2);
    const table = (await (await dateTable()).json()) as { flights: { program: string; miles: number }[] };
    expect(searchesOnly(fake.requests)).toHaveLength(2);
    expect(table.flights.find((f) => f.program === 'Smiles')?.miles).toBe(39000);
  });

  it("the 21st of a Brasília day is a 429 with Retry-After until midnight; another account's are its own", async () => {
    fake.respond(() => ({ json: reply() }));
    for (let i = 1; i <= 20; i++) {
      const res = await recheck(app, seenSmiles);
      expect(res.status).toBe(200);
      expect(((await res.json()) as AwardRecheckReply).remainingToday).toBe(20 - i);
    }
    const asked = searchesOnly(fake.requests).length;
    const refused = await recheck(app, seenSmiles);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      success: false,
      error: 'Você já usou as 20 verificações de hoje. Tente de novo amanhã.',
    });
    // Brasília keeps UTC−3 all year: its day turns at 03:00 UTC.
    const sinceBrasiliaMidnight = Math.floor(((Date.now() / 1000 - 3 * 3600) % 86_400) + 86_400) % 86_400;
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(Math.abs(retryAfter - (86_400 - sinceBrasiliaMidnight))).toBeLessThanOrEqual(5);
    expect(searchesOnly(fake.requests)).toHaveLength(asked);

    const other = await createUser(db);
    const otherAuth = (await login(app, other.email, other.password)).bearer;
    const theirs = await recheck(app, seenSmiles, otherAuth);
    expect(theirs.status).toBe(200);
    expect(((await theirs.json()) as AwardRecheckReply).remainingToday).toBe(19);
    await refreshesArrive(21);
  });

  it('a failed Seats.aero call is not counted against the traveller', async () => {
    fake.respond((request) =>
      request.path.endsWith('/search') ? { status: 500, json: { error: 'boom' } } : { json: {} },
    );
    const failed = await recheck(app, seenSmiles);
    expect(failed.status).toBe(502);
    expect(((await failed.json()) as { error: string }).error).toBe('A Seats.aero respondeu com erro 500.');
    fake.respond(() => ({ json: reply() }));
    const body = (await (await recheck(app, seenSmiles)).json()) as AwardRecheckReply;
    expect(body.remainingToday).toBe(19);
    const rows = await db.query('SELECT count FROM award_rechecks WHERE user_id = $1', [userId]);
    expect(rows).toEqual([{ count: 1 }]);
    await refreshesArrive(2);
  });

  it('a Seats.aero that never answers: 504 within 10 s, not counted', { timeout: 30_000 }, async () => {
    fake.respond((request) => (request.path.endsWith('/search') ? 'hang' : { json: {} }));
    const started = Date.now();
    const res = await recheck(app, seenSmiles);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(res.status).toBe(504);
    expect(await res.json()).toMatchObject({ error: 'A Seats.aero não respondeu a tempo.' });
    expect(await db.query('SELECT count FROM award_rechecks WHERE user_id = $1', [userId])).toEqual([{ count: 0 }]);
    await refreshesArrive(1);
  });

  it('without a key: 503 Seats.aero não configurado, nothing asked or counted', async () => {
    const res = await recheck(unkeyedApp, seenSmiles);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ error: 'Seats.aero não configurado.' });
    expect(fake.requests).toHaveLength(0);
    expect(await db.query('SELECT * FROM award_rechecks')).toEqual([]);
  });
});

describe('POST /api/awards/recheck: demo, input and access', () => {
  it('a demo offer is answered from the demo data, saying no award source is configured', async () => {
    const search = await unkeyedApp.request(
      '/api/search/buscador',
      jsonRequest('POST', { origin: 'GRU', destination: 'MIA', departureDate: day, searchType: 'miles' }, auth),
    );
    const { data } = (await search.json()) as {
      data: {
        milesFlights: {
          id: string;
          source: string;
          miles: number;
          milesProgram: string;
          fees: number;
          availableSeats: number | null;
        }[];
      };
    };
    const demo = data.milesFlights.find((f) => f.source === 'demo' && f.milesProgram === 'Smiles');
    expect(demo).toBeDefined();
    const res = await recheck(unkeyedApp, {
      ...seenSmiles,
      provider: 'demo',
      availabilityId: null,
      offerId: demo?.id,
      miles: demo?.miles,
      taxes: demo?.fees,
      seats: demo?.availableSeats,
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as AwardRecheckReply;
    expect(body).toMatchObject({ found: true, changes: [], sourceLabel: 'Demonstração', refreshRequested: false });
    expect(body.offer?.miles).toBe(demo?.miles);
    expect(body.note).toContain('Seats.aero não configurado.');
    expect(fake.requests).toHaveLength(0);
  });

  it.each([
    [{ ...seenSmiles, source: 'latampass' }, 'Programa inválido'],
    [{ ...seenSmiles, destination: 'GRU' }, 'Destino deve ser diferente da origem'],
    [{ ...seenSmiles, date: addDaysIso(todayIsoDate(), -2) }, 'A data da viagem não pode estar no passado'],
    [
      { ...seenSmiles, provider: 'fixed_table' },
      'Só ofertas em milhas da Seats.aero ou da demonstração podem ser verificadas.',
    ],
    [{ ...seenSmiles, miles: -5 }, 'Milhas inválidas'],
  ])('bad input %j → 400 in pt-BR, nothing asked or counted', async (body, error) => {
    const res = await recheck(app, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, error });
    expect(fake.requests).toHaveLength(0);
    expect(await db.query('SELECT * FROM award_rechecks')).toEqual([]);
  });

  it('not signed in → 401', async () => {
    const res = await recheck(app, seenSmiles, {});
    expect(res.status).toBe(401);
    expect(fake.requests).toHaveLength(0);
  });
});
