// bench:scale's measuring: a phase of requests sent by a few concurrent clients, with the client-side latency of
// each, the CPU the app instances and PostgreSQL spent on it, and a /api/health poller that files its samples
// under the phase running at the time.
import { cpuTicks } from './scale-postgres.mjs';

const round = (ms) => Math.round(ms * 100) / 100;

/** p50, p95, p99 and max of `samples` (ms), nearest rank. */
export function percentiles(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p) => round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN);
  return { n: sorted.length, p50Ms: at(50), p95Ms: at(95), p99Ms: at(99), maxMs: at(100) };
}

/** CPU ms spent by the app instances (`appPids`) and the PostgreSQL cluster (`pgPid` and its backends) in `work`. */
export async function withCpu(appPids, pgPid, work) {
  const ticks = () => ({
    app: appPids.reduce((sum, pid) => sum + cpuTicks(pid), 0),
    pg: cpuTicks(pgPid, true),
  });
  const before = ticks();
  const result = await work();
  const after = ticks();
  return { result, cpuMs: { app: (after.app - before.app) * 10, pg: (after.pg - before.pg) * 10 } };
}

/**
 * `count` calls of `request(i)` (resolving with an optional number of rows it read) by `concurrency` clients,
 * each call timed at the client. Returns its latency percentiles, the rate reached and the CPU per request.
 */
export async function measure({ count, concurrency, request, appPids, pgPid }) {
  const samples = [];
  let next = 0;
  const client = async () => {
    while (next < count) {
      const i = next++;
      const t0 = performance.now();
      await request(i);
      samples.push(performance.now() - t0);
    }
  };
  const t0 = performance.now();
  const { cpuMs } = await withCpu(appPids, pgPid, () =>
    Promise.all(Array.from({ length: concurrency }, () => client())),
  );
  const wallMs = performance.now() - t0;
  return {
    concurrency,
    latency: percentiles(samples),
    perSecond: Math.round((count / wallMs) * 1000),
    cpuMsPerRequest: { app: round(cpuMs.app / count), postgres: round(cpuMs.pg / count) },
  };
}

/** GET `url` with `headers`; throws unless it answers 200. Resolves with the parsed body. */
export async function getJson(url, headers) {
  const reply = await fetch(url, { headers });
  const body = await reply.json();
  if (reply.status !== 200) throw new Error(`${url}: ${reply.status} ${JSON.stringify(body).slice(0, 200)}`);
  return body;
}

/**
 * Polls GET /api/health on each of `bases` in turn every `intervalMs` until stop(); `phase(name)` files the next
 * samples under `name`. stop() resolves with the percentiles per phase.
 */
export function healthPoller(bases, intervalMs) {
  const byPhase = new Map();
  let phase = 'idle';
  let running = true;
  const loop = (async () => {
    for (let i = 0; running; i++) {
      const t0 = performance.now();
      const reply = await fetch(`${bases[i % bases.length]}/api/health`).catch(() => null);
      await reply?.arrayBuffer();
      const ms = reply?.ok ? performance.now() - t0 : Number.POSITIVE_INFINITY;
      if (!byPhase.has(phase)) byPhase.set(phase, []);
      byPhase.get(phase).push(ms);
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  })();
  return {
    phase(name) {
      phase = name;
    },
    async stop() {
      running = false;
      await loop;
      return Object.fromEntries([...byPhase].map(([name, samples]) => [name, percentiles(samples)]));
    },
  };
}
