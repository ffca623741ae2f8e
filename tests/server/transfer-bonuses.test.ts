// Transfer partners and bonus campaigns: admins create, change and end campaigns (subscribers and the signed-out
// may not); subscribers see only the campaigns running today in Brasília, so expired and ended ones are gone.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { transferBonuses, transferPartners } from '@core/contract/wallet';
import { TRANSFER_PARTNERS } from '@core/miles/transfer-partners';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import type { Db } from '../../server/db/client';
import { createUser, jsonRequest, login } from '../helpers/auth';
import { bonusCampaignBody } from '../helpers/request-seeds';
import { createTestApp } from '../helpers/test-app';
import { createTestDb, resetDb } from '../helpers/test-db';

let db: Db;
let app: ReturnType<typeof createTestApp>['app'];
let admin: Record<string, string>;
let subscriber: Record<string, string>;

beforeAll(async () => {
  db = await createTestDb();
  app = createTestApp(db).app;
});
beforeEach(async () => {
  await resetDb(db);
  const a = await createUser(db, { role: 'admin', expires: null });
  const s = await createUser(db);
  admin = (await login(app, a.email, a.password)).bearer;
  subscriber = (await login(app, s.email, s.password)).bearer;
});
afterAll(() => db.close());

const ADMIN_PATH = '/api/admin/transfer-bonuses';
const today = () => todayIsoDate('America/Sao_Paulo');
const day = (offset: number) => addDaysIso(today(), offset);

async function create(changes: Record<string, unknown> = {}) {
  const res = await app.request(ADMIN_PATH, jsonRequest('POST', { ...bonusCampaignBody(), ...changes }, admin));
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { campaign: { id: string } }).campaign;
}
const running = async () => {
  const res = await app.request('/api/transfer-bonuses', { headers: subscriber });
  expect(res.status).toBe(200);
  return transferBonuses.reply.parse(await res.json()).campaigns;
};
const count = async () => (await db.query('SELECT id FROM bonus_campaigns')).length;

describe('transfer partners', () => {
  it('gives subscribers the reference table', async () => {
    const res = await app.request('/api/transfer-partners', { headers: subscriber });
    expect(res.status).toBe(200);
    expect(transferPartners.reply.parse(await res.json()).partners).toHaveLength(TRANSFER_PARTNERS.length);
  });
});

describe('bonus campaigns', () => {
  it('admin creates, lists, changes and ends a campaign; the subscriber list follows', async () => {
    const created = await create({ validFrom: day(-2), validUntil: day(3) });
    expect(created).toMatchObject({ from: 'LIVELO', to: 'SMILES', bonusPercent: 80, validUntil: day(3) });
    expect((await running()).map((c) => c.id)).toEqual([created.id]);

    const change = { ...bonusCampaignBody(), bonusPercent: 100, validFrom: day(-2), validUntil: day(5) };
    const put = await app.request(`${ADMIN_PATH}/${created.id}`, jsonRequest('PUT', change, admin));
    expect(put.status).toBe(200);
    expect((await put.json()).campaign).toMatchObject({ id: created.id, bonusPercent: 100, validUntil: day(5) });

    const list = await app.request(ADMIN_PATH, { headers: admin });
    expect((await list.json()).campaigns).toHaveLength(1);

    const end = await app.request(`${ADMIN_PATH}/${created.id}`, jsonRequest('DELETE', undefined, admin));
    expect(end.status).toBe(200);
    expect(await end.json()).toEqual({ success: true });
    expect(await running()).toEqual([]);
    // The admin still sees it, marked as ended.
    const [ended] = (await (await app.request(ADMIN_PATH, { headers: admin })).json()).campaigns;
    expect(ended).toMatchObject({ id: created.id, endedAt: expect.any(String) });
  });

  it('shows only what runs today: the last day counts, yesterday and tomorrow do not', async () => {
    const last = await create({ validFrom: day(-5), validUntil: today() });
    const first = await create({ validFrom: today(), validUntil: day(1) });
    await create({ validFrom: day(-5), validUntil: day(-1) });
    await create({ validFrom: day(1), validUntil: day(4) });
    expect((await running()).map((c) => c.id).sort()).toEqual([last.id, first.id].sort());
  });

  it('answers 404 in pt-BR for an unknown id', async () => {
    const id = randomUUID();
    const put = await app.request(`${ADMIN_PATH}/${id}`, jsonRequest('PUT', bonusCampaignBody(), admin));
    expect(put.status).toBe(404);
    expect((await put.json()).error).toBe('Campanha não encontrada.');
    const del = await app.request(`${ADMIN_PATH}/${id}`, jsonRequest('DELETE', undefined, admin));
    expect(del.status).toBe(404);
  });

  it.each([
    ['a bonus of 401 %', { bonusPercent: 401 }, 'Bônus acima de 400%'],
    [
      'reversed dates',
      { validFrom: addDaysIso(todayIsoDate(), 12), validUntil: addDaysIso(todayIsoDate(), 3) },
      'data final da campanha',
    ],
    ['from an airline programme', { from: 'SMILES', to: 'AZUL' }, 'programa de pontos'],
    ['into a points programme', { to: 'ESFERA' }, 'companhia aérea'],
    ['a tier over 400 %', { tiers: [{ tier: 'Diamante', bonusPercent: 500 }] }, 'Bônus acima de 400%'],
  ])('refuses %s with a pt-BR 400 and stores nothing', async (_name, change, message) => {
    const res = await app.request(ADMIN_PATH, jsonRequest('POST', { ...bonusCampaignBody(), ...change }, admin));
    expect(res.status).toBe(400);
    expect((await res.json()).error).toContain(message);
    expect(await count()).toBe(0);
  });

  it('a bad change leaves the stored campaign as it was', async () => {
    const created = await create();
    const bad = { ...bonusCampaignBody(), bonusPercent: 401 };
    expect((await app.request(`${ADMIN_PATH}/${created.id}`, jsonRequest('PUT', bad, admin))).status).toBe(400);
    const [row] = await db.query<{ bonus_percent: string }>('SELECT bonus_percent::text FROM bonus_campaigns');
    expect(Number(row?.bonus_percent)).toBe(80);
  });

  it('is the admins’: a subscriber gets 403 and the signed-out 401 on every admin route', async () => {
    const created = await create();
    const calls: [string, string, unknown][] = [
      ['GET', ADMIN_PATH, undefined],
      ['POST', ADMIN_PATH, bonusCampaignBody()],
      ['PUT', `${ADMIN_PATH}/${created.id}`, bonusCampaignBody()],
      ['DELETE', `${ADMIN_PATH}/${created.id}`, undefined],
    ];
    for (const [method, path, body] of calls) {
      expect((await app.request(path, jsonRequest(method, body, subscriber))).status, method).toBe(403);
      expect((await app.request(path, jsonRequest(method, body))).status, method).toBe(401);
    }
    expect(await count()).toBe(1);
    expect((await running()).map((c) => c.id)).toEqual([created.id]);
    expect((await app.request('/api/transfer-bonuses')).status).toBe(401);
  });
});
