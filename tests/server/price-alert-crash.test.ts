import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import type { OwedNotification } from '../../server/notifications/channel';
import { alertMessageId } from '../../server/notifications/channels/email';
import type { Db } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { openDb } from '../../server/db/open-db';
import { telegramAlertMessage } from '../../server/notifications/channels/telegram';
import { seatsAeroReply } from '../helpers/alert-fakes';
import { createUser } from '../helpers/auth';
import { type FakeSeatsAero, startFakeSeatsAero } from '../helpers/fake-seats-aero';
import { type FakeSmtp, startFakeSmtp } from '../helpers/fake-smtp';
import { type FakeTelegram, startFakeTelegram } from '../helpers/fake-telegram';
import { freePort } from '../helpers/postgres-server';
import { startServerProcess } from '../helpers/server-process';
import { type SharedPostgres, startSharedPostgres } from '../helpers/shared-postgres';

// kill -9 after the notifications were committed and while e-mails and Telegram messages were in flight (sent, not
// yet acknowledged): after the restart every alert's e-mail and Telegram message is delivered exactly once, only
// the one in flight per channel and instance sent twice (the e-mail under the Message-ID it had), on embedded PGlite
// and on two server processes sharing one PostgreSQL.

const ALERTS = 6;
const DAY = addDaysIso(todayIsoDate(), 20);
const CHAT = 8101;
const PUBLIC_URL = 'http://localhost';
const started: ChildProcess[] = [];
const dirs: string[] = [];
let seats: FakeSeatsAero;
let smtp: FakeSmtp;
let telegram: FakeTelegram;

beforeAll(async () => {
  seats = await startFakeSeatsAero();
  seats.respond(() => ({ json: seatsAeroReply(DAY, 30_000) }));
  smtp = await startFakeSmtp();
  telegram = await startFakeTelegram();
});
afterAll(async () => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await seats.close();
  await smtp.close();
  await telegram.close();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function tempDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'bussola-crash-'));
  dirs.push(dir);
  return dir;
}

/**
 * One account linked to a Telegram chat, with ALERTS alerts that fire at the fare Seats.aero answers. Each for
 * another number of passengers: the link in its message differs, so each Telegram message names its alert.
 */
async function seed(db: Db): Promise<void> {
  const user = await createUser(db);
  await db.query('INSERT INTO telegram_links (user_id, chat_id) VALUES ($1, $2)', [user.id, CHAT]);
  for (let i = 0; i < ALERTS; i++) {
    await db.query(
      `INSERT INTO price_alerts (id, user_id, origin, destination, max_price, alert_type, cabin, passengers,
       created_at, updated_at) VALUES ($1, $2, 'GRU', 'MIA', 40000, 'milhas', 'ECONOMY', $3, now(), now())`,
      [randomUUID(), user.id, i + 1],
    );
  }
}

async function serverEnv(extra: Record<string, string>) {
  return {
    PORT: String(await freePort()),
    DATA_DIR: await tempDir(),
    PUBLIC_URL,
    SEATS_AERO_API_KEY: 'chave-seats-de-teste',
    SEATS_AERO_BASE_URL: seats.baseUrl,
    SEATS_AERO_CACHE_TTL_SECONDS: '0',
    SMTP_URL: smtp.url,
    ALERT_JOB_INTERVAL_SECONDS: '1',
    ALERT_DELIVERY_POLL_SECONDS: '1',
    ALERT_DELIVERY_LEASE_SECONDS: '2',
    // The long poll runs too, answered empty after a second.
    ...telegram.env({ TELEGRAM_POLL_TIMEOUT_SECONDS: '1' }),
    ...extra,
  };
}

const count = async (db: Db, sql: string) => Number((await db.query<{ n: string }>(sql))[0]?.n);
const claimedSql = 'SELECT count(*)::text AS n FROM notification_deliveries WHERE attempts > 0';

/** Polls a condition read from outside the processes (their database), as a test waits for an event it cannot hear. */
async function until(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 50));
}

const sendMessages = () => telegram.standIn.calls.filter((m) => m === 'sendMessage').length;
const texts = (messages: { chat_id: number; text: string }[]) => messages.map((m) => `${m.chat_id} ${m.text}`).sort();

/**
 * Starts the instances; once every delivery is claimed and each channel has a message in flight (sent, never
 * acknowledged), kills them all with SIGKILL, checks that the database still owes every alert's e-mail and Telegram
 * message, restarts the instances and waits for both channels. Each instance sends one message at a time per channel,
 * so the crash leaves at most one unacknowledged message per channel per instance: only those are sent twice.
 */
async function crashAndRestart(
  envs: Record<string, string>[],
  inspect: <T>(fn: (db: Db) => Promise<T>) => Promise<T>,
  /** Whether every delivery is claimed, read while the instances run (PostgreSQL only: PGlite has one opener). */
  allClaimed: () => Promise<boolean> = async () => true,
) {
  smtp.held.length = 0;
  smtp.accepted.length = 0;
  smtp.hold(true);
  const { standIn } = telegram;
  for (const list of [standIn.held, standIn.sent, standIn.calls]) list.length = 0;
  standIn.holdSends(true);
  const first = [];
  for (const env of envs) first.push(await startServerProcess(env, started));
  // Every delivery in a lane (claimed), each channel's first message in flight: without the one-at-a-time
  // channels, every claimed message would be in flight now.
  await until(async () => smtp.held.length > 0 && standIn.held.length > 0 && (await allClaimed()));
  for (const server of first) await server.kill9();
  // Their connections are gone: nothing held is answered to a process that no longer exists.
  await standIn.until(() => standIn.inFlight === 0);
  const inFlightAtCrash = { email: smtp.held.length, telegram: standIn.held.length };
  expect(inFlightAtCrash.email).toBeLessThanOrEqual(envs.length);
  expect(inFlightAtCrash.telegram).toBeLessThanOrEqual(envs.length);

  // The window the old delivery lost: the notifications are committed, neither channel was acknowledged.
  await inspect(async (db) => {
    expect(await count(db, 'SELECT count(*)::text AS n FROM notifications')).toBe(ALERTS);
    expect(await count(db, 'SELECT count(*)::text AS n FROM notification_deliveries WHERE email_pending')).toBe(ALERTS);
    expect(await count(db, 'SELECT count(*)::text AS n FROM notification_deliveries WHERE telegram_pending')).toBe(
      ALERTS,
    );
  });

  smtp.hold(false);
  standIn.holdSends(false);
  const second = [];
  for (const env of envs) second.push(await startServerProcess(env, started));
  await Promise.all([smtp.until('accepted', ALERTS), standIn.until(() => standIn.sent.length >= ALERTS)]);
  for (const server of second) expect(await server.stop()).toBe(0);

  await inspect(async (db) => {
    expect(await count(db, 'SELECT count(*)::text AS n FROM notification_deliveries')).toBe(0);
    const perAlert = await db.query<{ n: string }>(
      'SELECT count(n.id)::text AS n FROM price_alerts p LEFT JOIN notifications n ON n.alert_id = p.id GROUP BY p.id',
    );
    expect(perAlert.map((r) => r.n)).toEqual(Array(ALERTS).fill('1'));
    const ids = await db.query<{ id: string }>('SELECT id FROM notifications');
    // Exactly one acknowledged e-mail per alert, each under its notification's Message-ID…
    expect([...smtp.accepted].sort()).toEqual(ids.map((r) => alertMessageId(r.id)).sort());
    // …and the ones in flight at the crash were resent under the same one (recognisable as resends).
    for (const id of smtp.held) expect(smtp.accepted).toContain(id);
    expect(smtp.held).toHaveLength(inFlightAtCrash.email);

    const notifications = await db.query<OwedNotification>(
      'SELECT id, user_id, kind, alert_id, title, body, url FROM notifications',
    );
    const expected = notifications.map((n) => `${CHAT} ${telegramAlertMessage(n, PUBLIC_URL).html}`).sort();
    expect(new Set(expected).size).toBe(ALERTS);
    // Exactly one acknowledged Telegram message per alert, to the linked chat…
    expect(texts(telegram.standIn.sent)).toEqual(expected);
    // …the ones in flight at the crash sent once more, and no other.
    for (const text of texts(telegram.standIn.held)) expect(expected).toContain(text);
    expect(sendMessages()).toBe(ALERTS + inFlightAtCrash.telegram);
  });
}

describe('kill -9 between the notification and its e-mail and Telegram message', () => {
  it('on embedded PGlite: after the restart, exactly one e-mail and one Telegram message per alert', async () => {
    const env = await serverEnv({});
    const dataDir = env.DATA_DIR;
    const inspect = async <T>(fn: (db: Db) => Promise<T>) => {
      const db = await openDb({ dataDir, prepare: async (d) => void (await migrate(d)) });
      try {
        return await fn(db);
      } finally {
        await db.close();
      }
    };
    await inspect(seed);
    await crashAndRestart([env], inspect);
  }, 240_000);

  describe('on two instances sharing one PostgreSQL', () => {
    let pg: SharedPostgres;
    let db: Db;
    beforeAll(async () => {
      pg = await startSharedPostgres('direct');
      db = await openDb({
        databaseUrl: pg.url,
        dataDir: '/nonexistent',
        prepare: async (d) => void (await migrate(d)),
      });
    }, 90_000);
    afterAll(async () => {
      await db?.close();
      await pg?.stop();
    });

    it('after both restart, exactly one e-mail and one Telegram message per alert', async () => {
      await seed(db);
      const envs = [await serverEnv({ DATABASE_URL: pg.url }), await serverEnv({ DATABASE_URL: pg.url })];
      await crashAndRestart(
        envs,
        (fn) => fn(db),
        async () => (await count(db, claimedSql)) === ALERTS,
      );
    }, 240_000);
  });
});
