// `npm run bench:search`: CLIENTS concurrent clients (default 500) each do ROUNDS × (POST /api/search/async,
// open /ws, subscribe, read to `complete`) against the real production server (dist/server/index.js, demo +
// fixed_table providers at zero latency, PGlite in a temp DATA_DIR, or the PostgreSQL of DATABASE_URL when set), then the same against a bare
// Hono + ws baseline (bench/baseline-server.mjs). Like the PWA (src/lib/search-socket.ts), every
// search opens its own socket after the POST, so the upgrade is inside the measured time; the POST asks for
// gzip/deflate/br as a browser's fetch does.
// Prints ONE JSON object on stdout; progress goes to stderr. Budget: p99 time to first result ≤ 50 ms.
//   Args/env: --clients=N | CLIENTS, --rounds=N | ROUNDS (1), --warmup=N | WARMUP (20 sequential searches per
//   server before measuring), --cap=S | TIME_CAP_S (120: past it, report what finished and exit 1),
//   --ramp=MS | RAMP_MS (0: every client starts at once; else starts spread evenly over MS, an arrival rate),
//   APP_NODE_ARGS / BASELINE_NODE_ARGS (extra node flags per server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
// Exit code 1 on the time cap or any failed search; a missed budget is reported (within:false), not fatal.
import { spawn } from 'node:child_process';
import { setMaxListeners } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { createServer } from 'node:net';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { WebSocket } from 'ws';

const CLIENTS = intOption('clients', 'CLIENTS', 500);
const ROUNDS = intOption('rounds', 'ROUNDS', 1);
const WARMUP = intOption('warmup', 'WARMUP', 20);
const TIME_CAP_S = intOption('cap', 'TIME_CAP_S', 120);
const RAMP_MS = intOption('ramp', 'RAMP_MS', 0);
const SEARCH_TIMEOUT_MS = 30_000;
const BUDGET = { ttfrP99Ms: 50 };
const ADMIN = { email: 'bench@bussola.local', password: 'bench-search-123' };
const CLK_TCK = 100; // /proc/<pid>/stat ticks per second on Linux

const children = new Set();
let dataDir = null;
let agent = null;
let cleaning = null;
let searchCount = 0;

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
    agent?.destroy();
    await Promise.all([...children].map(stopChild));
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
  rampMs: RAMP_MS,
  database: process.env.DATABASE_URL ? 'postgresql' : 'pglite',
  app: null,
  baseline: null,
  ratio: null,
  budget: { ttfrP99Ms: BUDGET.ttfrP99Ms, within: false },
  node: process.version,
  cpus: availableParallelism(),
  cpuModel: cpus()[0]?.model ?? null,
  loadAverageAtStart: null,
  measuredAt: new Date().toISOString(),
};

try {
  report.loadAverageAtStart = await loadAverage();
  if (!existsSync('dist/client/index.html') || !existsSync('dist/server/index.js')) await run('npm', ['run', 'build']);
  dataDir = await mkdtemp(path.join(tmpdir(), 'bussola-bench-search-'));
  agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

  // The app: real server, real auth (one login shared by every client), real PGlite writes.
  const appPort = await freePort();
  const app = spawnServer('app', [...nodeArgs('APP_NODE_ARGS'), 'dist/server/index.js'], {
    PORT: String(appPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // 500 clients are 500 people behind our proxy: each search says its own address (X-Forwarded-For), so the
    // per-address socket cap (20, README "Security") limits each of them, not the benchmark as a whole.
    TRUST_PROXY: 'true',
  });
  const appBase = `http://127.0.0.1:${appPort}`;
  await waitForHealth(app, `${appBase}/api/health`);
  const token = await login(appBase);
  const appTarget = {
    name: 'app',
    child: app,
    postUrl: `${appBase}/api/search/async`,
    wsUrl: `ws://127.0.0.1:${appPort}/ws`,
    headers: { authorization: `Bearer ${token}` },
  };
  const warm = await warmUp(appTarget);
  const payloadFile = path.join(dataDir, 'results-payload.json');
  if (warm.firstResults) await writeFile(payloadFile, warm.firstResults);
  report.app = {
    ...(await measure(appTarget)),
    firstBatchBytes: warm.firstResults?.length ?? null,
    flightsPerSearch: warm.total,
  };
  await stopChild(app);

  // The baseline: the same round trips with nothing behind them, its results message the app's real first batch.
  if (!deadline.signal.aborted) {
    const baseline = spawnServer('baseline', [...nodeArgs('BASELINE_NODE_ARGS'), 'bench/baseline-server.mjs'], {
      PORT: '0',
      HOST: '127.0.0.1',
      ...(warm.firstResults ? { PAYLOAD_FILE: payloadFile } : {}),
    });
    const port = await baseline.port;
    const baselineTarget = {
      name: 'baseline',
      child: baseline,
      postUrl: `http://127.0.0.1:${port}/search`,
      wsUrl: `ws://127.0.0.1:${port}/ws`,
      headers: {},
    };
    const baseWarm = await warmUp(baselineTarget);
    report.baseline = { ...(await measure(baselineTarget)), firstBatchBytes: baseWarm.firstResults?.length ?? null };
    await stopChild(baseline);
  }

  printReport();
  if (deadline.signal.aborted || (report.app?.errors ?? 1) > 0 || (report.baseline?.errors ?? 1) > 0)
    process.exitCode = 1;
} catch (err) {
  if (!cleaning) process.stderr.write(`bench:search falhou: ${err instanceof Error ? err.message : String(err)}\n`);
  // Past the time cap, still say what finished (maybe nothing) in the one JSON object.
  if (deadline.signal.aborted && !cleaning) printReport();
  process.exitCode = 1;
} finally {
  await cleanup();
  clearTimeout(killTimer);
}

function printReport() {
  const a = report.app;
  const b = report.baseline;
  if (a && b) {
    report.ratio = {
      searchesPerSecond: round(a.searchesPerSecond / b.searchesPerSecond, 3),
      ttfrP99: round(a.ttfrMs.p99 / b.ttfrMs.p99, 2),
    };
  }
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

/** All clients at once; each runs ROUNDS searches back to back. Samples the server's RSS and CPU meanwhile. */
async function measure(target) {
  process.stderr.write(`bench:search: ${target.name}: ${CLIENTS} clientes × ${ROUNDS} rodada(s)…\n`);
  const pid = target.child.pid;
  const cpuBefore = await cpuTicks(pid);
  const systemBefore = await systemBusyTicks();
  const overflowsBefore = await listenOverflows();
  let peakRssKb = await procStatus(pid, 'VmRSS');
  const sampler = setInterval(() => {
    void procStatus(pid, 'VmRSS').then((kb) => {
      if (kb > peakRssKb) peakRssKb = kb;
    });
  }, 100);
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();

  const records = [];
  const benchCpuBefore = process.cpuUsage();
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, i) => {
      if (RAMP_MS > 0) await sleep((i * RAMP_MS) / CLIENTS);
      for (let round = 0; round < ROUNDS && !deadline.signal.aborted; round++) records.push(await oneSearch(target));
    }),
  );
  const wallMs = performance.now() - t0;
  const benchCpu = process.cpuUsage(benchCpuBefore);

  loopDelay.disable();
  clearInterval(sampler);
  const hwmKb = await procStatus(pid, 'VmHWM');
  const cpuAfter = await cpuTicks(pid);
  const systemAfter = await systemBusyTicks();
  const overflowsAfter = await listenOverflows();

  const ok = records.filter((r) => !r.error);
  const errorSamples = {};
  for (const r of records) if (r.error) errorSamples[r.error] = (errorSamples[r.error] ?? 0) + 1;
  const serverCpuMs = ((cpuAfter - cpuBefore) * 1000) / CLK_TCK;
  const benchCpuMs = (benchCpu.user + benchCpu.system) / 1000;
  const systemCpuMs =
    systemBefore === null || systemAfter === null ? null : ((systemAfter - systemBefore) * 1000) / CLK_TCK;
  return {
    completed: ok.length,
    searchesPerSecond: round((ok.length / wallMs) * 1000, 1),
    ttfrMs: stats(ok.map((r) => r.ttfr)),
    completeMs: stats(ok.map((r) => r.complete)),
    errors: records.length - ok.length + (CLIENTS * ROUNDS - records.length),
    ...(Object.keys(errorSamples).length > 0 ? { errorKinds: errorSamples } : {}),
    peakRssMb: round(Math.max(peakRssKb, 0) / 1024, 1),
    lifetimePeakRssMb: round(hwmKb / 1024, 1),
    wallMs: Math.round(wallMs),
    // Where the time to first result goes: POST round trip, ws upgrade, subscribe → first `results`.
    phasesMs: {
      post: stats(ok.map((r) => r.post)),
      upgrade: stats(ok.map((r) => r.upgrade)),
      subscribeToFirstResult: stats(ok.map((r) => r.firstAfterSubscribe)),
    },
    serverCpuMsPerSearch: ok.length > 0 ? round(serverCpuMs / ok.length, 2) : null,
    serverCpuUtilisation: round(serverCpuMs / wallMs, 2),
    // The load generator shares the 2 cores: if it is saturated, the baseline's numbers are the client's.
    benchCpuMsPerSearch: ok.length > 0 ? round(benchCpuMs / ok.length, 2) : null,
    benchLoopDelayP99Ms: round(loopDelay.percentile(99) / 1e6, 1),
    // Cores other processes (tests, builds of other sessions…) took meanwhile: above ~0.2 the run is noisy.
    otherProcessesCpuCores:
      systemCpuMs === null ? null : round(Math.max(0, systemCpuMs - serverCpuMs - benchCpuMs) / wallMs, 2),
    listenOverflows: overflowsBefore === null || overflowsAfter === null ? null : overflowsAfter - overflowsBefore,
  };
}

/** Sequential searches before measuring (JIT, caches, PGlite warm); keeps the first `results` message. */
async function warmUp(target) {
  let firstResults = null;
  let total = null;
  for (let i = 0; i < WARMUP && !deadline.signal.aborted; i++) {
    const r = await oneSearch(target, true);
    if (r.error) throw new Error(`${target.name}: busca de aquecimento falhou: ${r.error}`);
    firstResults ??= r.firstResults;
    total ??= r.total;
  }
  return { firstResults, total };
}

/** POST, then a fresh socket: subscribe, first `results`, `complete`. Times in ms from the POST's start. */
/** A distinct client address per search, from the benchmarking range (RFC 2544), only ever sent as a header. */
function clientAddress() {
  searchCount += 1;
  return `198.18.${(searchCount >> 8) & 255}.${searchCount & 255}`;
}

async function oneSearch(target, keep = false) {
  const t0 = performance.now();
  const headers = { ...target.headers, 'x-forwarded-for': clientAddress() };
  let searchId;
  try {
    const res = await postJson(target.postUrl, searchBody(), headers);
    if (res.status !== 200) return { error: `POST ${res.status}` };
    searchId = JSON.parse(res.body).searchId;
    if (!searchId) return { error: 'POST sem searchId' };
  } catch (err) {
    return { error: `POST: ${err.code ?? err.message}` };
  }
  const t1 = performance.now();
  return new Promise((resolve) => {
    const out = { post: t1 - t0 };
    const ws = new WebSocket(target.wsUrl, { headers, perMessageDeflate: false });
    let done = false;
    const finish = (result) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      deadline.signal.removeEventListener('abort', onCap);
      if (ws.readyState === WebSocket.OPEN) ws.close();
      else if (ws.readyState === WebSocket.CONNECTING) ws.terminate();
      resolve(result);
    };
    const onCap = () => {
      ws.terminate();
      finish({ error: 'interrompida pelo limite de tempo' });
    };
    deadline.signal.addEventListener('abort', onCap, { once: true });
    const timer = setTimeout(() => finish({ error: `sem complete em ${SEARCH_TIMEOUT_MS} ms` }), SEARCH_TIMEOUT_MS);
    let t2 = 0;
    ws.on('open', () => {
      t2 = performance.now();
      out.upgrade = t2 - t1;
      ws.send(JSON.stringify({ type: 'subscribe', searchId }));
    });
    ws.on('message', (raw) => {
      // The servers put `type` first (JSON.stringify of {type, …}): no need to parse 10 KB to route it.
      const head = raw.toString('utf8', 0, 24);
      if (head.startsWith('{"type":"results"')) {
        if (out.ttfr === undefined) {
          const t = performance.now();
          out.ttfr = t - t0;
          out.firstAfterSubscribe = t - t2;
          if (keep) out.firstResults = raw.toString('utf8');
        }
        return;
      }
      let message;
      try {
        message = JSON.parse(raw.toString('utf8'));
      } catch {
        return finish({ error: 'mensagem não JSON' });
      }
      if (message.type === 'complete') {
        if (out.ttfr === undefined) return finish({ error: 'complete sem results' });
        out.complete = performance.now() - t0;
        out.total = message.metadata?.total ?? null;
        if (message.metadata?.errors?.length)
          return finish({ error: `erros de fonte: ${JSON.stringify(message.metadata.errors)}` });
        return finish(out);
      }
      if (message.type === 'error') return finish({ error: `ws: ${message.error}` });
    });
    ws.on('unexpected-response', (_req, res) => finish({ error: `upgrade ${res.statusCode}` }));
    ws.on('error', (err) => finish({ error: `ws: ${err.code ?? err.message}` }));
    ws.on('close', () => finish({ error: 'socket fechado antes do complete' }));
  });
}

function searchBody() {
  const d = new Date();
  d.setDate(d.getDate() + 30);
  const iso = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  return JSON.stringify({ origin: 'GRU', destination: 'MIA', departureDate: iso });
}

function postJson(url, body, headers) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          ...headers,
          'accept-encoding': 'gzip, deflate, br',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
        signal: deadline.signal,
        timeout: SEARCH_TIMEOUT_MS,
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          try {
            resolve({
              status: res.statusCode,
              body: decode(Buffer.concat(chunks), res.headers['content-encoding']).toString('utf8'),
            });
          } catch (err) {
            reject(err);
          }
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

function decode(body, encoding) {
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  if (encoding === 'br') return brotliDecompressSync(body);
  return body;
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** One login shared by every client (the login route allows 5 a minute per address and e-mail). */
async function login(base) {
  const res = await postJson(`${base}/api/login`, JSON.stringify(ADMIN), {});
  const token = res.status === 200 ? JSON.parse(res.body)?.user?.access_token : null;
  if (!token) throw new Error(`login falhou: ${res.status} ${res.body.slice(0, 200)}`);
  return token;
}

/** A child node process; its stderr tail is kept for error messages; `port` resolves from its first stdout line. */
function spawnServer(name, args, env) {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  child.label = name;
  child.errTail = '';
  child.stderr.on('data', (chunk) => {
    child.errTail = (child.errTail + chunk).slice(-4000);
  });
  child.port = new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n').find((l) => l.startsWith('{"port"'));
      if (line) resolve(JSON.parse(line).port);
    });
    child.once('exit', (code) => reject(new Error(`${name} saiu (código ${code}):\n${child.errTail}`)));
  });
  child.port.catch(() => {});
  return child;
}

/** SIGTERM by PID, SIGKILL after 10 s; resolves once it has exited. */
async function stopChild(child) {
  children.delete(child);
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(child.pid, 'SIGTERM');
  const timer = setTimeout(
    () => child.exitCode === null && child.signalCode === null && process.kill(child.pid, 'SIGKILL'),
    10_000,
  );
  await exited;
  clearTimeout(timer);
}

async function waitForHealth(child, url) {
  while (!deadline.signal.aborted) {
    if (child.exitCode !== null) throw new Error(`o servidor saiu (código ${child.exitCode}):\n${child.errTail}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if ((await res.json())?.ok === true) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`o servidor não respondeu {ok:true} em ${url} antes do limite:\n${child.errTail}`);
}

async function procStatus(pid, field) {
  try {
    const text = await readFile(`/proc/${pid}/status`, 'utf8');
    const match = text.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** utime + stime of a process, in clock ticks. */
async function cpuTicks(pid) {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** Busy clock ticks of the whole machine (every CPU), from /proc/stat. */
async function systemBusyTicks() {
  try {
    const [, ...fields] = (await readFile('/proc/stat', 'utf8')).split('\n')[0].trim().split(/\s+/);
    const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
    return user + nice + system + irq + softirq + steal;
  } catch {
    return null;
  }
}

/** TcpExt ListenOverflows of this network namespace: SYNs dropped because an accept queue was full. */
async function listenOverflows() {
  try {
    const lines = (await readFile('/proc/net/netstat', 'utf8')).split('\n');
    const names = lines.find((l) => l.startsWith('TcpExt:'))?.split(' ');
    const values = lines.filter((l) => l.startsWith('TcpExt:'))[1]?.split(' ');
    const i = names?.indexOf('ListenOverflows') ?? -1;
    return i > 0 && values ? Number(values[i]) : null;
  } catch {
    return null;
  }
}

async function loadAverage() {
  try {
    return (await readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).map(Number);
  } catch {
    return null;
  }
}

function stats(values) {
  if (values.length === 0) return { p50: null, p99: null, max: null };
  const sorted = [...values].sort((x, y) => x - y);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { p50: round(at(0.5), 1), p99: round(at(0.99), 1), max: round(sorted[sorted.length - 1], 1) };
}

function round(n, digits) {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
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

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Runs a command with its output on stderr (stdout is reserved for the JSON). */
function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', process.stderr, process.stderr] });
    children.add(child);
    child.once('error', reject);
    child.once('exit', (code) => {
      children.delete(child);
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} saiu com ${code}`));
    });
  });
}
