// Runs inside a private network namespace (tests/server/push-unroutable.test.ts starts it with `unshare -n -m`):
// only loopback exists, and the bind-mounted /etc/hosts gives two push services' names, the SMTP relay's and
// Telegram's addresses with no route (IPv4 and IPv6). Starts a Seats.aero stand-in and the real server process, lets
// an alert fire so the server pushes to both endpoints, mails and messages its owner, then checks it is still up 20 s
// later and after a restart, and what the failed e-mail and Telegram message left recorded. Prints one JSON line.
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import type { Db } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { openDb } from '../../server/db/open-db';
import { browserKeys, seatsAeroReply } from './alert-fakes';
import { createUser } from './auth';
import { startFakeSeatsAero } from './fake-seats-aero';
import { freePort, startPostgres } from './postgres-server';
import { type ServerProcess, startServerProcess } from './server-process';

/** Names the namespace's hosts file gives addresses with no route: push services, then the SMTP relay, then Telegram. */
const [SMTP_HOST, TELEGRAM_HOST, ...PUSH_HOSTS] = (process.env.UNROUTABLE_HOSTS ?? '').split(',').filter(Boolean);
/** How long the server must stay up after the fired alert's pushes failed. */
const STAY_UP_MS = 20_000;

const mode = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
const started: ChildProcess[] = [];

async function seed(db: Db): Promise<void> {
  const user = await createUser(db);
  await db.query('INSERT INTO telegram_links (user_id, chat_id) VALUES ($1, $2)', [user.id, 8101]);
  await db.query(
    `INSERT INTO price_alerts (id, user_id, origin, destination, max_price, alert_type, cabin, created_at, updated_at)
     VALUES ($1, $2, 'GRU', 'MIA', 40000, 'milhas', 'ECONOMY', now(), now())`,
    [randomUUID(), user.id],
  );
  for (const host of PUSH_HOSTS) {
    const keys = browserKeys().json;
    await db.query('INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)', [
      user.id,
      `https://${host}/push/${randomUUID()}`,
      keys.p256dh,
      keys.auth,
    ]);
  }
}

const health = async (port: string) => (await fetch(`http://127.0.0.1:${port}/api/health`)).status;
const alive = (server: ServerProcess) => server.child.exitCode === null && server.child.signalCode === null;

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 50));
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bussola-unroutable-'));
  const seats = await startFakeSeatsAero();
  seats.respond(() => ({ json: seatsAeroReply(addDaysIso(todayIsoDate(), 20), 30_000) }));
  const pg = mode === 'postgres' ? await startPostgres() : null;
  const open = () =>
    openDb({ dataDir, ...(pg ? { databaseUrl: pg.url } : {}), prepare: async (d) => void (await migrate(d)) });
  try {
    const db = await open();
    await seed(db);
    await db.close();
    const env = {
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      ...(pg ? { DATABASE_URL: pg.url } : {}),
      SEATS_AERO_API_KEY: 'chave-seats-de-teste',
      SEATS_AERO_BASE_URL: seats.baseUrl,
      ALERT_JOB_INTERVAL_SECONDS: '1',
      ALERT_DELIVERY_POLL_SECONDS: '1',
      ALERT_DELIVERY_LEASE_SECONDS: '2',
      SMTP_URL: `smtp://${SMTP_HOST}:587`,
      TELEGRAM_BOT_TOKEN: '424242:token-de-teste-sem-rota',
      TELEGRAM_BOT_USERNAME: 'bussola_teste_bot',
      TELEGRAM_API_BASE_URL: `https://${TELEGRAM_HOST}`,
    };
    const first = await startServerProcess(env, started);
    // Both endpoints tried and refused by the network (not by the address check); the e-mail and Telegram failed too.
    const seen = (pattern: RegExp) => (first.output().match(pattern) ?? []).length;
    const failedPushes = () => seen(/push falhou.*ENETUNREACH/g);
    await until(
      () =>
        (failedPushes() >= 2 && seen(/error=e-mail: .*ENETUNREACH/g) > 0 && seen(/error=Telegram: /g) > 0) ||
        !alive(first),
    );
    await new Promise((resolve) => setTimeout(resolve, STAY_UP_MS));
    const upAfterFire = alive(first);
    const healthAfterFire = upAfterFire ? await health(env.PORT) : null;
    const stopCode = upAfterFire ? await first.stop() : null;

    const second = await startServerProcess(env, started);
    const healthAfterRestart = await health(env.PORT);
    const restartExit = await second.stop();

    const after = await open();
    const owed = await after.query<{ email_pending: boolean; telegram_pending: boolean; last_error: string | null }>(
      'SELECT email_pending, telegram_pending, last_error FROM notification_deliveries',
    );
    const fired = await after.query<{ n: string }>('SELECT count(*)::text AS n FROM notifications');
    await after.close();
    const result = {
      mode,
      failedPushes: failedPushes(),
      upAfterFire,
      healthAfterFire,
      stopCode,
      healthAfterRestart,
      restartExit,
      owed: owed.map((row) => ({ ...row, last_error: row.last_error?.replace(/:.*/, '') ?? null })),
      notifications: Number(fired[0]?.n),
      output: upAfterFire ? '' : first.output().slice(-2000),
    };
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await seats.close();
    pg?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
