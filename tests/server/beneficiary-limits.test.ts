// Beneficiary limits over HTTP with a real PGlite: each subscriber sees their own household's standing; admins
// correct a programme's rule from a day on and the next reading counts with it; nobody else may.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminBeneficiaryRules, getBeneficiaryLimits, putBeneficiaryRule } from '@core/contract/beneficiaries';
import { defaultBeneficiaryRule } from '@core/miles/beneficiary-rules';
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
let other: Record<string, string>;

beforeAll(async () => {
  db = await createTestDb();
  app = createTestApp(db).app;
});
beforeEach(async () => {
  await resetDb(db);
  const a = await createUser(db, { role: 'admin', expires: null });
  const h = await createUser(db);
  const o = await createUser(db);
  holderId = h.id;
  admin = (await login(app, a.email, a.password)).bearer;
  holder = (await login(app, h.email, h.password)).bearer;
  other = (await login(app, o.email, o.password)).bearer;
});
afterAll(() => db.close());

const today = () => campaignDay();
const year = () => Number(today().slice(0, 4));
const RULES_PATH = '/api/admin/beneficiary-rules';

async function addMember(userId: string, name: string): Promise<string> {
  const id = randomUUID();
  await db.query("INSERT INTO household_members (id, user_id, name, relation) VALUES ($1, $2, $3, 'filho')", [
    id,
    userId,
    name,
  ]);
  return id;
}

async function issue(userId: string, row: { program?: string; account?: string | null; for: string | null }) {
  await db.query(
    `INSERT INTO issuances (id, user_id, program, account_member_id, beneficiary, issued_on, tickets)
     VALUES ($1, $2, $3, $4, $5, $6, 1)`,
    [randomUUID(), userId, row.program ?? 'SMILES', row.account ?? null, row.for, today()],
  );
}

async function limits(headers: Record<string, string>) {
  const res = await app.request('/api/beneficiary-limits', { headers });
  expect(res.status, await res.clone().text()).toBe(200);
  return getBeneficiaryLimits.reply.parse(await res.json()).limits;
}
const smilesOf = async (headers: Record<string, string>, memberId: string | null = null) =>
  (await limits(headers)).find((l) => l.program === 'SMILES' && l.memberId === memberId);

const ruleBody = (changes: Record<string, unknown> = {}) => {
  const { program: _program, ...rule } = defaultBeneficiaryRule('SMILES');
  return { ...rule, effectiveFrom: today(), ...changes };
};
const putRule = (program: string, body: unknown, headers = admin) =>
  app.request(`${RULES_PATH}/${program}`, jsonRequest('PUT', body, headers));

describe('GET /api/beneficiary-limits', () => {
  it('25 Smiles tickets for distinct others this year: used 25, left 0, frees on 1 January next year', async () => {
    for (let i = 1; i <= 25; i++) await issue(holderId, { for: `Pessoa ${i}` });
    // Issues for oneself and a second ticket for someone counted take no slot.
    await issue(holderId, { for: null });
    await issue(holderId, { for: 'pessoa 1' });
    expect(await smilesOf(holder)).toMatchObject({
      accountName: null,
      limit: 25,
      used: 25,
      left: 0,
      freesOn: `${year() + 1}-01-01`,
      confidence: 'high',
    });
  });

  it("answers the holder and each member's account, by name, and another user sees only their own", async () => {
    const ana = await addMember(holderId, 'Ana');
    await issue(holderId, { account: ana, for: null });
    await issue(holderId, { program: 'LATAM_PASS', for: ana });
    const mine = await limits(holder);
    expect(mine.filter((l) => l.program === 'SMILES').map((l) => [l.memberId, l.accountName, l.used])).toEqual([
      [null, null, 0],
      [ana, 'Ana', 1],
    ]);
    expect(mine.find((l) => l.program === 'LATAM_PASS' && l.memberId === null)).toMatchObject({ used: 1, left: 23 });

    const theirs = await limits(other);
    expect(theirs.every((l) => l.memberId === null && l.used === 0)).toBe(true);
  });

  it('refuses the signed-out with 401', async () => {
    expect((await app.request('/api/beneficiary-limits')).status).toBe(401);
  });
});

describe('/api/admin/beneficiary-rules', () => {
  it("an admin's correction of the limit is what the next reading counts with; a future one waits its day", async () => {
    for (let i = 1; i <= 25; i++) await issue(holderId, { for: `Pessoa ${i}` });
    const put = await putRule('SMILES', ruleBody({ limit: 30, notes: 'Smiles anunciou 30.' }));
    expect(put.status, await put.clone().text()).toBe(200);
    expect(putBeneficiaryRule.reply.parse(await put.json()).rule).toMatchObject({
      program: 'SMILES',
      limit: 30,
      origin: 'admin',
      inForce: true,
    });
    expect(await smilesOf(holder)).toMatchObject({ limit: 30, used: 25, left: 5 });

    const later = await putRule('SMILES', ruleBody({ limit: 40, effectiveFrom: addDaysIso(today(), 1) }));
    expect((await later.json()).rule).toMatchObject({ limit: 40, inForce: false });
    expect((await smilesOf(holder))?.limit).toBe(30);

    const list = await app.request(RULES_PATH, { headers: admin });
    const rules = adminBeneficiaryRules.reply.parse(await list.json()).rules.filter((r) => r.program === 'SMILES');
    expect(rules.map((r) => [r.origin, r.limit, r.inForce])).toEqual([
      ['default', 25, false],
      ['admin', 40, false],
      ['admin', 30, true],
    ]);
  });

  it('the same day again replaces the correction; a window sent with a yearly rule is left out', async () => {
    await putRule('TAP', ruleBody({ limit: 12 }));
    expect((await putRule('TAP', ruleBody({ limit: 11, windowMonths: 12 }))).status).toBe(200);
    const rows = await db.query('SELECT beneficiary_limit, window_months FROM beneficiary_rules');
    expect(rows).toEqual([{ beneficiary_limit: 11, window_months: null }]);
  });

  it('refuses a subscriber (403) and the signed-out (401), and changes nothing', async () => {
    expect((await putRule('SMILES', ruleBody({ limit: 1 }), holder)).status).toBe(403);
    expect((await app.request(RULES_PATH, { headers: holder })).status).toBe(403);
    expect((await putRule('SMILES', ruleBody({ limit: 1 }), {})).status).toBe(401);
    expect((await smilesOf(holder))?.limit).toBe(25);
  });

  it.each([
    ['a limit of 0', 'SMILES', { limit: 0 }, 'O limite de pessoas deve ser no mínimo 1.'],
    ['a rolling rule without its window', 'SMILES', { kind: 'rolling' }, 'Informe a janela em meses'],
    ['no source', 'SMILES', { sources: [] }, 'Informe ao menos uma fonte.'],
    ['a bad day', 'SMILES', { effectiveFrom: `${year()}-13-01` }, 'Data inválida'],
    ['a programme without a rule', 'LIVELO', {}, 'Programa sem regra de beneficiários.'],
  ])('refuses %s with a pt-BR 400', async (_name, program, changes, message) => {
    const res = await putRule(program, ruleBody(changes));
    expect(res.status).toBe(400);
    expect((await res.json()).error).toContain(message);
    expect(await db.query('SELECT 1 FROM beneficiary_rules')).toEqual([]);
  });
});
