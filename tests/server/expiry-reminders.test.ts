// Expiry reminders on the alert job's rounds: a lot 7 days from its last day makes one in-app notification and one
// delivery on each linked channel (e-mail and Telegram sent once, push owed), none on later rounds; the narrowest
// window only for a lot first seen inside it; zeroing or deleting stops what is left, a new date is reminded anew;
// the night holds the other channels until 7h; runs at once on one database or two PostgreSQL instances remind once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatDate } from '@core/format/dates';
import { notificationSchema } from '@core/schemas/alerts';
import { addDaysIso } from '@core/schemas/search';
import { expiryToday } from '@core/schemas/wallet-lots';
import { pullReplySchema } from '@core/schemas/sync';
import type { Db } from '../../server/db/client';
import { runAlertRound } from '../../server/jobs/alert-rounds';
import { deliverOwed } from '../../server/notifications/delivery-worker';
import { remindExpiringLots } from '../../server/wallet/expiry-reminders';
import type { captureMailer } from '../helpers/alert-fakes';
import { createUser, jsonRequest, login } from '../helpers/auth';
import { type FakeTelegram, startFakeTelegram } from '../helpers/fake-telegram';
import { postgresInstances } from '../helpers/shared-postgres';
import { linkToken, say, subscriber, telegramApp } from '../helpers/telegram-bed';
import { createTestApp } from '../helpers/test-app';
import { createTestDb, resetDb } from '../helpers/test-db';

type Built = ReturnType<typeof createTestApp>;
type Headers = Record<string, string>;
const CHAT = 8101;

/** Noon in Brasília (UTC−3) on the day `days` from today there: outside the quiet hours. */
const noonIn = (days: number) => new Date(`${addDaysIso(expiryToday(), days)}T15:00:00.000Z`);
/** 23h in Brasília today: inside them. */
const lateToday = () => new Date(`${addDaysIso(expiryToday(), 1)}T02:00:00.000Z`);
const inDays = (n: number) => addDaysIso(expiryToday(), n);

let clock = 0;
/** Each write later than the one before, as a device's edits are. */
const stamp = () => new Date(Date.now() + ++clock * 1000).toISOString();

async function putLot(s: Built, who: Headers, id: string, changes: Record<string, unknown> = {}) {
  const body = {
    id,
    program: 'LIVELO',
    member_id: null,
    amount: 12000,
    expires_on: inDays(7),
    kind: 'base',
    created_at: stamp(),
    updated_at: stamp(),
    ...changes,
  };
  const res = await s.app.request(`/api/wallet-lots/${id}`, jsonRequest('PUT', body, who));
  expect(res.status, await res.clone().text()).toBe(200);
}

async function notes(s: Built, who: Headers) {
  const res = await s.app.request('/api/notifications', { headers: who });
  expect(res.status).toBe(200);
  return pullReplySchema(notificationSchema).parse(await res.json()).items;
}

const deliveries = (db: Db) =>
  db.query<{ push_pending: boolean; email_pending: boolean; telegram_pending: boolean; held: boolean }>(
    `SELECT push_pending, email_pending, telegram_pending, coalesce(lease_until > now(), false) AS held
       FROM notification_deliveries`,
  );

describe('expiry reminders on PGlite', () => {
  let db: Db;
  let telegram: FakeTelegram;
  let s: Built;
  let ana: Awaited<ReturnType<typeof subscriber>>;

  beforeAll(async () => {
    db = await createTestDb();
    telegram = await startFakeTelegram();
  });
  afterAll(async () => {
    await telegram.close();
    await db.close();
  });
  beforeEach(async () => {
    await resetDb(db);
    await db.query('UPDATE telegram_bot_state SET send_paused_until = NULL');
    s = telegramApp(db, telegram);
    ana = await subscriber(s, db);
    await say(s, telegram, CHAT, `/start ${await linkToken(s, ana.bearer)}`);
    telegram.standIn.sent.length = 0;
  });

  it('a lot 7 days out: one notification and one delivery per linked channel on the next round, none later', async () => {
    const lot = randomUUID();
    await putLot(s, ana.bearer, lot);
    await runAlertRound(s.deps, false);
    const [note, ...rest] = await notes(s, ana.bearer);
    expect(rest).toEqual([]);
    expect(note).toMatchObject({
      kind: 'expiry_reminder',
      wallet_lot_id: lot,
      reminder_days: 7,
      lot_expires_on: inDays(7),
      url: '/minhas-milhas',
    });
    // The round ran on the real clock; the title counts the days from Brasília's today.
    expect(note?.title).toBe(`12.000 pontos Livelo expiram em 7 dias (${formatDate(inDays(7))})`);
    // No saved flight or alert names a partner: the plan's "any partner" transfer is not put in one line.
    expect(note?.body).toMatch(/^Use, transfira ou prorrogue antes da data\./);
    const owed = await deliveries(db);
    expect(owed).toHaveLength(1);
    expect(owed[0]).toMatchObject({ push_pending: true, email_pending: true, telegram_pending: true });

    // Run at night (22h–7h Brasília), the round holds the channels until 7h: that moment, come now.
    await db.query("UPDATE notification_deliveries SET lease_until = now() - interval '1 second'");
    expect(await deliverOwed(s.deps)).toBe(1);
    const mails = (s.deps.mailer as ReturnType<typeof captureMailer>).sent;
    expect(mails.filter((m) => m.kind === 'expiry_reminder')).toHaveLength(1);
    expect(mails[0]?.text).toContain('http://localhost/minhas-milhas');
    expect(telegram.standIn.sent.filter((m) => m.text.startsWith('⏳'))).toHaveLength(1);
    expect(await deliveries(db)).toEqual([]);

    await runAlertRound(s.deps, false);
    expect(await remindExpiringLots(s.deps, { now: noonIn(3) })).toBe(0);
    expect(await notes(s, ana.bearer)).toHaveLength(1);
    expect(await deliveries(db)).toEqual([]);
  });

  it("leads with the plan's best option: the transfer into a saved flight's programme, at the traveller's milheiro", async () => {
    const put = async (path: string, body: Record<string, unknown>) => {
      const res = await s.app.request(`${path}/${body.id}`, jsonRequest('PUT', body, ana.bearer));
      expect(res.status, await res.clone().text()).toBe(200);
    };
    await put('/api/wallet', {
      id: randomUUID(),
      program: 'SMILES',
      balance: 1000,
      milheiro: 20,
      tier: null,
      created_at: stamp(),
      updated_at: stamp(),
    });
    await put('/api/saved-flights', {
      id: randomUUID(),
      origin: 'GRU',
      destination: 'MIA',
      program: 'SMILES',
      milhas: 30000,
      data_voo: inDays(120),
      saved_at: stamp(),
      updated_at: stamp(),
    });
    await putLot(s, ana.bearer, randomUUID());
    await putLot(s, ana.bearer, randomUUID(), { program: 'LATAM_PASS', amount: 5000, expires_on: inDays(6) });
    expect(await remindExpiringLots(s.deps, { now: noonIn(0) })).toBe(2);
    const bodies = Object.fromEntries((await notes(s, ana.bearer)).map((n) => [n.title.split(' ')[2], n.body]));
    // 12.000 Livelo → 12.000 Smiles (no campaign running) at R$ 20.
    expect(bodies.Livelo).toMatch(/^Melhor opção: Transferir para Smiles \(mantém R\$ 240,00\)\. Use, transfira/);
    // LATAM Pass miles with no saved flight nor extension: nothing beats letting them go, so no line.
    expect(bodies.LATAM).toMatch(/^Use, transfira ou prorrogue antes da data\./);
  });

  it('a lot first seen 5 days out gets the 7-day reminder alone; each window once as the days pass', async () => {
    const lot = randomUUID();
    await putLot(s, ana.bearer, lot, { expires_on: inDays(5) });
    expect(await remindExpiringLots(s.deps, { now: noonIn(0) })).toBe(1);
    expect((await notes(s, ana.bearer)).map((n) => n.kind === 'expiry_reminder' && n.reminder_days)).toEqual([7]);

    const later = randomUUID();
    await putLot(s, ana.bearer, later, { expires_on: inDays(61), program: 'SMILES', amount: 3000 });
    expect(await remindExpiringLots(s.deps, { now: noonIn(0) })).toBe(0);
    expect(await remindExpiringLots(s.deps, { now: noonIn(1) })).toBe(1);
    expect(await remindExpiringLots(s.deps, { now: noonIn(2) })).toBe(0);
    expect(await remindExpiringLots(s.deps, { now: noonIn(31) })).toBe(1);
    expect(await remindExpiringLots(s.deps, { now: noonIn(54) })).toBe(1);
    expect(await remindExpiringLots(s.deps, { now: noonIn(60) })).toBe(0);
    const titles = (await notes(s, ana.bearer)).map((n) => n.title);
    expect(titles).toContain(`3.000 milhas Smiles expiram em 60 dias (${formatDate(inDays(61))})`);
    expect(titles).toContain(`3.000 milhas Smiles expiram em 7 dias (${formatDate(inDays(61))})`);
  });

  it('zeroing a lot before the 30-day mark stops its later reminders; deleting likewise', async () => {
    const zeroed = randomUUID();
    const deleted = randomUUID();
    await putLot(s, ana.bearer, zeroed, { expires_on: inDays(45) });
    await putLot(s, ana.bearer, deleted, { expires_on: inDays(45), program: 'AZUL' });
    expect(await remindExpiringLots(s.deps, { now: noonIn(0) })).toBe(2);
    await putLot(s, ana.bearer, zeroed, { expires_on: inDays(45), amount: 0 });
    const res = await s.app.request(`/api/wallet-lots/${deleted}`, jsonRequest('DELETE', undefined, ana.bearer));
    expect(res.status).toBe(200);
    for (const day of [15, 20, 40, 45]) expect(await remindExpiringLots(s.deps, { now: noonIn(day) })).toBe(0);
    expect(await notes(s, ana.bearer)).toHaveLength(2);
  });

  it('a lot moved to a new date is reminded for the new date; an amount edit is not reminded again', async () => {
    const lot = randomUUID();
    await putLot(s, ana.bearer, lot, { expires_on: inDays(6) });
    expect(await remindExpiringLots(s.deps, { now: noonIn(0) })).toBe(1);
    await putLot(s, ana.bearer, lot, { expires_on: inDays(6), amount: 9000 });
    expect(await remindExpiringLots(s.deps, { now: noonIn(0) })).toBe(0);
    // The paid Smiles-style extension: the same lot, 90 days later.
    await putLot(s, ana.bearer, lot, { expires_on: inDays(96), amount: 9000 });
    expect(await remindExpiringLots(s.deps, { now: noonIn(0) })).toBe(0);
    expect(await remindExpiringLots(s.deps, { now: noonIn(40) })).toBe(1);
    const [newest] = (await notes(s, ana.bearer)).filter((n) => n.kind === 'expiry_reminder' && n.reminder_days === 60);
    expect(newest?.title).toBe(`9.000 pontos Livelo expiram em 56 dias (${formatDate(inDays(96))})`);
  });

  it("names a member's account; an expired subscription gets nothing", async () => {
    const kid = randomUUID();
    const member = { id: kid, name: 'Bia', relation: 'filho', created_at: stamp(), updated_at: stamp() };
    expect((await s.app.request(`/api/household-members/${kid}`, jsonRequest('PUT', member, ana.bearer))).status).toBe(
      200,
    );
    await putLot(s, ana.bearer, randomUUID(), { member_id: kid, program: 'LATAM_PASS', expires_on: inDays(1) });
    const lapsed = await createUser(db);
    const lapsedBearer = (await login(s.app, lapsed.email, lapsed.password)).bearer;
    await putLot(s, lapsedBearer, randomUUID());
    await db.query("UPDATE users SET subscription_expires = now() - interval '1 day' WHERE id = $1", [lapsed.id]);
    expect(await remindExpiringLots(s.deps, { now: noonIn(0) })).toBe(1);
    const [note] = await notes(s, ana.bearer);
    expect(note?.title).toBe(`12.000 milhas LATAM Pass de Bia expiram amanhã (${formatDate(inDays(1))})`);
  });

  it('at night the reminder is in the app at once and its other channels wait for 7h', async () => {
    await putLot(s, ana.bearer, randomUUID());
    expect(await remindExpiringLots(s.deps, { now: lateToday() })).toBe(1);
    expect(await notes(s, ana.bearer)).toHaveLength(1);
    expect(await deliveries(db)).toEqual([
      { push_pending: true, email_pending: true, telegram_pending: true, held: true },
    ]);
    expect(await deliverOwed(s.deps)).toBe(0);
  });

  it('two rounds at once remind once', async () => {
    await putLot(s, ana.bearer, randomUUID());
    await putLot(s, ana.bearer, randomUUID(), { expires_on: inDays(29) });
    const owed = await Promise.all([
      remindExpiringLots(s.deps, { now: noonIn(0) }),
      remindExpiringLots(s.deps, { now: noonIn(0) }),
    ]);
    expect(owed[0] + owed[1]).toBe(2);
    expect(await notes(s, ana.bearer)).toHaveLength(2);
    expect(await deliveries(db)).toHaveLength(2);
  });
});

describe('expiry reminders on PostgreSQL, two instances at once', () => {
  const { connect } = postgresInstances('direct');

  it('many rounds on two instances leave one reminder per lot and window', async () => {
    const dbs = [await connect(), await connect()];
    const [one, two] = dbs.map((d) => createTestApp(d)) as [Built, Built];
    const people = await Promise.all(
      [1, 2, 3].map(async () => {
        const u = await createUser(dbs[0] as Db);
        return { id: u.id, bearer: (await login(one.app, u.email, u.password)).bearer };
      }),
    );
    for (const p of people) {
      await putLot(one, p.bearer, randomUUID());
      await putLot(one, p.bearer, randomUUID(), { expires_on: inDays(50), program: 'SMILES' });
    }
    const rounds = [one, two, one, two, one, two].map((b) => remindExpiringLots(b.deps, { now: noonIn(0) }));
    expect((await Promise.all(rounds)).reduce((a, b) => a + b, 0)).toBe(6);
    const rows = await (dbs[0] as Db).query(
      "SELECT id FROM notifications WHERE kind = 'expiry_reminder' AND user_id = ANY($1::uuid[])",
      [people.map((p) => p.id)],
    );
    expect(rows).toHaveLength(6);
  }, 60_000);
});
