// Loyalty clubs over HTTP with a real PGlite: each subscriber sees every plan with its price, points and cost per
// thousand, valued with their own milheiros and today's campaigns; admins correct a plan from a day on and the next
// reading counts with it; nobody else may.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminClubs, getClubs, putClub } from '@core/contract/clubs';
import { defaultClubPlan } from '@core/miles/clubs';
import { addDaysIso } from '@core/schemas/search';
import { campaignDay } from '@core/schemas/wallet';
import type { Db } from '../../server/db/client';
import { createUser, jsonRequest, login } from '../helpers/auth';
import { createTestApp } from '../helpers/test-app';
import { createTestDb, resetDb } from '../helpers/test-db';

let db: Db;
let app: ReturnType<typeof createTestApp>['app'];
let admin: Record<string, string>;
let holder: Record<string, string>;
let holderId: string;

beforeAll(async () => {
  db = await createTestDb();
  app = createTestApp(db).app;
});
beforeEach(async () => {
  await resetDb(db);
  const a = await createUser(db, { role: 'admin', expires: null });
  const h = await createUser(db);
  holderId = h.id;
  admin = (await login(app, a.email, a.password)).bearer;
  holder = (await login(app, h.email, h.password)).bearer;
});
afterAll(() => db.close());

const today = () => campaignDay();
const CLUBS_PATH = '/api/admin/clubs';

async function clubs(headers = holder) {
  const res = await app.request('/api/clubs', { headers });
  expect(res.status, await res.clone().text()).toBe(200);
  return getClubs.reply.parse(await res.json()).clubs;
}
const clubOf = async (id: string, headers = holder) => (await clubs(headers)).find((c) => c.id === id);

const clubBody = (changes: Record<string, unknown> = {}) => {
  const { id: _id, program: _program, ...plan } = defaultClubPlan('latam-pass-1000');
  return { ...plan, effectiveFrom: today(), ...changes };
};
const put = (id: string, body: unknown, headers = admin) =>
  app.request(`${CLUBS_PATH}/${id}`, jsonRequest('PUT', body, headers));

describe('GET /api/clubs', () => {
  it('lists at least four clubs with a price, points per month and cost per thousand, each with a source', async () => {
    const list = await clubs();
    const priced = list.filter((c) => c.monthlyPriceBRL !== null && c.costPerThousandBRL !== null);
    expect(priced.length).toBeGreaterThanOrEqual(4);
    expect(await clubOf('esfera-1000')).toMatchObject({
      planName: 'Clube Esfera 1.000',
      monthlyPriceBRL: 54.9,
      pointsPerMonth: 1000,
      costPerThousandBRL: 54.9,
    });
    // A price nobody sourced is null, and the verdict says so.
    expect(await clubOf('latam-pass-1000')).toMatchObject({ monthlyPriceBRL: null, verdict: 'depende' });
    for (const c of list) expect(c.sources.length).toBeGreaterThan(0);
  });

  it("values the points after the members' bonus in today's campaign, against the caller's own milheiro", async () => {
    await db.query(
      `INSERT INTO bonus_campaigns (from_program, to_program, bonus_percent, tiers, valid_from, valid_until)
       VALUES ('ESFERA', 'SMILES', 50, '[{"tier":"Clube Esfera","bonusPercent":100}]'::jsonb, $1, $2)`,
      [today(), addDaysIso(today(), 5)],
    );
    await db.query('INSERT INTO wallet (id, user_id, program, balance, milheiro) VALUES ($1, $2, $3, $4, $5)', [
      randomUUID(),
      holderId,
      'SMILES',
      20000,
      30,
    ]);
    const esfera = await clubOf('esfera-1000');
    expect(esfera).toMatchObject({
      bonusPercent: 100,
      milesProgram: 'SMILES',
      milesCostPerThousandBRL: 27.45,
      milheiro: { value: 30, reference: false, program: 'SMILES' },
      verdict: 'sim',
    });
    expect(esfera?.why).toBe('R$ 27,45 por mil milhas Smiles com o bônus de 100%, abaixo do seu milheiro de R$ 30,00.');
  });

  it('refuses the signed-out with 401', async () => {
    expect((await app.request('/api/clubs')).status).toBe(401);
  });
});

describe('/api/admin/clubs', () => {
  it("an admin's price is what the next reading counts with; a future one waits its day", async () => {
    const res = await put('latam-pass-1000', clubBody({ monthlyPriceBRL: 44.9, sources: [{ site: 'latampass.com' }] }));
    expect(res.status, await res.clone().text()).toBe(200);
    expect(putClub.reply.parse(await res.json()).club).toMatchObject({ origin: 'admin', inForce: true });
    expect(await clubOf('latam-pass-1000')).toMatchObject({ monthlyPriceBRL: 44.9, costPerThousandBRL: 44.9 });

    await put('latam-pass-1000', clubBody({ monthlyPriceBRL: 60, effectiveFrom: addDaysIso(today(), 3) }));
    expect((await clubOf('latam-pass-1000'))?.monthlyPriceBRL).toBe(44.9);
    const listed = adminClubs.reply.parse(await (await app.request(CLUBS_PATH, { headers: admin })).json()).clubs;
    expect(listed.filter((c) => c.id === 'latam-pass-1000').map((c) => [c.origin, c.inForce])).toEqual([
      ['default', false],
      ['admin', false],
      ['admin', true],
    ]);
  });

  it('refuses a subscriber (403) and the signed-out (401), and changes nothing', async () => {
    expect((await put('latam-pass-1000', clubBody({ monthlyPriceBRL: 1 }), holder)).status).toBe(403);
    expect((await app.request(CLUBS_PATH, { headers: holder })).status).toBe(403);
    expect((await put('latam-pass-1000', clubBody({ monthlyPriceBRL: 1 }), {})).status).toBe(401);
    expect((await clubOf('latam-pass-1000'))?.monthlyPriceBRL).toBeNull();
  });

  it.each([
    ['a price of 0', 'azul-1000', { monthlyPriceBRL: 0 }, 'O preço mensal deve ser maior que zero.'],
    ['a price in tenths of centavos', 'azul-1000', { monthlyPriceBRL: 45.001 }, 'duas casas decimais'],
    ['fractional points', 'azul-1000', { pointsPerMonth: 10.5 }, 'número inteiro'],
    ['no source', 'azul-1000', { sources: [] }, 'Informe ao menos uma fonte.'],
    ['a bad day', 'azul-1000', { effectiveFrom: `${today().slice(0, 4)}-13-01` }, 'Data inválida'],
    ['an unknown club', 'clube-x', {}, 'Clube desconhecido.'],
  ])('refuses %s with a pt-BR 400', async (_name, id, changes, message) => {
    const res = await put(id, clubBody(changes));
    expect(res.status).toBe(400);
    expect((await res.json()).error).toContain(message);
    expect(await db.query('SELECT 1 FROM clubs')).toEqual([]);
  });
});
