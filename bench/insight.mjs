// `npm run bench:insight`: GET /api/price-insight against 1,000,000 seeded price observations, on the production
// build (dist/server/index.js) with embedded PGlite in a temp DATA_DIR, or on the PostgreSQL of DATABASE_URL.
// Seeds 50 routes × 4 keys (cash, LATAM, AZUL, SMILES) × 50 travel dates × 100 days seen, then asks REQUESTS
// (default 500) insights one after another, each for a random route, key and travel date, after WARMUP (50).
// Prints ONE JSON object: latency p50/p95/p99/max in ms measured at the client over loopback, and the budget
// (p99 ≤ 10 ms). Requires `npm run build`.
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { requireBuild, startBuiltServer } from './built-server.mjs';
import { OBSERVATION_KEYS, seedObservations } from './observations-seed.mjs';

const REQUESTS = Number(process.env.REQUESTS ?? 500);
const WARMUP = Number(process.env.WARMUP ?? 50);
const BUDGET = { p99Ms: 10 };
const ADMIN = { email: 'bench@bussola.local', password: 'bench-insight-123' };
const ROUTES = 50;
const DATES = 50;
const DAYS = 100;
const KEYS = OBSERVATION_KEYS;
const AIRPORTS = ['GRU', 'GIG', 'BSB', 'CNF', 'REC', 'SSA', 'POA', 'FOR', 'CWB', 'MIA'];

requireBuild('bench:insight');
const log = (text) => process.stderr.write(`bench:insight: ${text}\n`);
const databaseUrl = process.env.DATABASE_URL;

// Travel dates every 2 days from 30 days ahead; days seen: the last DAYS days.
const iso = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const pairs = AIRPORTS.flatMap((o) => AIRPORTS.filter((d) => d !== o).map((d) => [o, d])).slice(0, ROUTES);

async function seed(query) {
  const t0 = performance.now();
  await seedObservations(query, pairs, { dates: DATES, days: DAYS, step: 2 });
  const [{ n }] = await query('SELECT count(*)::int AS n FROM price_observations');
  log(`${n} observações semeadas em ${Math.round(performance.now() - t0)} ms`);
  return n;
}

const env = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
let dataDir = null;
let seeded;
if (databaseUrl) {
  // The server migrates on start; seed once the table exists.
  const first = await startBuiltServer(env, null, { inheritEnv: true });
  await first.stop();
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  await sql.unsafe('TRUNCATE price_observations, price_month_minima');
  seeded = await seed((text, params) => sql.unsafe(text, params));
  await sql.end();
} else {
  dataDir = await mkdtemp(path.join(tmpdir(), 'bussola-bench-insight-'));
  // A server that fails to start (a loaded machine) must not leave the seeded directory behind.
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  try {
    const first = await startBuiltServer(env, dataDir);
    await first.stop();
    const pg = new PGlite(path.join(dataDir, 'pgdata'));
    seeded = await seed(async (text, params) => (await pg.query(text, params)).rows);
    await pg.close();
  } catch (err) {
    await removeDir();
    throw err;
  }
}

const server = await startBuiltServer(env, dataDir, { inheritEnv: Boolean(databaseUrl) }).catch(async (err) => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  throw err;
});
try {
  const res = await fetch(`${server.base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const token = (await res.json())?.user?.access_token;
  if (!token) throw new Error(`login falhou: ${res.status}`);
  const headers = { authorization: `Bearer ${token}` };
  let state = 7;
  const random = (n) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % n;
  };
  const ask = async () => {
    const [origin, destination] = pairs[random(pairs.length)];
    const [kind, program] = KEYS[random(KEYS.length)];
    const date = iso(30 + 2 * random(DATES));
    const url = `${server.base}/api/price-insight?origin=${origin}&destination=${destination}&date=${date}&kind=${kind}${program ? `&program=${program}` : ''}`;
    const t0 = performance.now();
    const reply = await fetch(url, { headers });
    const body = await reply.json();
    const ms = performance.now() - t0;
    if (reply.status !== 200 || body.level === undefined) throw new Error(`resposta ${reply.status}`);
    return { ms, observations: body.observations };
  };
  // The same loop on a signed-in route that reads one row (GET /api/profile): what the machine and the session
  // cost alone, so a busy machine's figure can be told from the insight's own.
  const baseline = async () => {
    const t0 = performance.now();
    const reply = await fetch(`${server.base}/api/profile`, { headers });
    await reply.arrayBuffer();
    return performance.now() - t0;
  };
  for (let i = 0; i < WARMUP; i++) await ask();
  const base = [];
  for (let i = 0; i < REQUESTS; i++) base.push(await baseline());
  base.sort((a, b) => a - b);
  const samples = [];
  let observations = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const { ms, observations: n } = await ask();
    samples.push(ms);
    observations += n;
  }
  samples.sort((a, b) => a - b);
  const at = (list, p) => Math.round(list[Math.min(list.length - 1, Math.floor((p / 100) * list.length))] * 100) / 100;
  const pct = (p) => at(samples, p);
  const p99 = pct(99);
  process.stdout.write(
    `${JSON.stringify({
      database: databaseUrl ? 'postgresql' : 'pglite',
      observationsSeeded: seeded,
      requests: REQUESTS,
      meanObservationsRead: Math.round(observations / REQUESTS),
      latency: { p50Ms: pct(50), p95Ms: pct(95), p99Ms: p99, maxMs: pct(100) },
      profileBaseline: { p50Ms: at(base, 50), p95Ms: at(base, 95), p99Ms: at(base, 99) },
      loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
      budget: { p99Ms: BUDGET.p99Ms, within: p99 <= BUDGET.p99Ms },
    })}\n`,
  );
} finally {
  await server.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
