import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { quietSecondsLeft } from '@core/alerts/quiet-hours';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import { runAlertJob } from '../../server/alerts/job';
import type { Db } from '../../server/db/client';
import { deliverOwed } from '../../server/notifications/delivery-worker';
import { browserKeys, captureMailer, type LoopbackServer, seatsAeroReply, startLoopback } from '../helpers/alert-fakes';
import { jsonRequest } from '../helpers/auth';
import { type FakeSeatsAero, startFakeSeatsAero } from '../helpers/fake-seats-aero';
import { type FakeTelegram, startFakeTelegram } from '../helpers/fake-telegram';
import { linkToken, say, subscriber, WEBHOOK_SECRET } from '../helpers/telegram-bed';
import { createTestApp } from '../helpers/test-app';
import { createTestDb, resetDb } from '../helpers/test-db';

// Quiet hours: what an alert fires between 22h and 7h Brasília is in the app at once; its push,
// e-mail and Telegram wait for 7h (the delivery's lease), then go once. The job runs on the test's clock moved to
// the hour wanted; the end of the night comes as the existing tests make a lease run out.

const DAY = addDaysIso(todayIsoDate(), 20);
const CHAT = 8101;
let db: Db;
let seats: FakeSeatsAero;
let telegram: FakeTelegram;
let pushService: LoopbackServer;

beforeAll(async () => {
  db = await createTestDb();
  seats = await startFakeSeatsAero();
  telegram = await startFakeTelegram();
  pushService = await startLoopback();
});
afterAll(async () => {
  await pushService.close();
  await telegram.close();
  await seats.close();
  await db.close();
});
beforeEach(async () => {
  await resetDb(db);
  await db.query('UPDATE telegram_bot_state SET send_paused_until = NULL');
  telegram.standIn.sent.length = 0;
  pushService.requests.length = 0;
  seats.respond(() => ({ json: seatsAeroReply(DAY, 30_000) }));
  pushService.respond(() => ({ status: 201 }));
});

/** Today (the test's clock) at `time` in Brasília (UTC−3 all year). */
const brasilia = (time: string) => new Date(`${todayIsoDate(undefined, new Date())}T${time}-03:00`);

/** A subscriber with push and Telegram, and one miles alert that fires on the next run. */
async function setup(alert: Record<string, unknown>) {
  const mailer = captureMailer();
  const built = createTestApp(db, {
    mailer,
    env: telegram.env({
      TELEGRAM_WEBHOOK_SECRET: WEBHOOK_SECRET,
      SEATS_AERO_API_KEY: 'chave-seats-de-teste',
      SEATS_AERO_BASE_URL: seats.baseUrl,
      PUSH_ALLOW_HTTP_ENDPOINTS: 'true',
    }),
  });
  const user = await subscriber(built, db);
  await say(built, telegram, CHAT, `/start ${await linkToken(built, user.bearer)}`);
  const push = await built.app.request(
    '/api/push/subscriptions',
    jsonRequest('POST', { endpoint: `${pushService.baseUrl}/push/phone`, keys: browserKeys().json }, user.bearer),
  );
  expect(push.status).toBe(201);
  const id = randomUUID();
  const now = new Date().toISOString();
  const body = { id, origin: 'GRU', destination: 'MIA', max_price: 40_000, alert_type: 'milhas', active: true };
  const put = await built.app.request(
    `/api/price-alerts/${id}`,
    jsonRequest('PUT', { ...body, created_at: now, updated_at: now, cabin: 'ECONOMY', ...alert }, user.bearer),
  );
  telegram.standIn.sent.length = 0;
  return { ...built, mailer, put };
}

const sent = (s: Awaited<ReturnType<typeof setup>>) => ({
  push: pushService.requests.length,
  telegram: telegram.standIn.sent.filter((m) => m.text.startsWith('✈️')).length,
  email: s.mailer.sent.length,
});
const notifications = async () =>
  Number((await db.query<{ n: string }>('SELECT count(*)::text AS n FROM notifications'))[0]?.n);

describe('quiet hours', () => {
  it('holds push, Telegram and e-mail fired at 23h until 7h, then sends each once', async () => {
    const s = await setup({ quiet_hours: true });
    expect(s.put.status).toBe(200);
    const at = brasilia('23:00:00');
    expect((await runAlertJob(s.deps, { now: () => at }))?.fired).toBe(1);
    // In the app at once.
    expect(await notifications()).toBe(1);
    expect(await deliverOwed(s.deps)).toBe(0);
    expect(sent(s)).toEqual({ push: 0, telegram: 0, email: 0 });
    // Held on the delivery's lease until 07:00 Brasília: 8 hours from 23:00.
    const [held] = await db.query<{ seconds: string }>(
      'SELECT round(extract(epoch FROM lease_until - now()))::text AS seconds FROM notification_deliveries',
    );
    expect(quietSecondsLeft(at)).toBe(8 * 3600);
    expect(Math.abs(Number(held?.seconds) - 8 * 3600)).toBeLessThanOrEqual(5);

    // 07:00: the night is over.
    await db.query("UPDATE notification_deliveries SET lease_until = now() - interval '1 second'");
    expect(await deliverOwed(s.deps)).toBe(1);
    expect(sent(s)).toEqual({ push: 1, telegram: 1, email: 1 });
    // Once: nothing is owed any more.
    expect(await deliverOwed(s.deps)).toBe(0);
    expect(sent(s)).toEqual({ push: 1, telegram: 1, email: 1 });
  });

  it('sends at once by day, and at night when the alert has no quiet hours', async () => {
    const quiet = await setup({ quiet_hours: true });
    expect((await runAlertJob(quiet.deps, { now: () => brasilia('12:00:00') }))?.fired).toBe(1);
    expect(await deliverOwed(quiet.deps)).toBe(1);
    expect(sent(quiet)).toEqual({ push: 1, telegram: 1, email: 1 });

    await resetDb(db);
    pushService.requests.length = 0;
    const loud = await setup({});
    expect((await runAlertJob(loud.deps, { now: () => brasilia('23:00:00') }))?.fired).toBe(1);
    expect(await deliverOwed(loud.deps)).toBe(1);
    expect(sent(loud)).toEqual({ push: 1, telegram: 1, email: 1 });
  });

  it('takes the setting as yes or no, with a pt-BR reason otherwise', async () => {
    const s = await setup({ quiet_hours: 'sim' });
    expect(s.put.status).toBe(400);
    expect(await s.put.text()).toContain('Escolha se o alerta respeita o horário de silêncio (sim ou não).');
  });
});
