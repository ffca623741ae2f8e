// `npm run bench:search`: CLIENTS concurrent clients (default 500) each do ROUNDS × (POST /api/search/async,
// open /ws, subscribe, read to `complete`) against the real production server (dist/server/index.js, demo +
// fixed_table providers at zero latency, PGlite in a temp DATA_DIR, or the PostgreSQL of DATABASE_URL when set), then the same against a bare
// Hono + ws baseline (bench/baseline-server.mjs). Like the PWA (src/lib/search-socket.ts), every
// search opens its own socket after the POST, so the upgrade is inside the measured time; the POST asks for
// gzip/deflate/br as a browser's fetch does.
// Prints ONE JSON object on stdout; progress goes to stderr. Budget: p99 time to first result ≤ 50 ms; per search,
// `ratioMedians` (each run's app over its own baseline, median over the runs): CPU ≤ 1.5×, throughput ≥ 0.75×.
//   Args/env: --clients=N | CLIENTS, --rounds=N | ROUNDS (1), --warmup=N | WARMUP (20 sequential searches per
//   server before measuring), --cap=S | TIME_CAP_S (120 per run: past it, report what finished and exit 1),
//   --ramp=MS | RAMP_MS (0: every client starts at once; else starts spread evenly over MS, an arrival rate),
//   --runs=N | RUNS (1: app then baseline N times, each on fresh servers; `app`, `baseline` and `ratio` are the run
//   with the median budgeted ratio — CPU per search for a burst, p99 time to first result with a ramp — and `runs`
//   lists every run's figures; the machine's run-to-run spread is ±15%, so decide on a median of 5),
//   APP_NODE_ARGS / BASELINE_NODE_ARGS (extra node flags per server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
// Exit code 1 on the time cap or any failed search; a missed budget is reported (within:false), not fatal.
// Its parts: one search in search-client.mjs, the measurement and its figures in search-measure.mjs (/proc
// readings in proc-stats.mjs), the baseline's start in search-baseline.mjs, the app's in built-server.mjs.
import { spawn } from 'node:child_process';
import { setMaxListeners } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { startBuiltServer, stopAll, stopChild } from './built-server.mjs';
import { loadAverage } from './proc-stats.mjs';
import { startBaseline } from './search-baseline.mjs';
import { searchClient } from './search-client.mjs';
import { measure, round, warmUp } from './search-measure.mjs';

const CLIENTS = intOption('clients', 'CLIENTS', 500);
const ROUNDS = intOption('rounds', 'ROUNDS', 1);
const WARMUP = intOption('warmup', 'WARMUP', 20);
const RAMP_MS = intOption('ramp', 'RAMP_MS', 0);
const RUNS = Math.max(1, intOption('runs', 'RUNS', 1));
const TIME_CAP_S = intOption('cap', 'TIME_CAP_S', 120 * RUNS);
const SEARCH_TIMEOUT_MS = 30_000;
const BUDGET = { ttfrP99Ms: 50 };
// Per search against the baseline of the same run, medians over the runs: CPU at most 1.5×, throughput at least 0.75×.
const RATIO_BUDGET = { cpuPerSearchRatio: 1.5, throughputRatio: 0.75 };
const ADMIN = { email: 'bench@bussola.local', password: 'bench-search-123' };

const commands = new Set(); // `npm run build`, when dist/ is missing
let dataDir = null;
let client = null;
let cleaning = null;
const runs = []; // one { app, baseline, ratio } per finished run

const started = Date.now();
const deadline = new AbortController();
setMaxListeners(0, deadline.signal); // one listener per in-flight search
const capTimer = setTimeout(() => deadline.abort(new Error(`limite de ${TIME_CAP_S} s atingido`)), TIME_CAP_S * 1000);
// Last resort if something hangs past the cap (a server that never answers /api/health…).
const killTimer = setTimeout(
  () => {
    process.stderr.write('bench:search: travado após o limite de tempo, encerrando à força\n');
    void cleanup().finally(() => process.exit(1));
  },
  (TIME_CAP_S + 30) * 1000,
);
killTimer.unref();

/** Idempotent: close client sockets, stop every child by its PID, remove the temp data dir. */
function cleanup() {
  cleaning ??= (async () => {
    clearTimeout(capTimer);
    client?.close();
    await Promise.all([stopAll(), ...[...commands].map(stopChild)]);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    process.stderr.write(`\nbench:search interrompido (${signal}), limpando…\n`);
    deadline.abort(new Error(signal));
    void cleanup().finally(() => process.exit(130));
  });
}

const report = {
  clients: CLIENTS,
  rounds: ROUNDS,
  runs: RUNS,
  rampMs: RAMP_MS,
  database: process.env.DATABASE_URL ? 'postgresql' : 'pglite',
  app: null,
  baseline: null,
  ratio: null,
  budget: { ttfrP99Ms: BUDGET.ttfrP99Ms, within: false },
  ratioMedians: null,
  node: process.version,
  cpus: availableParallelism(),
  cpuModel: cpus()[0]?.model ?? null,
  loadAverageAtStart: null,
  measuredAt: new Date().toISOString(),
};

try {
  report.loadAverageAtStart = await loadAverage();
  if (!existsSync('dist/client/index.html') || !existsSync('dist/server/index.js')) await run('npm', ['run', 'build']);
  client = searchClient({ signal: deadline.signal, timeoutMs: SEARCH_TIMEOUT_MS });
  // Each run is a fresh app then a fresh baseline, back to back, so a run's ratio compares the two under the
  // same machine conditions; with several runs the report keeps every run's figures and their medians.
  for (let i = 0; i < RUNS && !deadline.signal.aborted; i++) {
    if (RUNS > 1) process.stderr.write(`bench:search: rodada ${i + 1} de ${RUNS}\n`);
    await measurePair();
  }
  printReport();
  const failed = runs.some((r) => (r.app?.errors ?? 1) > 0 || (r.baseline?.errors ?? 1) > 0);
  if (deadline.signal.aborted || failed || runs.length === 0) process.exitCode = 1;
} catch (err) {
  if (!cleaning) process.stderr.write(`bench:search falhou: ${err instanceof Error ? err.message : String(err)}\n`);
  // Past the time cap, still say what finished (maybe nothing) in the one JSON object.
  if (deadline.signal.aborted && !cleaning) printReport();
  process.exitCode = 1;
} finally {
  await cleanup();
  clearTimeout(killTimer);
}

/** One app measurement then one baseline measurement, each on its own freshly started server; adds it to `runs`. */
async function measurePair() {
  const { signal } = deadline;
  const { oneSearch } = client;
  const load = { clients: CLIENTS, rounds: ROUNDS, rampMs: RAMP_MS, signal, oneSearch };
  const pair = { app: null, baseline: null, ratio: null, loadAverage: await loadAverage() };
  runs.push(pair); // reported even if the time cap stops it half-way
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  dataDir = await mkdtemp(path.join(tmpdir(), 'bussola-bench-search-'));

  // The app: real server, real auth (one login shared by every client), real PGlite writes. Our environment goes
  // along (DATABASE_URL); its stderr is kept for the error message only.
  const app = await startBuiltServer(
    {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // 500 clients are 500 people behind our proxy: each search says its own address (X-Forwarded-For), so the
      // per-address socket cap (20, README "Security") limits each of them, not the benchmark as a whole.
      TRUST_PROXY: 'true',
    },
    dataDir,
    { nodeArgs: nodeArgs('APP_NODE_ARGS'), inheritEnv: true, quiet: true, signal },
  );
  const token = await client.login(app.base, ADMIN);
  const appTarget = {
    name: 'app',
    pid: app.pid,
    postUrl: `${app.base}/api/search/async`,
    wsUrl: `ws://127.0.0.1:${app.port}/ws`,
    headers: { authorization: `Bearer ${token}` },
  };
  const warm = await warmUp(appTarget, { count: WARMUP, signal, oneSearch });
  const payloadFile = path.join(dataDir, 'results-payload.json');
  if (warm.firstResults) await writeFile(payloadFile, warm.firstResults);
  pair.app = {
    ...(await measure(appTarget, load)),
    firstBatchBytes: warm.firstResults?.length ?? null,
    flightsPerSearch: warm.total,
  };
  await app.stop();

  // The baseline: the same round trips with nothing behind them, its results message the app's real first batch.
  if (!signal.aborted) {
    const { server: baseline, port } = await startBaseline({
      nodeArgs: nodeArgs('BASELINE_NODE_ARGS'),
      payloadFile: warm.firstResults ? payloadFile : null,
    });
    const baselineTarget = {
      name: 'baseline',
      pid: baseline.pid,
      postUrl: `http://127.0.0.1:${port}/search`,
      wsUrl: `ws://127.0.0.1:${port}/ws`,
      headers: {},
    };
    const baseWarm = await warmUp(baselineTarget, { count: WARMUP, signal, oneSearch });
    pair.baseline = {
      ...(await measure(baselineTarget, load)),
      firstBatchBytes: baseWarm.firstResults?.length ?? null,
    };
    await baseline.stop();
  }
  pair.ratio = ratios(pair);
  return pair;
}

/** The app over the baseline for the budgeted figures (null until both were measured). */
function ratios({ app: a, baseline: b }) {
  if (!a || !b) return null;
  return {
    searchesPerSecond: round(a.searchesPerSecond / b.searchesPerSecond, 3),
    serverCpuMsPerSearch: round(a.serverCpuMsPerSearch / b.serverCpuMsPerSearch, 2),
    ttfrP99: round(a.ttfrMs.p99 / b.ttfrMs.p99, 2),
  };
}

/** The run whose budgeted ratio is the median (CPU per search for a burst, p99 time to first result for a ramp). */
function medianRun(runs) {
  const done = runs.filter((r) => r.ratio);
  if (done.length === 0) return runs.at(-1) ?? {};
  const key = RAMP_MS > 0 ? 'ttfrP99' : 'serverCpuMsPerSearch';
  const sorted = [...done].sort((x, y) => x.ratio[key] - y.ratio[key]);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

function summary({ app, baseline, ratio, loadAverage }) {
  const figures = (m) =>
    m && {
      serverCpuMsPerSearch: m.serverCpuMsPerSearch,
      searchesPerSecond: m.searchesPerSecond,
      ttfrP99Ms: m.ttfrMs.p99,
      otherProcessesCpuCores: m.otherProcessesCpuCores,
    };
  return { app: figures(app), baseline: figures(baseline), ratio, loadAverage };
}

/** Each ratio's median over the finished runs (each run's app against its own baseline), and the per-search budget. */
function ratioMedians(runs) {
  const done = runs.filter((r) => r.ratio);
  if (done.length === 0) return null;
  const median = (key) => {
    const sorted = done.map((r) => r.ratio[key]).sort((x, y) => x - y);
    const mid = sorted.length / 2;
    return sorted.length % 2 ? sorted[Math.floor(mid)] : round((sorted[mid - 1] + sorted[mid]) / 2, 3);
  };
  const cpuPerSearchRatio = median('serverCpuMsPerSearch');
  const throughputRatio = median('searchesPerSecond');
  return {
    cpuPerSearchRatio,
    throughputRatio,
    p99Ratio: median('ttfrP99'),
    budget: RATIO_BUDGET,
    within: cpuPerSearchRatio <= RATIO_BUDGET.cpuPerSearchRatio && throughputRatio >= RATIO_BUDGET.throughputRatio,
  };
}

function printReport() {
  Object.assign(report, medianRun(runs));
  if (RUNS > 1) report.runs = runs.map(summary);
  report.ratioMedians = ratioMedians(runs);
  const a = report.app;
  report.budget.within = Boolean(
    a && a.completed === CLIENTS * ROUNDS && a.errors === 0 && a.ttfrMs.p99 <= BUDGET.ttfrP99Ms,
  );
  if (deadline.signal.aborted) {
    report.interrupted = {
      capSeconds: TIME_CAP_S,
      reason: String(deadline.signal.reason?.message ?? deadline.signal.reason),
    };
  }
  report.durationSeconds = round((Date.now() - started) / 1000, 1);
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
}

function intOption(flag, envName, fallback) {
  const arg = process.argv.slice(2).find((a) => a.startsWith(`--${flag}=`));
  const raw = arg ? arg.slice(flag.length + 3) : process.env[envName];
  const n = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${flag}: esperava um inteiro ≥ 0, recebi ${raw}`);
  return n;
}

function nodeArgs(envName) {
  return (process.env[envName] ?? '').split(/\s+/).filter(Boolean);
}

/** Runs a command with its output on stderr (stdout is reserved for the JSON). */
function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', process.stderr, process.stderr] });
    commands.add(child);
    child.once('error', reject);
    child.once('exit', (code) => {
      commands.delete(child);
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} saiu com ${code}`));
    });
  });
}
