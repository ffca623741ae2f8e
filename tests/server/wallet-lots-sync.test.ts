// The wallet's lots (/api/wallet-lots) sync between two devices of one account like the wallet; a bad lot is a pt-BR
// 400 with nothing stored; another account's member is refused; another account neither sees nor touches them; a
// member with live lots is not removed; an account holds at most MAX_WALLET_LOTS live lots.
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDaysIso } from '../../core/schemas/search';
import { expiryToday, LOTS_FULL, MAX_WALLET_LOTS } from '../../core/schemas/wallet-lots';
import { MEMBER_IN_USE, UNKNOWN_MEMBER } from '../../server/household/household-sync';
import type { Db } from '../../server/db/client';
import { createUser, jsonRequest, login } from '../helpers/auth';
import { setupTestApp } from '../helpers/setup-test-app';
import { postgresInstances } from '../helpers/shared-postgres';
import { createTestApp } from '../helpers/test-app';

const server = setupTestApp({ resetEachTest: true });
let phone: Record<string, string>;
let laptop: Record<string, string>;
let bia: Record<string, string>;
let anaId: string;

beforeEach(async () => {
  const a = await createUser(server.db);
  const b = await createUser(server.db);
  anaId = a.id;
  phone = (await login(server.app, a.email, a.password)).bearer;
  laptop = (await login(server.app, a.email, a.password)).bearer;
  bia = (await login(server.app, b.email, b.password)).bearer;
});

const start = Date.now();
const at = (minutes: number) => new Date(start + minutes * 60_000).toISOString();
const inDays = (n: number) => addDaysIso(expiryToday(), n);

const lot = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  program: 'LIVELO',
  member_id: null,
  amount: 12000,
  expires_on: inDays(40),
  kind: 'base',
  created_at: at(0),
  updated_at: at(1),
  deleted_at: null,
  ...overrides,
});
const member = (id: string) => ({
  id,
  name: 'Ana Júnior',
  relation: 'filho',
  created_at: at(0),
  updated_at: at(1),
  deleted_at: null,
});

const LOTS = '/api/wallet-lots';
const put = (who: Record<string, string>, path: string, body: { id: string }) =>
  server.app.request(`${path}/${body.id}`, jsonRequest('PUT', body, who));
const del = (who: Record<string, string>, path: string, id: string) =>
  server.app.request(`${path}/${id}`, jsonRequest('DELETE', undefined, who));
const pull = async (who: Record<string, string>) =>
  (await (await server.app.request(LOTS, { headers: who })).json()) as { items: Record<string, unknown>[] };
const count = async () => (await server.db.query('SELECT id FROM wallet_lots')).length;

describe('wallet lots between two devices', () => {
  it('a lot put on the phone is pulled on the laptop; an edit, zeroing and a delete follow', async () => {
    const id = randomUUID();
    expect((await put(phone, LOTS, lot(id))).status).toBe(200);
    expect((await pull(laptop)).items).toEqual([lot(id)]);

    expect((await put(laptop, LOTS, lot(id, { amount: 0, updated_at: at(5) }))).status).toBe(200);
    expect((await pull(phone)).items).toMatchObject([{ id, amount: 0, expires_on: inDays(40) }]);

    expect((await del(phone, LOTS, id)).status).toBe(200);
    expect((await pull(laptop)).items[0]?.deleted_at).not.toBeNull();
    // An older write from a device that was offline does not bring it back.
    expect((await put(laptop, LOTS, lot(id, { amount: 500, updated_at: at(2) }))).status).toBe(200);
    expect((await pull(laptop)).items[0]?.deleted_at).not.toBeNull();
  });

  it("a member's lot names the member; the member is not removed while it is live", async () => {
    const kid = randomUUID();
    expect((await put(phone, '/api/household-members', member(kid))).status).toBe(200);
    const id = randomUUID();
    expect((await put(phone, LOTS, lot(id, { member_id: kid, program: 'SMILES', kind: 'bonus' }))).status).toBe(200);
    expect((await pull(laptop)).items).toMatchObject([{ member_id: kid, program: 'SMILES', kind: 'bonus' }]);
    const refused = await del(phone, '/api/household-members', kid);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toBe(MEMBER_IN_USE);
    expect((await del(phone, LOTS, id)).status).toBe(200);
    expect((await del(phone, '/api/household-members', kid)).status).toBe(200);
  });
});

describe('bad lots are a pt-BR 400 and nothing is stored', () => {
  it.each([
    ['a negative amount', { amount: -1 }, 'A quantidade não pode ser negativa.'],
    ['a fractional amount', { amount: 10.5 }, 'número inteiro'],
    ['an unknown programme', { program: 'MILES_AND_MORE' }, 'Programa inválido'],
    ['an unknown kind', { kind: 'promo' }, 'Escolha o tipo do lote'],
    ['no expiry date', { expires_on: undefined }, 'Data'],
    ['a date that does not exist', { expires_on: `${inDays(400).slice(0, 4)}-02-30` }, 'Data inválida'],
    ['an expiry two years back', { expires_on: inDays(-800) }, 'mais de um ano no passado'],
    ['an expiry 11 years ahead', { expires_on: inDays(11 * 366) }, '10 anos'],
  ])('%s', async (_name, overrides, message) => {
    const res = await put(phone, LOTS, lot(randomUUID(), overrides));
    expect(res.status).toBe(400);
    expect((await res.json()).error).toContain(message);
    expect(await count()).toBe(0);
  });

  it("refuses another account's member, a made-up one and a removed one", async () => {
    const bias = randomUUID();
    expect((await put(bia, '/api/household-members', member(bias))).status).toBe(200);
    const gone = randomUUID();
    await put(phone, '/api/household-members', member(gone));
    await del(phone, '/api/household-members', gone);
    for (const memberId of [bias, randomUUID(), gone]) {
      const res = await put(phone, LOTS, lot(randomUUID(), { member_id: memberId }));
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe(UNKNOWN_MEMBER);
    }
    expect(await count()).toBe(0);
  });
});

describe('another account', () => {
  it('pulls nothing of them and cannot write or delete them', async () => {
    const id = randomUUID();
    await put(phone, LOTS, lot(id));
    expect((await pull(bia)).items).toEqual([]);
    expect((await put(bia, LOTS, lot(id, { amount: 1, updated_at: at(9) }))).status).toBe(404);
    expect((await del(bia, LOTS, id)).status).toBe(404);
    expect((await pull(phone)).items).toMatchObject([{ id, amount: 12000, deleted_at: null }]);
  });
});

describe('the cap', () => {
  it(`holds ${MAX_WALLET_LOTS} live lots per account, with a pt-BR 409 past it; an edit or a removal frees it`, async () => {
    // Filled in SQL: the cap is on what the API accepts next, not on how the rows came.
    await server.db.query(
      `INSERT INTO wallet_lots (id, user_id, program, amount, expires_on, kind)
       SELECT gen_random_uuid(), $1, 'LIVELO', 1000, $2::date, 'base' FROM generate_series(1, $3)`,
      [anaId, inDays(100), MAX_WALLET_LOTS - 1],
    );
    const last = randomUUID();
    expect((await put(phone, LOTS, lot(last))).status).toBe(200);
    const over = await put(phone, LOTS, lot(randomUUID()));
    expect(over.status).toBe(409);
    expect((await over.json()).error).toBe(LOTS_FULL);
    expect((await put(phone, LOTS, lot(last, { amount: 0, updated_at: at(3) }))).status).toBe(200);
    expect((await del(phone, LOTS, last)).status).toBe(200);
    expect((await put(phone, LOTS, lot(randomUUID()))).status).toBe(200);
  });
});

describe('on PostgreSQL, two instances at once', () => {
  const { connect } = postgresInstances('direct');

  it(`new lots written at once on both never pass ${MAX_WALLET_LOTS} live; each answer is 200 or the pt-BR 409`, async () => {
    const dbs = [await connect(), await connect()];
    const apps = dbs.map((d) => createTestApp(d).app);
    const owner = await createUser(dbs[0] as Db);
    const bearer = (await login(apps[0] as (typeof apps)[number], owner.email, owner.password)).bearer;
    await (dbs[0] as Db).query(
      `INSERT INTO wallet_lots (id, user_id, program, amount, expires_on, kind)
       SELECT gen_random_uuid(), $1, 'LIVELO', 1000, $2::date, 'base' FROM generate_series(1, $3)`,
      [owner.id, inDays(100), MAX_WALLET_LOTS - 2],
    );
    const writes = Array.from({ length: 8 }, (_, i) => {
      const body = lot(randomUUID());
      return (apps[i % 2] as (typeof apps)[number]).request(`${LOTS}/${body.id}`, jsonRequest('PUT', body, bearer));
    });
    const answers = await Promise.all(writes);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 409, 409, 409, 409, 409, 409]);
    for (const res of answers.filter((r) => r.status === 409)) expect((await res.json()).error).toBe(LOTS_FULL);
    const [live] = await (dbs[0] as Db).query<{ n: string }>(
      'SELECT count(*)::text AS n FROM wallet_lots WHERE user_id = $1 AND deleted_at IS NULL',
      [owner.id],
    );
    expect(Number(live?.n)).toBe(MAX_WALLET_LOTS);
  }, 60_000);
});
