// bench:search's measurement of one server: the warm-up, then every client at once (or ramped), and the figures
// of bench:search's JSON for it (percentiles, server and bench CPU per search, RSS, the machine's other load).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sampleProcess } from './proc-stats.mjs';

/**
 * `clients` clients, started at once or spread evenly over `rampMs`, each running `rounds` searches back to back
 * with `oneSearch` until `signal` aborts. Samples the server (`target.pid`)'s RSS and CPU meanwhile.
 */
export async function measure(target, { clients, rounds, rampMs, signal, oneSearch }) {
  process.stderr.write(`bench:search: ${target.name}: ${clients} clientes × ${rounds} rodada(s)…\n`);
  const sampler = await sampleProcess(target.pid);
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();

  const records = [];
  const benchCpuBefore = process.cpuUsage();
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, i) => {
      if (rampMs > 0) await sleep((i * rampMs) / clients);
      for (let round = 0; round < rounds && !signal.aborted; round++) records.push(await oneSearch(target));
    }),
  );
  const wallMs = performance.now() - t0;
  const benchCpu = process.cpuUsage(benchCpuBefore);

  loopDelay.disable();
  const { serverCpuMs, systemCpuMs, listenOverflows, peakRssKb, hwmKb } = await sampler.stop();

  const ok = records.filter((r) => !r.error);
  const errorSamples = {};
  for (const r of records) if (r.error) errorSamples[r.error] = (errorSamples[r.error] ?? 0) + 1;
  const benchCpuMs = (benchCpu.user + benchCpu.system) / 1000;
  return {
    completed: ok.length,
    searchesPerSecond: round((ok.length / wallMs) * 1000, 1),
    ttfrMs: stats(ok.map((r) => r.ttfr)),
    completeMs: stats(ok.map((r) => r.complete)),
    errors: records.length - ok.length + (clients * rounds - records.length),
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
    listenOverflows,
  };
}

/** `count` sequential searches before measuring (JIT, caches, PGlite warm); keeps the first `results` message. */
export async function warmUp(target, { count, signal, oneSearch }) {
  let firstResults = null;
  let total = null;
  for (let i = 0; i < count && !signal.aborted; i++) {
    const r = await oneSearch(target, true);
    if (r.error) throw new Error(`${target.name}: busca de aquecimento falhou: ${r.error}`);
    firstResults ??= r.firstResults;
    total ??= r.total;
  }
  return { firstResults, total };
}

function stats(values) {
  if (values.length === 0) return { p50: null, p99: null, max: null };
  const sorted = [...values].sort((x, y) => x - y);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { p50: round(at(0.5), 1), p99: round(at(0.99), 1), max: round(sorted[sorted.length - 1], 1) };
}

export function round(n, digits) {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
