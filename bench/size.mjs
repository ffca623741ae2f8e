// `npm run bench:size`: gzip bytes of the JS and CSS a first visit loads, per route, measured in a real
// Chromium against the production server (dist/server/index.js serving dist/client). Prints ONE JSON
// object on stdout; progress and errors go to stderr. Budgets: /login ≤ 10 KB of gzipped JS (its first paint is static
// HTML; the app is prefetched, not run, until the first gesture), '/' signed out ≤ 170 KB.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startBuiltServer } from './built-server.mjs';

const ROUTES = ['/login', '/'];
const BUDGETS = { '/login': { jsGzipBytes: 10_000 }, '/': { jsGzipBytes: 170_000 } };
const CHROME_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

let server = null;
let browser = null;
let cleaning = null;

/** Idempotent: stop the browser, then the server (by its PID; it removes its temp data dir). */
function cleanup() {
  cleaning ??= (async () => {
    await browser?.close().catch(() => {});
    await server?.stop();
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    process.stderr.write(`\nbench:size interrompido (${signal}), limpando…\n`);
    void cleanup().finally(() => process.exit(130));
  });
}

try {
  if (!existsSync('dist/client/index.html') || !existsSync('dist/server/index.js')) await run('npm', ['run', 'build']);
  server = await startBuiltServer({ LOG_LEVEL: 'warn' });
  const { base } = server;

  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROME_ARGS,
    handleSIGINT: false,
    handleSIGTERM: false,
  });
  const routes = [];
  for (const route of ROUTES) routes.push(await measure(base, route));
  const budgets = Object.fromEntries(
    Object.entries(BUDGETS).map(([route, budget]) => {
      const measured = routes.find((r) => r.path === route);
      return [
        route,
        {
          jsGzipBytes: budget.jsGzipBytes,
          within: measured !== undefined && measured.jsGzipBytes <= budget.jsGzipBytes,
        },
      ];
    }),
  );
  process.stdout.write(`${JSON.stringify({ routes, budgets, measuredAt: new Date().toISOString() }, null, 2)}\n`);
} catch (err) {
  // After Ctrl-C the browser is already closing under us: that error is not news.
  if (!cleaning) process.stderr.write(`bench:size falhou: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode ??= 1;
} finally {
  await cleanup();
}

/** A first visit in a fresh context: every JS/CSS response until the network is idle, gzip -9 each body. */
async function measure(base, route) {
  // Service workers blocked: we measure what the route itself needs, not the worker's precache download.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const pending = [];
    page.on('response', (res) => {
      const type = res.request().resourceType();
      const kind = type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : type === 'document' ? 'html' : null;
      if (!kind || res.status() >= 300) return;
      pending.push(
        res.body().then(
          (body) => ({ kind, url: res.url(), gzipBytes: gzipSync(body, { level: 9 }).length }),
          () => null,
        ),
      );
    });
    const reply = await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
    if (!reply?.ok()) throw new Error(`${route} respondeu ${reply?.status() ?? 'nada'}`);
    // 'networkidle' alone fired once in five before the lazy chunks of '/' (4 files counted instead of 14): the
    // count starts only when the screen a visitor sees (the sign-in form) is on the page and the network is idle.
    await page.locator('input[type="email"]').first().waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const files = (await Promise.all(pending)).filter((f) => f !== null);
    const of = (kind) => files.filter((f) => f.kind === kind);
    const sum = (kind) => of(kind).reduce((total, f) => total + f.gzipBytes, 0);
    return {
      path: route,
      jsGzipBytes: sum('js'),
      cssGzipBytes: sum('css'),
      htmlGzipBytes: sum('html'),
      jsFiles: of('js').length,
      ...(process.env.SIZE_FILES ? { files: of('js').map((f) => [f.url.replace(base, ''), f.gzipBytes]) } : {}),
      cssFiles: of('css').length,
    };
  } finally {
    await context.close();
  }
}

/** Runs a command with its output on stderr (stdout is reserved for the JSON). */
function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', process.stderr, process.stderr] });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} saiu com ${code}`)),
    );
  });
}
