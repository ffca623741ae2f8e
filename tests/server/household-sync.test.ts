// The household (/familia): members, the wallet per member and the tickets issued sync between two devices of one
// account like the wallet; a bad row is a pt-BR 400 with nothing stored; another account neither sees nor names
// them; a member is removed only once no balance or issue names them.
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { issuanceToday, MAX_HOUSEHOLD_MEMBERS, MEMBERS_FULL } from '../../core/schemas/household';
import { addDaysIso } from '../../core/schemas/search';
import { MEMBER_IN_USE, UNKNOWN_MEMBER } from '../../server/household/household-sync';
import { PROGRAM_TAKEN } from '../../server/wallet/wallet-sync';
import { createUser, jsonRequest, login } from '../helpers/auth';
import { setupTestApp } from '../helpers/setup-test-app';

const server = setupTestApp({ resetEachTest: true });
/** Two devices of Ana's (two sign-ins), and Bia's. */
let phone: Record<string, string>;
let laptop: Record<string, string>;
let bia: Record<string, string>;

beforeEach(async () => {
  const a = await createUser(server.db);
  const b = await createUser(server.db);
  phone = (await login(server.app, a.email, a.password)).bearer;
  laptop = (await login(server.app, a.email, a.password)).bearer;
  bia = (await login(server.app, b.email, b.password)).bearer;
});

const start = Date.now();
const at = (minutes: number) => new Date(start + minutes * 60_000).toISOString();
const today = () => issuanceToday();

const member = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  name: 'Ana Júnior',
  relation: 'filho',
  created_at: at(0),
  updated_at: at(1),
  deleted_at: null,
  ...overrides,
});
const walletRow = (id: string, memberId: string | null, overrides: Record<string, unknown> = {}) => ({
  id,
  program: 'SMILES',
  member_id: memberId,
  balance: 30000,
  milheiro: 18,
  tier: null,
  created_at: at(0),
  updated_at: at(1),
  deleted_at: null,
  ...overrides,
});
const issuance = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  program: 'SMILES',
  account_member_id: null,
  beneficiary: 'Carla Souza',
  issued_on: today(),
  tickets: 2,
  created_at: at(0),
  updated_at: at(1),
  deleted_at: null,
  ...overrides,
});

const put = (who: Record<string, string>, path: string, body: { id: string }) =>
  server.app.request(`${path}/${body.id}`, jsonRequest('PUT', body, who));
const del = (who: Record<string, string>, path: string, id: string) =>
  server.app.request(`${path}/${id}`, jsonRequest('DELETE', undefined, who));
const pull = async (who: Record<string, string>, path: string) =>
  (await (await server.app.request(path, { headers: who })).json()) as { items: Record<string, unknown>[] };
const count = async (table: string) => (await server.db.query(`SELECT id FROM ${table}`)).length;

const MEMBERS = '/api/household-members';
const ISSUANCES = '/api/issuances';
const WALLET = '/api/wallet';

describe('household sync between two devices', () => {
  it('a member, their balance and an issue put on the phone are pulled on the laptop', async () => {
    const kid = randomUUID();
    expect((await put(phone, MEMBERS, member(kid))).status).toBe(200);
    const smiles = randomUUID();
    expect((await put(phone, WALLET, walletRow(smiles, kid))).status).toBe(200);
    const issue = randomUUID();
    const issued = await put(phone, ISSUANCES, issuance(issue, { account_member_id: kid, beneficiary: null }));
    expect(issued.status).toBe(200);

    expect((await pull(laptop, MEMBERS)).items).toEqual([member(kid, { name: 'Ana Júnior' })]);
    expect((await pull(laptop, WALLET)).items).toMatchObject([{ id: smiles, member_id: kid, balance: 30000 }]);
    expect((await pull(laptop, ISSUANCES)).items).toMatchObject([
      { id: issue, program: 'SMILES', account_member_id: kid, beneficiary: null, issued_on: today(), tickets: 2 },
    ]);
    // An edit on the laptop reaches the phone.
    await put(laptop, MEMBERS, member(kid, { name: 'Juninho', updated_at: at(5) }));
    expect((await pull(phone, MEMBERS)).items).toMatchObject([{ id: kid, name: 'Juninho' }]);
  });

  it('keeps one live row per member and programme: the holder and a member each hold Smiles, not twice', async () => {
    const kid = randomUUID();
    await put(phone, MEMBERS, member(kid));
    expect((await put(phone, WALLET, walletRow(randomUUID(), null))).status).toBe(200);
    expect((await put(phone, WALLET, walletRow(randomUUID(), kid))).status).toBe(200);
    const second = await put(laptop, WALLET, walletRow(randomUUID(), kid));
    expect(second.status).toBe(409);
    expect((await second.json()).error).toBe(PROGRAM_TAKEN);
    expect(await count('wallet')).toBe(2);
  });

  it('an issue for a member of the household names them by id', async () => {
    const wife = randomUUID();
    await put(phone, MEMBERS, member(wife, { name: 'Maria', relation: 'conjuge' }));
    const res = await put(
      phone,
      ISSUANCES,
      issuance(randomUUID(), { beneficiary: wife, issued_on: addDaysIso(today(), -30) }),
    );
    expect(res.status).toBe(200);
    expect((await pull(laptop, ISSUANCES)).items).toMatchObject([{ beneficiary: wife, account_member_id: null }]);
  });
});

describe('bad rows are a pt-BR 400 and nothing is stored', () => {
  it.each([
    ['an empty name', MEMBERS, () => member(randomUUID(), { name: '  ' }), 'Informe o nome.'],
    ['an unknown relation', MEMBERS, () => member(randomUUID(), { relation: 'primo' }), 'Escolha o parentesco.'],
    ['a future issue', ISSUANCES, () => issuance(randomUUID(), { issued_on: addDaysIso(today(), 1) }), 'futuro'],
    ['an issue of 0 tickets', ISSUANCES, () => issuance(randomUUID(), { tickets: 0 }), 'Informe ao menos 1 passagem.'],
    [
      'an issue 4 years back',
      ISSUANCES,
      () => issuance(randomUUID(), { issued_on: addDaysIso(today(), -4 * 366) }),
      '3 anos',
    ],
    ['an issue with bank points', ISSUANCES, () => issuance(randomUUID(), { program: 'LIVELO' }), 'companhia aérea'],
  ])('%s', async (_name, path, body, message) => {
    const res = await put(phone, path, body());
    expect(res.status).toBe(400);
    expect((await res.json()).error).toContain(message);
    expect(await count(path === MEMBERS ? 'household_members' : 'issuances')).toBe(0);
  });

  it("refuses another account's member as whose account, who flew or whose balance", async () => {
    const bias = randomUUID();
    expect((await put(bia, MEMBERS, member(bias))).status).toBe(200);
    const writes = [
      put(phone, ISSUANCES, issuance(randomUUID(), { account_member_id: bias })),
      put(phone, ISSUANCES, issuance(randomUUID(), { beneficiary: bias })),
      put(phone, WALLET, walletRow(randomUUID(), bias)),
      put(phone, WALLET, walletRow(randomUUID(), randomUUID())),
    ];
    for (const res of await Promise.all(writes)) {
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe(UNKNOWN_MEMBER);
    }
    expect(await count('issuances')).toBe(0);
    expect(await count('wallet')).toBe(0);
  });
});

describe('another account', () => {
  it('pulls nothing of them and cannot write or delete them', async () => {
    const kid = randomUUID();
    await put(phone, MEMBERS, member(kid));
    await put(phone, WALLET, walletRow(randomUUID(), kid));
    const issue = randomUUID();
    await put(phone, ISSUANCES, issuance(issue));
    for (const path of [MEMBERS, ISSUANCES, WALLET]) expect((await pull(bia, path)).items).toEqual([]);
    expect((await put(bia, MEMBERS, member(kid, { name: 'Outro', updated_at: at(9) }))).status).toBe(404);
    expect((await del(bia, MEMBERS, kid)).status).toBe(404);
    expect((await del(bia, ISSUANCES, issue)).status).toBe(404);
    expect((await pull(phone, MEMBERS)).items).toMatchObject([{ name: 'Ana Júnior', deleted_at: null }]);
  });
});

describe('removing a member', () => {
  it('is refused with a pt-BR 409 while a balance or an issue names them, and passes once none does', async () => {
    const kid = randomUUID();
    await put(phone, MEMBERS, member(kid));
    const balance = randomUUID();
    await put(phone, WALLET, walletRow(balance, kid));
    const issue = randomUUID();
    await put(phone, ISSUANCES, issuance(issue, { beneficiary: kid }));

    const refused = await del(phone, MEMBERS, kid);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toBe(MEMBER_IN_USE);
    // A tombstone written as a PUT is refused the same way.
    const asPut = await put(laptop, MEMBERS, member(kid, { updated_at: at(3), deleted_at: at(3) }));
    expect(asPut.status).toBe(409);

    expect((await del(phone, WALLET, balance)).status).toBe(200);
    expect((await del(phone, MEMBERS, kid)).status).toBe(409);
    expect((await del(phone, ISSUANCES, issue)).status).toBe(200);
    expect((await del(phone, MEMBERS, kid)).status).toBe(200);
    expect((await pull(laptop, MEMBERS)).items[0]?.deleted_at).not.toBeNull();
    // A removed member can no longer be named.
    const late = await put(laptop, WALLET, walletRow(randomUUID(), kid));
    expect(late.status).toBe(400);
  });

  it(`caps the household at ${MAX_HOUSEHOLD_MEMBERS} live members with a pt-BR 409`, async () => {
    const ids = Array.from({ length: MAX_HOUSEHOLD_MEMBERS }, () => randomUUID());
    for (const id of ids) expect((await put(phone, MEMBERS, member(id))).status).toBe(200);
    const over = await put(phone, MEMBERS, member(randomUUID()));
    expect(over.status).toBe(409);
    expect((await over.json()).error).toBe(MEMBERS_FULL);
    // Editing one already there passes; after a removal there is room again.
    expect((await put(phone, MEMBERS, member(ids[0] ?? '', { name: 'Outro nome', updated_at: at(4) }))).status).toBe(
      200,
    );
    expect((await del(phone, MEMBERS, ids[1] ?? '')).status).toBe(200);
    expect((await put(phone, MEMBERS, member(randomUUID()))).status).toBe(200);
  });
});
