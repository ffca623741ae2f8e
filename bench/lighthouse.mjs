// `npm run bench:lighthouse`: Lighthouse (mobile, its default throttling) on the built server (PGlite, temp
// DATA_DIR): /login signed out, then / and /hubs-aeroportos signed in as the bootstrap admin, in two modes.
// Cold: a new Chromium profile per run (no service worker, empty Cache Storage and HTTP cache: a subscriber opening
// a magic link on a new phone). Warm: one profile for every run, so from the second visit on the service worker
// serves the app. Signed-in pages need the session cookies AND localStorage['subscription_user'] (STACK.md): the
// sign-in goes through the API (cookies into the profile), the user is written from /api/health (a same-origin page
// that registers no worker), and Lighthouse attaches with storage reset off. MODE=cold|warm|both (default both),
// RUNS (default 3) per page and mode; prints ONE JSON object with each run, the medians, the budgets in
// bench/README.md and the load average around each mode. With the cold mode, also each page's main-thread script and
// task time at 4x CPU as a ratio to a trivial static page's in the same run (`mainThread`, bench/main-thread.mjs;
// MAIN_THREAD_RUNS pairs, default RUNS, 0 to skip). Requires `npm run build`.
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { freePort, requireBuild, startBuiltServer } from './built-server.mjs';
import { audit, BUDGETS, COLD_BUDGETS, summarize } from './lighthouse-audit.mjs';
import { mainThreadRatios, startReferencePage } from './main-thread.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
/** Pairs (the page, then the reference page) of the cold main-thread measure per page; 0 leaves it out. */
const MAIN_THREAD_RUNS = Number(process.env.MAIN_THREAD_RUNS ?? RUNS);
const MODE = process.env.MODE ?? 'both';
/** PAGES=/,/hubs-aeroportos measures only those. */
const PAGES = (process.env.PAGES ?? '/login,/,/hubs-aeroportos').split(',');
const ADMIN = { email: 'admin@bussola.local', password: 'bench-lighthouse-123' };

if (!['cold', 'warm', 'both'].includes(MODE)) {
  process.stderr.write(`bench:lighthouse: MODE=${MODE}? use cold, warm ou both\n`);
  process.exit(1);
}
requireBuild('bench:lighthouse');
const server = await startBuiltServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
const { base } = server;
const load = () => loadavg().map((l) => Math.round(l * 100) / 100);

/** A Chromium on a fresh temp profile that Lighthouse can attach to; close() also removes the profile. */
async function launch() {
  const profileDir = await mkdtemp(path.join(tmpdir(), 'bussola-bench-lighthouse-profile-'));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-gpu'],
    headless: true,
  });
  const close = async () => {
    await context.close().catch(() => {});
    await rm(profileDir, { recursive: true, force: true });
  };
  return { context, port, close };
}

/**
 * Runs `write(page)` on /api/health, a same-origin page that registers no worker, and returns what the origin then
 * holds (service workers, Cache Storage entries).
 */
async function fromHealthPage(context, write = async () => {}) {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${base}/api/health`);
  await write(page);
  const held = await page.evaluate(async () => ({
    serviceWorkers: (await navigator.serviceWorker.getRegistrations()).length,
    caches: (await caches.keys()).length,
  }));
  await page.goto('about:blank');
  return held;
}

/** Signs the profile in as the PWA would, without loading the app: cookies from the API, the user into localStorage. */
async function signIn(context) {
  const reply = await context.request.post(`${base}/api/login`, { data: ADMIN });
  const { user } = await reply.json();
  if (!user?.access_token) throw new Error(`login falhou (${reply.status()})`);
  return fromHealthPage(context, (page) =>
    page.evaluate((u) => localStorage.setItem('subscription_user', JSON.stringify(u)), user),
  );
}

/** Cold: every run on a new profile, so nothing is cached and no worker is installed when Lighthouse starts. */
async function measureCold() {
  const pages = [];
  for (const route of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const browser = await launch();
      try {
        const before = route === '/login' ? await fromHealthPage(browser.context) : await signIn(browser.context);
        if (before.serviceWorkers || before.caches) throw new Error(`perfil não está frio: ${JSON.stringify(before)}`);
        runs.push({ ...(await audit(base, browser.port, route)), before });
      } finally {
        await browser.close();
      }
    }
    pages.push(summarize(route, runs, COLD_BUDGETS));
  }
  return pages;
}

/**
 * The cold loads' main thread against a trivial static page's, alternately, in fresh contexts of one browser
 * (bench/main-thread.mjs). A public screen painted from static HTML (src/app/static-paint.ts) is measured twice: as
 * loaded (its boot alone, what runs before the visitor acts) and with its app started by a click in its first field.
 */
async function measureMainThread() {
  const reference = await startReferencePage();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const pages = {};
    for (const route of PAGES) {
      const newContext = async () => {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        if (route !== '/login') await signIn(context);
        return { context, close: () => context.close() };
      };
      const url = `${base}${route}`;
      pages[route] = await mainThreadRatios(newContext, url, reference.url, MAIN_THREAD_RUNS);
      const probe = await newContext();
      const page = await probe.context.newPage();
      await page.goto(url);
      const staticPaint = await page.locator('#root[data-first-paint="gesture"]').count();
      await probe.close();
      if (staticPaint) {
        pages[`${route} (app started)`] = await mainThreadRatios(newContext, url, reference.url, MAIN_THREAD_RUNS, {
          gesture: 'main input, main button',
        });
      }
    }
    return pages;
  } finally {
    await browser.close();
    await reference.close();
  }
}

/** Warm: one profile; /login first signed out, then signed in, the worker installed by the first visit. */
async function measureWarm() {
  const browser = await launch();
  const pages = [];
  const measure = async (route) => {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(base, browser.port, route));
    pages.push(summarize(route, runs, BUDGETS));
  };
  try {
    if (PAGES.includes('/login')) await measure('/login');
    await signIn(browser.context);
    for (const route of PAGES.filter((p) => p !== '/login')) await measure(route);
  } finally {
    await browser.close();
  }
  return pages;
}

try {
  const out = {};
  let mainThreadRuns;
  for (const mode of ['cold', 'warm']) {
    if (MODE !== mode && MODE !== 'both') continue;
    const loadBefore = load();
    const pages = mode === 'cold' ? await measureCold() : await measureWarm();
    out[mode] = { loadAverage: { before: loadBefore, after: load() }, pages };
    if (mode === 'cold' && MAIN_THREAD_RUNS > 0) {
      const before = load();
      const pages = await measureMainThread();
      mainThreadRuns = { loadAverage: { before, after: load() }, pages };
    }
  }
  const medians = Object.fromEntries(
    Object.entries(out).map(([mode, { pages }]) => [
      mode,
      Object.fromEntries(pages.map((p) => [p.path, { ...p.median, within: p.within }])),
    ]),
  );
  const mainThread = mainThreadRuns
    ? {
        loadAverage: mainThreadRuns.loadAverage,
        ...Object.fromEntries(Object.entries(mainThreadRuns.pages).map(([route, { median }]) => [route, median])),
      }
    : undefined;
  process.stdout.write(
    `${JSON.stringify({ medians, mainThread, ...out, mainThreadRuns, measuredAt: new Date().toISOString() }, null, 2)}\n`,
  );
} finally {
  await server.stop();
}
