import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import { alertMessageId } from '../../server/alerts/deliver';
import type { Db } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { openDb } from '../../server/db/open-db';
import { seatsAeroReply } from '../helpers/alert-fakes';
import { createUser } from '../helpers/auth';
import { type FakeSeatsAero, startFakeSeatsAero } from '../helpers/fake-seats-aero';
import { type FakeSmtp, startFakeSmtp } from '../helpers/fake-smtp';
import { freePort } from '../helpers/postgres-server';
import { startServerProcess } from '../helpers/server-process';
import { type SharedPostgres, startSharedPostgres } from '../helpers/shared-postgres';

// kill -9 after the notifications were committed and while their e-mails were in flight (sent to SMTP, not yet
// acknowledged): after the restart every alert's e-mail is delivered exactly once, the resent ones under the
// Message-ID they had, on embedded PGlite and on two server processes sharing one PostgreSQL.

const ALERTS = 6;
const DAY = addDaysIso(todayIsoDate(), 20);
const started: ChildProcess[] = [];
const dirs: string[] = [];
let seats: FakeSeatsAero;
let smtp: FakeSmtp;

beforeAll(async () => {
  seats = await startFakeSeatsAero();
  seats.respond(() => ({ json: seatsAeroReply(DAY, 30_000) }));
  smtp = await startFakeSmtp();
});
afterAll(async () => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await seats.close();
  await smtp.close();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function tempDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'bussola-crash-'));
  dirs.push(dir);
  return dir;
}

/** One account with ALERTS alerts that fire at the fare Seats.aero answers. */
async function seed(db: Db): Promise<void> {
  const user = await createUser(db);
  for (let i = 0; i < ALERTS; i++) {
    await db.query(
      `INSERT INTO price_alerts (id, user_id, origin, destination, max_price, alert_type, cabin, created_at, updated_at)
       VALUES ($1, $2, 'GRU', 'MIA', 40000, 'milhas', 'ECONOMY', now(), now())`,
      [randomUUID(), user.id],
    );
  }
}

async function serverEnv(extra: Record<string, string>) {
  return {
    PORT: String(await freePort()),
    DATA_DIR: await tempDir(),
    PUBLIC_URL: 'http://localhost',
    SEATS_AERO_API_KEY: 'chave-seats-de-teste',
    SEATS_AERO_BASE_URL: seats.baseUrl,
    SEATS_AERO_CACHE_TTL_SECONDS: '0',
    SMTP_URL: smtp.url,
    ALERT_JOB_INTERVAL_SECONDS: '1',
    ALERT_DELIVERY_POLL_SECONDS: '1',
    ALERT_DELIVERY_LEASE_SECONDS: '2',
    ...extra,
  };
}

const count = async (db: Db, sql: string) => Number((await db.query<{ n: string }>(sql))[0]?.n);

/**
 * Starts the instances, kills them all with SIGKILL once every alert's e-mail is in flight, checks that the
 * database owes exactly those e-mails, restarts them and waits for the e-mails; returns what the SMTP server saw.
 */
async function crashAndRestart(envs: Record<string, string>[], inspect: <T>(fn: (db: Db) => Promise<T>) => Promise<T>) {
  smtp.held.length = 0;
  smtp.accepted.length = 0;
  smtp.hold(true);
  const first = [];
  for (const env of envs) first.push(await startServerProcess(env, started));
  await smtp.until('held', ALERTS);
  for (const server of first) await server.kill9();

  // The window the old delivery lost: the notifications are committed, their e-mails were not acknowledged.
  await inspect(async (db) => {
    expect(await count(db, 'SELECT count(*)::text AS n FROM notifications')).toBe(ALERTS);
    expect(await count(db, 'SELECT count(*)::text AS n FROM notification_deliveries WHERE email_pending')).toBe(ALERTS);
  });

  smtp.hold(false);
  const second = [];
  for (const env of envs) second.push(await startServerProcess(env, started));
  await smtp.until('accepted', ALERTS);
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
    expect([...smtp.held].sort()).toEqual([...smtp.accepted].sort());
  });
}

describe('kill -9 between the notification and its e-mail', () => {
  it('on embedded PGlite: after the restart, exactly one e-mail per alert', async () => {
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

    it('after both restart, exactly one e-mail per alert', async () => {
      await seed(db);
      const envs = [await serverEnv({ DATABASE_URL: pg.url }), await serverEnv({ DATABASE_URL: pg.url })];
      await crashAndRestart(envs, (fn) => fn(db));
    }, 240_000);
  });
});
