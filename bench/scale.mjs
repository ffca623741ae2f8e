// `npm run bench:scale`: the app at scale on PostgreSQL. Starts a throw-away PostgreSQL (scale-postgres.mjs),
// migrates it with a first start of the build, seeds USERS users, SAVED_FLIGHTS saved flights, ALERTS price alerts
// (ACTIVE_ALERTS live, over ROUTES routes), OBSERVATIONS price observations and PUSH_SUBSCRIPTIONS push
// subscriptions (scale-seed.mjs), then runs two instances of dist/server/index.js on it against stand-ins of
// Seats.aero, SerpApi and a push service answering after LATENCY_MS (100). Measured, with requests spread over both
// instances by CONCURRENCY clients: a full sync pull of a user with 1,000 saved flights, GET /api/price-insight,
// GET /api/calendar from the reply cache, then one alert-job run on both instances at once (ALERT_DUE alerts made
// due), with GET /api/health polled throughout. SCALE=small (default, a few minutes on 2 cores) or full (the
// sizes of the capacity note); each size is also its own env knob. Prints ONE JSON object; progress on stderr.
// Requires `npm run build`.
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { sign } from 'hono/jwt';
import postgres from 'postgres';
import { requireBuild, startBuiltServer, stopAll } from './built-server.mjs';
import { OBSERVATION_KEYS } from './observations-seed.mjs';
import { measureAlertRun } from './scale-alerts.mjs';
import { getJson, healthPoller, measure } from './scale-load.mjs';
import { readStats, resetStats } from './scale-db-stats.mjs';
import { startScalePostgres } from './scale-postgres.mjs';
import { addDays, pushReply, seatsAeroReply, serpApiReply, standIn } from './provider-stand-ins.mjs';
import { HEAVY_USERS, OBSERVED_STEP, ROWS_PER_HEAVY_USER, seedScale, userIdSql } from './scale-seed.mjs';

const PRESETS = {
  small: {
    USERS: 10_000,
    SAVED_FLIGHTS: 100_000,
    ALERTS: 20_000,
    ACTIVE_ALERTS: 10_000,
    ROUTES: 200,
    OBSERVATIONS: 500_000,
    PUSH_SUBSCRIPTIONS: 5_000,
    ALERT_DUE: 1_000,
  },
  full: {
    USERS: 100_000,
    SAVED_FLIGHTS: 1_000_000,
    ALERTS: 200_000,
    ACTIVE_ALERTS: 100_000,
    ROUTES: 2_000,
    OBSERVATIONS: 5_000_000,
    PUSH_SUBSCRIPTIONS: 50_000,
    ALERT_DUE: 2_000,
  },
};
const preset = process.env.SCALE ?? 'small';
if (!PRESETS[preset]) throw new Error(`SCALE: small ou full, não ${preset}`);
const knob = (name, fallback) => Number(process.env[name] ?? PRESETS[preset][name] ?? fallback);
const sizes = {
  users: knob('USERS'),
  savedFlights: knob('SAVED_FLIGHTS'),
  alerts: knob('ALERTS'),
  activeAlerts: knob('ACTIVE_ALERTS'),
  routes: knob('ROUTES'),
  observations: knob('OBSERVATIONS'),
  pushSubscriptions: knob('PUSH_SUBSCRIPTIONS'),
};
const LATENCY_MS = knob('LATENCY_MS', 100);
const CONCURRENCY = knob('CONCURRENCY', 4);
const REQUESTS = knob('REQUESTS', 400);
const WARMUP = knob('WARMUP', 40);
const CALENDAR_ROUTES = knob('CALENDAR_ROUTES', 20);
const ALERT_DUE = knob('ALERT_DUE');
const ALERT_CAP_S = knob('ALERT_CAP_S', 600);
const PG_SETTINGS = { shared_buffers: '256MB', max_connections: 100, shared_preload_libraries: 'pg_stat_statements' };

requireBuild('bench:scale');
const log = (text) => process.stderr.write(`bench:scale: ${text}\n`);
const load = () => loadavg().map((l) => Math.round(l * 100) / 100);
const started = performance.now();
const loadAtStart = load();

const stands = {
  seatsAero: await standIn(seatsAeroReply, LATENCY_MS),
  serpApi: await standIn(serpApiReply, LATENCY_MS),
  push: await standIn(pushReply, LATENCY_MS),
};
const pg = await startScalePostgres(PG_SETTINGS);
const sql = postgres(pg.url, { max: 2, onnotice: () => {} });
const jwtSecret = randomBytes(32).toString('hex');
const env = {
  DATABASE_URL: pg.url,
  JWT_SECRET: jwtSecret,
  ADMIN_PASSWORD: 'bench-scale-123',
  SEATS_AERO_API_KEY: 'bench-chave',
  SEATS_AERO_BASE_URL: `${stands.seatsAero.url}/partnerapi`,
  SERPAPI_API_KEY: 'bench-chave',
  SERPAPI_BASE_URL: stands.serpApi.url,
  PUSH_ALLOW_HTTP_ENDPOINTS: 'true',
  CALENDAR_PER_HOUR: '10000',
  // Every 2 s, with a budget no run reaches: the run's own pace is measured, not the provider budget's.
  ALERT_JOB_INTERVAL_SECONDS: '2',
  ALERT_MAX_PROVIDER_CALLS_PER_RUN: '10000',
  ALERT_SEATS_AERO_CALLS_PER_DAY: '1000000',
  ALERT_SERPAPI_CALLS_PER_DAY: '1000000',
};
const instances = [];
let exitCode = 0;
// Once, whether the run ends or SIGINT comes first.
let stopping = null;
const stopEverything = () => {
  stopping ??= (async () => {
    await stopAll();
    await sql.end({ timeout: 5 });
    pg.stop();
    for (const s of Object.values(stands)) s.server.close();
  })();
  return stopping;
};
process.once('SIGINT', () => void stopEverything().then(() => process.exit(130)));

try {
  log(`PostgreSQL em ${pg.url}; migrando com um primeiro início`);
  await (await startBuiltServer(env)).stop();
  const t0 = performance.now();
  const seeded = await seedScale((text, params) => sql.unsafe(text, params), sizes, stands.push.url, log);
  const seedSeconds = Math.round((performance.now() - t0) / 100) / 10;
  for (let i = 0; i < 2; i++) instances.push(await startBuiltServer(env));
  const bases = instances.map((s) => s.base);
  const appPids = instances.map((s) => s.pid);
  const on = (i) => bases[i % bases.length];

  // Access tokens as the server signs them (server/auth/tokens.ts), for seeded users with no password.
  const now = Math.floor(Date.now() / 1000);
  const tokenOf = async (i) => {
    const [{ id }] = await sql.unsafe(`SELECT ${userIdSql('$1::int')}::text AS id`, [i]);
    const claims = { sub: id, email: `bench-${i}@bussola.local`, role: 'user', purpose: 'access', pwc: 0 };
    return { authorization: `Bearer ${await sign({ ...claims, iat: now, exp: now + 3600 }, jwtSecret, 'HS256')}` };
  };
  const heavy = await Promise.all(Array.from({ length: HEAVY_USERS }, (_, i) => tokenOf(i + 1)));
  const others = await Promise.all(Array.from({ length: 20 }, (_, i) => tokenOf(HEAVY_USERS + 1 + i)));

  const today = new Date().toISOString().slice(0, 10);
  let seed = 7;
  const random = (n) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed % n;
  };
  const pull = async (i) => {
    let cursor = '';
    let rows = 0;
    for (;;) {
      const body = await getJson(`${on(i)}/api/saved-flights${cursor}`, heavy[i % heavy.length]);
      rows += body.items.length;
      if (!body.hasMore) break;
      cursor = `?updated_since=${encodeURIComponent(body.cursor)}`;
    }
    if (rows !== ROWS_PER_HEAVY_USER) throw new Error(`pull: ${rows} linhas, esperava ${ROWS_PER_HEAVY_USER}`);
  };
  const insight = async (i) => {
    const [origin, destination] = seeded.pairs[random(seeded.pairs.length)];
    const [kind, program] = OBSERVATION_KEYS[random(OBSERVATION_KEYS.length)];
    const date = addDays(today, 30 + OBSERVED_STEP * random(seeded.observedDates));
    const query = new URLSearchParams({ origin, destination, date, kind, ...(program ? { program } : {}) });
    const body = await getJson(`${on(i)}/api/price-insight?${query}`, others[i % others.length]);
    if (body.level === undefined) throw new Error('price-insight sem veredito');
  };
  const from = addDays(today, 30);
  const calendarUrl = (i, r) => {
    const [origin, destination] = seeded.pairs[r];
    return `${on(i)}/api/calendar?${new URLSearchParams({ origin, destination, from, to: addDays(from, 61) })}`;
  };
  const calendar = async (i) => {
    const body = await getJson(calendarUrl(i, random(CALENDAR_ROUTES)), others[i % others.length]);
    if (body.days?.length !== 62) throw new Error('calendário incompleto');
  };

  await resetStats(sql);
  const poller = healthPoller(bases, 20);
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const phase = async (name, count, request) => {
    for (let i = 0; i < WARMUP; i++) await request(i);
    poller.phase(name);
    log(`medindo ${name}`);
    const figures = await measure({ count, concurrency: CONCURRENCY, request, appPids, pgPid: pg.pid });
    poller.phase('between');
    return { ...figures, loadAverage: load() };
  };
  const figures = {};
  figures.syncPull = { rows: ROWS_PER_HEAVY_USER, pages: 2, ...(await phase('syncPull', REQUESTS / 2, pull)) };
  figures.priceInsight = await phase('priceInsight', REQUESTS, insight);
  // The calendars' cold runs fill the reply cache (and pay the stand-ins); the measured ones read it.
  for (let r = 0; r < CALENDAR_ROUTES; r++) await getJson(calendarUrl(r, r), others[r % others.length]);
  const callsWarm = [stands.seatsAero.calls.count, stands.serpApi.calls.count];
  figures.calendarFromCache = await phase('calendarFromCache', REQUESTS, calendar);
  figures.calendarFromCache.providerCalls = {
    seatsAero: stands.seatsAero.calls.count - callsWarm[0],
    serpApi: stands.serpApi.calls.count - callsWarm[1],
  };
  poller.phase('alertJob');
  log(`job de alertas: ${ALERT_DUE} alertas devidos`);
  figures.alertJob = await measureAlertRun(sql, {
    due: ALERT_DUE,
    capMs: ALERT_CAP_S * 1000,
    appPids,
    pgPid: pg.pid,
    standIns: stands,
    log,
  });
  figures.alertJob.loadAverage = load();
  const health = await poller.stop();

  const database = await readStats(sql);
  process.stdout.write(
    `${JSON.stringify(
      {
        bench: 'scale',
        preset,
        sizes: { ...sizes, observations: seeded.observedRows, alertDue: ALERT_DUE },
        setup: {
          instances: 2,
          concurrency: CONCURRENCY,
          requestsPerPhase: REQUESTS,
          latencyMs: LATENCY_MS,
          postgres: { ...PG_SETTINGS, fsync: 'on' },
          seedSeconds,
          seedMs: seeded.timings,
        },
        ...figures,
        health,
        database,
        loadAverage: { start: loadAtStart, end: load() },
        seconds: Math.round((performance.now() - started) / 1000),
        measuredAt: new Date().toISOString(),
      },
      null,
      2,
    )}\n`,
  );
} catch (err) {
  log(err instanceof Error ? (err.stack ?? err.message) : String(err));
  exitCode = 1;
} finally {
  await stopEverything();
}
process.exit(exitCode);
