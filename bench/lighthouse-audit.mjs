// One Lighthouse run (mobile, its default simulated throttling) on a Chromium that listens on a debugging port, and
// the median of several: what bench/lighthouse.mjs prints for each page, warm or cold.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import lighthouse from 'lighthouse';

export const BUDGETS = {
  '/login': { performance: 0.95, accessibility: 1 },
  '/': { performance: 0.95, totalBlockingTimeMs: 200, cumulativeLayoutShift: 0.02, bestPractices: 1 },
  '/hubs-aeroportos': { performance: 0.95 },
};
/**
 * A first visit on a new phone (no service worker, empty caches): the targets the warm budgets cannot promise, and
 * how many scripts its first screen may load (`scripts`, at most).
 */
export const COLD_BUDGETS = {
  '/login': { performance: 0.95, scripts: 10 },
  '/': { performance: 0.9, largestContentfulPaintMs: 2500, totalBlockingTimeMs: 300, scripts: 25 },
  '/hubs-aeroportos': { performance: 0.9, largestContentfulPaintMs: 2500, totalBlockingTimeMs: 300 },
};

/** Budget keys that are a ceiling, reached included (times and the layout shift are strict ceilings, scores floors). */
const CEILINGS = new Set(['scripts']);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => (Number.isFinite(value) ? Math.round(value) : null);

/** The failing weighted audits, less the paint and timing metrics already reported as figures. */
function failingAudits(categories, audits) {
  const metrics = ['total-blocking-time', 'speed-index', 'cumulative-layout-shift'];
  return Object.values(categories)
    .flatMap((c) => c.auditRefs)
    .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 1)
    .map((ref) => ref.id)
    .filter((id, i, all) => all.indexOf(id) === i && !id.includes('paint') && !metrics.includes(id));
}

/** What the page downloaded: requests, JS bytes, and how many same-origin replies transferred next to nothing. */
function network(audits, base) {
  const items = audits['network-requests']?.details?.items ?? [];
  const js = items.filter((item) => item.resourceType === 'Script');
  const chain = audits['critical-request-chains']?.details?.longestChain;
  return {
    requests: items.length,
    scripts: js.length,
    scriptTransferBytes: js.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    // Fetched for later, not run: the app behind a static first paint (link rel=prefetch, src/app/static-paint.ts).
    prefetchedScripts: items.filter((item) => item.resourceType !== 'Script' && /\.m?js(\?|$)/.test(item.url)).length,
    // Under 100 B: served by the HTTP cache or a service worker (warm), or a module the page asked for twice (memory
    // cache, the odd one on a cold visit).
    fromCache: items.filter((item) => item.url.startsWith(base) && (item.transferSize ?? 0) < 100).length,
    longestChain: chain ? { length: chain.length, durationMs: ms(chain.duration) } : null,
  };
}

/** One Lighthouse run on `route`, in the profile Chromium already has (storage is never reset). */
export async function audit(base, port, route) {
  const result = await lighthouse(`${base}${route}`, {
    port,
    output: 'json',
    logLevel: 'error',
    disableStorageReset: true,
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  });
  const { categories, audits, runtimeError } = result.lhr;
  // LHR_DIR=/tmp/x keeps each full report (open it in the Lighthouse viewer to read a run in detail).
  if (process.env.LHR_DIR) {
    const name = `${route.replace(/\W+/g, '_') || '_'}-${Date.now()}.json`;
    await writeFile(path.join(process.env.LHR_DIR, name), JSON.stringify(result.lhr));
  }
  const requests = network(audits, base);
  return {
    ...(runtimeError ? { runtimeError: runtimeError.message } : {}),
    performance: categories.performance.score,
    accessibility: categories.accessibility.score,
    bestPractices: categories['best-practices'].score,
    totalBlockingTimeMs: ms(audits['total-blocking-time'].numericValue),
    cumulativeLayoutShift: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
    largestContentfulPaintMs: ms(audits['largest-contentful-paint'].numericValue),
    firstContentfulPaintMs: ms(audits['first-contentful-paint'].numericValue),
    failing: failingAudits(categories, audits),
    inspectorIssues: (audits['inspector-issues']?.details?.items ?? []).map((item) =>
      JSON.stringify(item).slice(0, 600),
    ),
    network: requests,
    scripts: requests.scripts,
    /** Where the main thread went: the three scripts with the most scripting time (ms). */
    topScripts: (audits['bootup-time']?.details?.items ?? [])
      .slice(0, 3)
      .map((item) => [String(item.url).replace(base, ''), Math.round(item.scripting)]),
    /** The main thread's longest tasks as Lighthouse simulates them (script, start ms, duration ms). */
    longTasks: (audits['long-tasks']?.details?.items ?? [])
      .slice(0, 5)
      .map((item) => [String(item.url).replace(base, ''), Math.round(item.startTime), Math.round(item.duration)]),
    /** What moved: the largest layout shifts' elements (Lighthouse's layout-shifts audit). */
    layoutShifts: (audits['layout-shifts']?.details?.items ?? [])
      .slice(0, 3)
      .map((item) => [item.node?.snippet ?? null, Math.round((item.score ?? 0) * 1000) / 1000]),
    lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
  };
}

/** The medians of a page's runs (a run Lighthouse could not finish does not count) against its budget. */
export function summarize(route, runs, budgets) {
  const counted = runs.filter((r) => !r.runtimeError && r.performance !== null);
  const keys = [
    'performance',
    'accessibility',
    'bestPractices',
    'totalBlockingTimeMs',
    'cumulativeLayoutShift',
    'largestContentfulPaintMs',
    'firstContentfulPaintMs',
    'scripts',
  ];
  const med = Object.fromEntries(keys.map((k) => [k, median(counted.map((r) => r[k]))]));
  const budget = budgets[route] ?? {};
  const within = Object.entries(budget).every(([k, limit]) =>
    k.endsWith('Ms') || k === 'cumulativeLayoutShift'
      ? med[k] < limit
      : CEILINGS.has(k)
        ? med[k] <= limit
        : med[k] >= limit,
  );
  return { path: route, median: med, budget, within, runs };
}
