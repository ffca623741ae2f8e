import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDaysIso, todayIsoDate } from '../../core/schemas/search';
import { type TripPlanReply, tripPlanReplySchema } from '../../core/schemas/trip-plan';
import type { Db } from '../../server/db/client';
import { roundCents } from '../../core/format/money';
import { createUser, jsonRequest, login } from '../helpers/auth';
import { FakeBcb } from '../helpers/fake-bcb';
import { serpApiReply } from '../helpers/alert-fakes';
import { availabilityRow } from '../helpers/calendar-stand-ins';
import { type FakeSeatsAero, type SeenRequest, startFakeSeatsAero } from '../helpers/fake-seats-aero';
import { json, setupFakeSerpApi } from '../helpers/fake-serpapi';
import { createTestApp } from '../helpers/test-app';
import { createTestDb, resetDb } from '../helpers/test-db';

// POST /api/trip-plans against stand-ins of Seats.aero and SerpApi on loopback: one range search per direction,
// at most TRIP_PLAN_MAX_CASH_DATES paid cash days per direction, the same plan again from the cache alone, and
// what no provider could price refused in pt-BR before any call. Every date is relative to today's.

const serp = setupFakeSerpApi();
let seats: FakeSeatsAero;
const bcb = new FakeBcb(todayIsoDate('America/Sao_Paulo'));
let db: Db;
let app: ReturnType<typeof createTestApp>['app'];
let headers: Record<string, string>;
let userId: string;

const outFrom = addDaysIso(todayIsoDate(), 30);
const backFrom = addDaysIso(outFrom, 10);
const GRU_LIS = {
  origin: 'GRU',
  destination: 'LIS',
  outbound: { from: outFrom, to: addDaysIso(outFrom, 6) },
  inbound: { from: backFrom, to: addDaysIso(backFrom, 6) },
  passengers: 2,
  cabin: 'ECONOMY',
};

/** Every day of the asked range in one page: Smiles at 20.000 miles out, at 300.000 back (cash wins the return). */
function rangeReply(request: SeenRequest) {
  const origin = (request.query.get('origin_airport') ?? '').split(',')[0] ?? '';
  const destination = (request.query.get('destination_airport') ?? '').split(',')[0] ?? '';
  const miles = origin === 'GRU' ? 20_000 : 300_000;
  const rows: Record<string, unknown>[] = [];
  for (let day = request.query.get('start_date') ?? ''; day <= (request.query.get('end_date') ?? ''); ) {
    rows.push(availabilityRow(day, origin, destination, miles));
    day = addDaysIso(day, 1);
  }
  return { json: { data: rows, count: rows.length, hasMore: false } };
}

/** The recorded one-way reply (R$ 2.589 the cheapest), on the day and route each request asks for. */
function serpReply(url: URL): string {
  const from = url.searchParams.get('departure_id') ?? '';
  const to = url.searchParams.get('arrival_id') ?? '';
  return serpApiReply(url.searchParams.get('outbound_date') ?? outFrom)
    .replaceAll('"GRU"', '"@FROM"')
    .replaceAll('"MIA"', '"@TO"')
    .replaceAll('"@FROM"', JSON.stringify(from))
    .replaceAll('"@TO"', JSON.stringify(to));
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
  seats.respond(rangeReply);
  await resetDb(db);
  const user = await createUser(db);
  userId = user.id;
  headers = (await login(app, user.email, user.password)).bearer;
  serp.handler = (req, res, url) => json(200, serpReply(url))(req, res);
});

const plan = (body: unknown, auth = headers) => app.request('/api/trip-plans', jsonRequest('POST', body, auth));

async function plans(body: unknown): Promise<TripPlanReply> {
  const res = await plan(body);
  expect(res.status, await res.clone().text()).toBe(200);
  return tripPlanReplySchema.parse(await res.json());
}

describe('POST /api/trip-plans', () => {
  it('plans 2 travellers GRU→LIS ±3 days each way: total = 2 × per person, miles out and cash back, calls bounded', async () => {
    const reply = await plans(GRU_LIS);
    expect(reply.plans.length).toBeGreaterThan(0);
    expect(reply.passengers).toBe(2);
    for (const p of reply.plans) expect(p.totalBRL).toBe(Math.round(p.perPersonBRL * 2 * 100) / 100);
    const [best] = reply.plans;
    // Out: 2 × (20.000 Smiles at R$ 15 + R$ 150,75); back: 2 × R$ 2.589 in cash.
    expect(best?.outbound).toMatchObject({ kind: 'award', partyBRL: 901.5, award: { milesParty: 40_000 } });
    expect(best?.inbound).toMatchObject({ kind: 'cash', cashPerPersonBRL: 2589, partyBRL: 5178 });
    expect(best).toMatchObject({ perPersonBRL: 3039.75, totalBRL: 6079.5 });
    expect((best?.inbound?.date ?? '') >= (best?.outbound.date ?? '')).toBe(true);
    expect(seats.requests.filter((r) => r.path.endsWith('/search')).length).toBeLessThanOrEqual(2);
    expect(serp.requests.length).toBeLessThanOrEqual(16);
    expect(reply.calls).toEqual({ seatsAero: { made: 2, max: 2 }, cash: { made: 14, max: 16 } });
    const routes = new Set(
      serp.requests.map((u) => `${u.searchParams.get('departure_id')}>${u.searchParams.get('arrival_id')}`),
    );
    expect(routes).toEqual(new Set(['GRU>LIS', 'LIS>GRU']));
  });

  it('answers the same plan again from the cache: no provider call', async () => {
    await plans(GRU_LIS);
    const seatsCalls = seats.requests.length;
    const serpCalls = serp.requests.length;
    const again = await plans(GRU_LIS);
    expect(seats.requests).toHaveLength(seatsCalls);
    expect(serp.requests).toHaveLength(serpCalls);
    expect(again.calls).toEqual({ seatsAero: { made: 0, max: 2 }, cash: { made: 0, max: 16 } });
    expect(again.plans[0]?.totalBRL).toBeGreaterThan(0);
    expect(again.plans[0]?.outbound.freshness).toBe('cache');
  });

  it("never has Ana's account issue Smiles for others once it issued for 25 people this year, and says why", async () => {
    const ana = randomUUID();
    await db.query("INSERT INTO household_members (id, user_id, name, relation) VALUES ($1, $2, 'Ana', 'conjuge')", [
      ana,
      userId,
    ]);
    // Ana holds the Smiles miles at R$ 10 per 1.000: her account would be the cheapest to issue from.
    await db.query(
      "INSERT INTO wallet (id, user_id, member_id, program, balance, milheiro) VALUES ($1, $2, $3, 'SMILES', 500000, 10)",
      [randomUUID(), userId, ana],
    );
    const free = await plans({ ...GRU_LIS, passengers: undefined, memberIds: [null, ana] });
    expect(free.plans[0]?.outbound.award?.issuer).toEqual({ memberId: ana, name: 'Ana' });
    for (let i = 0; i < 25; i++)
      await db.query(
        `INSERT INTO issuances (id, user_id, program, account_member_id, beneficiary, issued_on, tickets)
         VALUES ($1, $2, 'SMILES', $3, $4, $5, 1)`,
        [randomUUID(), userId, ana, `Pessoa ${i + 1}`, todayIsoDate('America/Sao_Paulo')],
      );
    const capped = await plans({ ...GRU_LIS, passengers: undefined, memberIds: [null, ana] });
    expect(capped.plans.length).toBeGreaterThan(0);
    for (const p of capped.plans) {
      for (const d of [p.outbound, p.inbound]) expect(d?.award?.issuer.memberId ?? null).not.toBe(ana);
      expect(p.warnings.join(' ')).toContain('A conta de Ana já emitiu para 25 pessoas');
    }
  });

  it('answers from the demo without any provider key, labelled demo', async () => {
    const demo = createTestApp(db).app;
    const res = await demo.request('/api/trip-plans', jsonRequest('POST', GRU_LIS, headers));
    expect(res.status, await res.clone().text()).toBe(200);
    const reply = tripPlanReplySchema.parse(await res.json());
    expect(reply.demo).toBe(true);
    // The reply says what it planned for: a plan's flights are saved and alerted with this cabin and these days.
    expect({ cabin: reply.cabin, windows: reply.windows }).toEqual({
      cabin: GRU_LIS.cabin,
      windows: { outbound: GRU_LIS.outbound, inbound: GRU_LIS.inbound },
    });
    expect(reply.calls).toEqual({ seatsAero: { made: 0, max: 0 }, cash: { made: 0, max: 0 } });
    expect(reply.plans.length).toBeGreaterThan(1);
    for (const p of reply.plans) {
      expect(p.totalBRL).toBe(Math.round(p.perPersonBRL * 2 * 100) / 100);
      expect(p.outbound.freshness).toBe('demo');
      expect(p.inbound?.flight.origin).toBe('LIS');
    }
    expect(seats.requests.length + serp.requests.length).toBe(0);
  });

  it('puts US$ taxes in reais at the PTAX rate and covers a short balance with a transfer at the running bonus', async () => {
    // Smiles at 20.000 miles with US$ 100,00 of taxes, every day of the window.
    seats.respond((request) => {
      const page = rangeReply(request);
      for (const row of page.json.data) Object.assign(row, { TaxesCurrency: 'USD', YTotalTaxes: 10_000 });
      return page;
    });
    const today = todayIsoDate('America/Sao_Paulo');
    await db.query(
      `INSERT INTO bonus_campaigns (from_program, to_program, bonus_percent, valid_from, valid_until)
       VALUES ('LIVELO', 'SMILES', 100, $1, $2)`,
      [today, addDaysIso(today, 10)],
    );
    for (const [program, balance, milheiro] of [
      ['SMILES', 10_000, 20],
      ['LIVELO', 100_000, 30],
    ] as const)
      await db.query('INSERT INTO wallet (id, user_id, program, balance, milheiro) VALUES ($1, $2, $3, $4, $5)', [
        randomUUID(),
        userId,
        program,
        balance,
        milheiro,
      ]);
    const reply = await plans({ ...GRU_LIS, inbound: null, passengers: 1 });
    const [best] = reply.plans;
    const taxes = best?.outbound.award?.taxes;
    expect(taxes).toMatchObject({ amount: 100, currency: 'USD', status: 'converted' });
    const reais = roundCents(100 * (taxes?.rate?.rate ?? 0));
    expect(taxes?.reais).toBe(reais);
    // 10.000 Smiles held at R$ 20 + 5.000 Livelo at R$ 30 that the 100 % bonus makes 10.000 miles + the taxes.
    expect(best?.transfers).toEqual([
      expect.objectContaining({ from: 'LIVELO', to: 'SMILES', points: 5000, milesCredited: 10_000, bonusPercent: 100 }),
    ]);
    expect(best?.totalBRL).toBe(roundCents(200 + 150 + reais));
    expect(best?.inbound).toBeNull();
  });

  it('refuses the anonymous', async () => {
    const res = await plan(GRU_LIS, {});
    expect(res.status).toBe(401);
    expect(seats.requests.length + serp.requests.length).toBe(0);
  });

  it.each([
    ['a past day', { outbound: { from: addDaysIso(todayIsoDate(), -1), to: outFrom } }, 'não pode estar no passado'],
    ['a window over 7 days', { outbound: { from: outFrom, to: addDaysIso(outFrom, 7) } }, 'no máximo 7 dias'],
    ['an unknown code', { destination: 'XXQ' }, 'Aeroporto desconhecido'],
    [
      'a return before the outbound',
      { inbound: { from: addDaysIso(outFrom, -5), to: addDaysIso(outFrom, -1) } },
      'antes da ida',
    ],
    ['a party that does not add up', { passengers: 3, memberIds: [null] }, 'não bate com os membros'],
  ])('refuses %s in pt-BR with no provider call', async (_, change, message) => {
    const res = await plan({ ...GRU_LIS, ...change });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(message);
    expect(seats.requests.length + serp.requests.length).toBe(0);
  });
});
