// Bonus alerts fire once per campaign: when an admin saves a campaign and on the job's rounds (fireBonusAlerts),
// with the bonus the traveller gets (their club tier counted), through the in-app list, push and e-mail. Runs at
// once, on one database or two instances of PostgreSQL, never announce a campaign twice.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatDate } from '@core/format/dates';
import { notificationSchema } from '@core/schemas/alerts';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import { pullReplySchema } from '@core/schemas/sync';
import { deliverOwed } from '../../server/notifications/delivery-worker';
import { runAlertRound } from '../../server/jobs/alert-rounds';
import type { Db } from '../../server/db/client';
import { fireBonusAlerts } from '../../server/wallet/bonus-alerts';
import { captureMailer } from '../helpers/alert-fakes';
import { createUser, jsonRequest, login } from '../helpers/auth';
import { bonusCampaignBody } from '../helpers/request-seeds';
import { postgresInstances } from '../helpers/shared-postgres';
import { createTestApp } from '../helpers/test-app';
import { createTestDb, resetDb } from '../helpers/test-db';

type Built = ReturnType<typeof createTestApp>;
type Headers = Record<string, string>;

const until = addDaysIso(todayIsoDate('America/Sao_Paulo'), 10);
const now = () => new Date().toISOString();

async function person(s: Built, db: Db, role: 'user' | 'admin' = 'user') {
  const u = await createUser(db, role === 'admin' ? { role, expires: null } : {});
  return { id: u.id, bearer: (await login(s.app, u.email, u.password)).bearer };
}

async function alert(s: Built, who: Headers, minBonus: number, pair = { from: 'LIVELO', to: 'SMILES' }) {
  const id = randomUUID();
  const body = { id, ...pair, min_bonus_percent: minBonus, created_at: now(), updated_at: now() };
  const res = await s.app.request(`/api/bonus-alerts/${id}`, jsonRequest('PUT', body, who));
  expect(res.status, await res.clone().text()).toBe(200);
  return id;
}

async function wallet(s: Built, who: Headers, program: string, tier: string | null) {
  const id = randomUUID();
  const body = { id, program, balance: 1000, tier, created_at: now(), updated_at: now() };
  expect((await s.app.request(`/api/wallet/${id}`, jsonRequest('PUT', body, who))).status).toBe(200);
}

async function campaign(s: Built, admin: Headers, changes: Record<string, unknown> = {}) {
  const body = { ...bonusCampaignBody(), bonusPercent: 80, tiers: [], validUntil: until, ...changes };
  const res = await s.app.request('/api/admin/transfer-bonuses', jsonRequest('POST', body, admin));
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { campaign: { id: string } }).campaign.id;
}

async function notes(s: Built, who: Headers) {
  const res = await s.app.request('/api/notifications', { headers: who });
  expect(res.status).toBe(200);
  return pullReplySchema(notificationSchema).parse(await res.json()).items;
}

const countNotes = async (db: Db) => (await db.query('SELECT id FROM notifications')).length;

describe('bonus alerts on PGlite', () => {
  let db: Db;
  let s: Built;
  let mailer: ReturnType<typeof captureMailer>;
  let admin: Headers;
  let ana: { id: string; bearer: Headers };

  beforeAll(async () => {
    db = await createTestDb();
    mailer = captureMailer();
    s = createTestApp(db, { mailer });
  });
  beforeEach(async () => {
    await resetDb(db);
    mailer.sent.length = 0;
    admin = (await person(s, db, 'admin')).bearer;
    ana = await person(s, db);
  });
  afterAll(() => db.close());

  it('a new campaign fires once; the job again, or an edit, changes nothing; a second campaign fires again', async () => {
    const alertId = await alert(s, ana.bearer, 80);
    const first = await campaign(s, admin);
    const [note, ...rest] = await notes(s, ana.bearer);
    expect(rest).toEqual([]);
    expect(note).toMatchObject({
      kind: 'bonus_alert',
      bonus_alert_id: alertId,
      campaign_id: first,
      title: `Livelo → Smiles com 80% de bônus até ${formatDate(until).slice(0, 5)} (seu bônus: 80%)`,
      url: '/minhas-milhas',
      read_at: null,
    });
    expect(await fireBonusAlerts(s.deps)).toBe(0);
    const edit = { ...bonusCampaignBody(), bonusPercent: 90, tiers: [], validUntil: until };
    const put = await s.app.request(`/api/admin/transfer-bonuses/${first}`, jsonRequest('PUT', edit, admin));
    expect(put.status).toBe(200);
    expect(await countNotes(db)).toBe(1);

    await campaign(s, admin, { bonusPercent: 100 });
    expect(await countNotes(db)).toBe(2);
    expect(await fireBonusAlerts(s.deps)).toBe(0);
  });

  it('reaches an alert made after the campaign on the next round, and the owner by push list and e-mail', async () => {
    await campaign(s, admin);
    await alert(s, ana.bearer, 50);
    expect(await countNotes(db)).toBe(0);
    // The alert job's round (this app has no live price source: the bonus alerts need none).
    await runAlertRound(s.deps);
    expect(await countNotes(db)).toBe(1);
    expect(await deliverOwed(s.deps)).toBe(1);
    const [mail] = mailer.sent;
    expect(mail).toMatchObject({ kind: 'bonus_alert' });
    expect(mail?.subject).toContain('Livelo → Smiles com 80% de bônus');
    expect(mail?.text).toContain('http://localhost/minhas-milhas');
    expect(mail?.text).not.toContain('/alertas/parar');
    expect(await db.query('SELECT notification_id FROM notification_deliveries')).toEqual([]);
  });

  it('stays silent below the threshold, for another pair, for a deleted alert and for an ended campaign', async () => {
    await alert(s, ana.bearer, 81);
    await alert(s, ana.bearer, 10, { from: 'ESFERA', to: 'SMILES' });
    const gone = await alert(s, ana.bearer, 10);
    await s.app.request(`/api/bonus-alerts/${gone}`, jsonRequest('DELETE', undefined, ana.bearer));
    await campaign(s, admin);
    expect(await countNotes(db)).toBe(0);

    const ended = await campaign(s, admin, { from: 'ESFERA', bonusPercent: 100 });
    expect(await countNotes(db)).toBe(1);
    await s.app.request(`/api/admin/transfer-bonuses/${ended}`, jsonRequest('DELETE', undefined, admin));
    await alert(s, ana.bearer, 20, { from: 'ESFERA', to: 'SMILES' });
    expect(await fireBonusAlerts(s.deps)).toBe(0);
  });

  it("counts the club tier the traveller holds: the member's alert fires, the non-member's does not", async () => {
    const bia = await person(s, db);
    await wallet(s, ana.bearer, 'SMILES', 'Clube Smiles');
    await wallet(s, bia.bearer, 'SMILES', null);
    await alert(s, ana.bearer, 90);
    await alert(s, bia.bearer, 90);
    await campaign(s, admin, { tiers: [{ tier: 'Clube Smiles', bonusPercent: 100 }] });
    const [note] = await notes(s, ana.bearer);
    expect(note?.title).toContain('com 80% de bônus');
    expect(note?.title).toContain('(seu bônus: 100%)');
    expect(await notes(s, bia.bearer)).toEqual([]);
  });

  it('two runs at once announce a campaign once', async () => {
    await campaign(s, admin);
    await alert(s, ana.bearer, 80);
    const fired = await Promise.all([fireBonusAlerts(s.deps), fireBonusAlerts(s.deps)]);
    expect(fired.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await countNotes(db)).toBe(1);
  });

  it('the database itself refuses a second notification for the same alert and campaign', async () => {
    await alert(s, ana.bearer, 80);
    await campaign(s, admin);
    const copy = `INSERT INTO notifications (user_id, kind, bonus_alert_id, campaign_id, title, body, url)
      SELECT user_id, kind, bonus_alert_id, campaign_id, title, body, url FROM notifications`;
    await expect(db.query(copy)).rejects.toThrow();
    expect(await countNotes(db)).toBe(1);
  });
});

describe('bonus alerts on PostgreSQL, two instances at once', () => {
  const { connect } = postgresInstances('direct');

  it('many rounds on two instances leave one notification per (alert, campaign)', async () => {
    const dbs = [await connect(), await connect()];
    const [one, two] = dbs.map((d) => createTestApp(d)) as [Built, Built];
    const admin = (await person(one, dbs[0] as Db, 'admin')).bearer;
    await campaign(one, admin);
    await campaign(one, admin, { bonusPercent: 100, tiers: [{ tier: 'Clube Smiles', bonusPercent: 120 }] });
    const people = await Promise.all([1, 2, 3].map(() => person(one, dbs[0] as Db)));
    for (const p of people) await alert(one, p.bearer, 50);
    // A member's tiers come back from PostgreSQL as an array too.
    await wallet(one, (people[0] as { bearer: Headers }).bearer, 'SMILES', 'Clube Smiles');
    const rounds = [one, two, one, two, one, two].map((b) => fireBonusAlerts(b.deps));
    expect((await Promise.all(rounds)).reduce((a, b) => a + b, 0)).toBe(6);
    const rows = await (dbs[0] as Db).query(
      "SELECT bonus_alert_id FROM notifications WHERE kind = 'bonus_alert' AND user_id = ANY($1::uuid[])",
      [people.map((p) => p.id)],
    );
    expect(rows).toHaveLength(6);
    const member = await notes(one, (people[0] as { bearer: Headers }).bearer);
    expect(member.map((n) => n.title).filter((t) => t.includes('(seu bônus: 120%)'))).toHaveLength(1);
  }, 60_000);
});
