// `npm run bench:lighthouse`: Lighthouse (mobile, its default throttling) on the built server (PGlite, temp
// DATA_DIR): /login signed out, then / and /hubs-aeroportos signed in as the bootstrap admin. Signed-in pages
// need the session cookies AND localStorage['subscription_user'] (STACK.md), so Chromium runs with a persistent
// profile that Playwright signs in, and Lighthouse attaches to it with storage reset off. RUNS (default 3) per
// page; prints ONE JSON object with each run and the median, against the budgets in bench/README.md. Requires `npm run build`.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort, requireBuild, startBuiltServer } from './built-server.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
/** PAGES=/,/hubs-aeroportos measures only those. */
const PAGES = (process.env.PAGES ?? '/login,/,/hubs-aeroportos').split(',');
const ADMIN = { email: 'admin@bussola.local', password: 'bench-lighthouse-123' };
const BUDGETS = {
  '/login': { performance: 0.95, accessibility: 1 },
  '/': { performance: 0.95, totalBlockingTimeMs: 200, cumulativeLayoutShift: 0.02, bestPractices: 1 },
  '/hubs-aeroportos': { performance: 0.95 },
};

requireBuild('bench:lighthouse');
const debugPort = await freePort();
const profileDir = await mkdtemp(path.join(tmpdir(), 'bussola-bench-lighthouse-profile-'));
const server = await startBuiltServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
const { base } = server;
let context = null;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One Lighthouse run on the page Chromium's profile already holds a session for (or not). */
async function audit(route) {
  const result = await lighthouse(`${base}${route}`, {
    port: debugPort,
    output: 'json',
    logLevel: 'error',
    disableStorageReset: true,
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  });
  const { categories, audits, runtimeError } = result.lhr;
  return {
    ...(runtimeError ? { runtimeError: runtimeError.message } : {}),
    performance: categories.performance.score,
    accessibility: categories.accessibility.score,
    bestPractices: categories['best-practices'].score,
    totalBlockingTimeMs: Math.round(audits['total-blocking-time'].numericValue),
    cumulativeLayoutShift: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
    largestContentfulPaintMs: Math.round(audits['largest-contentful-paint'].numericValue),
    failing: Object.values(categories)
      .flatMap((c) => c.auditRefs)
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 1)
      .map((ref) => ref.id)
      .filter(
        (id, i, all) =>
          all.indexOf(id) === i &&
          !id.includes('paint') &&
          id !== 'total-blocking-time' &&
          id !== 'speed-index' &&
          id !== 'cumulative-layout-shift',
      ),
    inspectorIssues: (audits['inspector-issues']?.details?.items ?? []).map((item) =>
      JSON.stringify(item).slice(0, 600),
    ),
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

async function measure(route) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(route));
  // A run Lighthouse could not finish (runtimeError, null scores) does not count toward the medians.
  const counted = runs.filter((r) => !r.runtimeError && r.performance !== null);
  const keys = ['performance', 'accessibility', 'bestPractices', 'totalBlockingTimeMs', 'cumulativeLayoutShift'];
  const med = Object.fromEntries(keys.map((k) => [k, median(counted.map((r) => r[k]))]));
  med.largestContentfulPaintMs = median(counted.map((r) => r.largestContentfulPaintMs));
  const budget = BUDGETS[route] ?? {};
  const within = Object.entries(budget).every(([k, limit]) =>
    k.endsWith('Ms') || k === 'cumulativeLayoutShift' ? med[k] < limit : med[k] >= limit,
  );
  return { path: route, median: med, budget, within, runs };
}

try {
  context = await chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [`--remote-debugging-port=${debugPort}`, '--no-sandbox', '--disable-gpu'],
    headless: true,
  });
  const pages = PAGES.includes('/login') ? [await measure('/login')] : [];

  // Sign in as the PWA does: the cookies land in the profile, the user (with its token) in localStorage.
  const signIn = await context.request.post(`${base}/api/login`, { data: ADMIN });
  const { user } = await signIn.json();
  if (!user?.access_token) throw new Error(`login falhou (${signIn.status()})`);
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${base}/login`);
  await page.evaluate((u) => localStorage.setItem('subscription_user', JSON.stringify(u)), user);
  await page.goto('about:blank');

  for (const route of PAGES.filter((p) => p !== '/login')) pages.push(await measure(route));
  process.stdout.write(`${JSON.stringify({ pages, measuredAt: new Date().toISOString() }, null, 2)}\n`);
} finally {
  await context?.close().catch(() => {});
  await server.stop();
  await rm(profileDir, { recursive: true, force: true });
}
