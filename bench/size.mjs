// `npm run bench:size`: gzip bytes of the JS and CSS a first visit loads, per route, measured in a real
// Chromium against the production server. Prints one JSON object. Budget: /login ≤ 150 KB gzip JS.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { findChrome } from '../scripts/find-chrome.mjs';

const ROUTES = ['/login', '/'];
const BUDGETS = { '/login': { jsGzipBytes: 150_000 } };

if (!existsSync('dist/client/index.html') || !existsSync('dist/server/index.js')) {
  const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: p } = probe.address();
    probe.close(() => resolve(p));
  });
});
const dataDir = await mkdtemp(path.join(tmpdir(), 'bussola-bench-'));
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['dist/server/index.js'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'bench-admin-senha' },
  stdio: 'ignore',
});

let browser;
try {
  await waitForHealth();
  const executablePath = await findChrome();
  if (!executablePath) throw new Error('Chromium não encontrado (defina CHROME_PATH)');
  browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const routes = [];
  for (const route of ROUTES) routes.push(await measure(route));
  const budgets = Object.fromEntries(
    Object.entries(BUDGETS).map(([route, budget]) => {
      const measured = routes.find((r) => r.path === route);
      return [route, { jsGzipBytes: budget.jsGzipBytes, within: (measured?.jsGzipBytes ?? Infinity) <= budget.jsGzipBytes }];
    }),
  );
  console.log(JSON.stringify({ routes, budgets, measuredAt: new Date().toISOString() }, null, 2));
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
  await rm(dataDir, { recursive: true, force: true });
}

async function waitForHealth() {
  for (let i = 0; i < 100; i++) {
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('o servidor não respondeu em /api/health');
}

async function measure(route) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const bodies = [];
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type === 'script' || type === 'stylesheet' || type === 'document') bodies.push(res.body().then((b) => ({ type, bytes: gzipSync(b, { level: 9 }).length })));
  });
  await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
  const files = await Promise.all(bodies);
  await context.close();
  const sum = (type) => files.filter((f) => f.type === type).reduce((total, f) => total + f.bytes, 0);
  return {
    path: route,
    jsGzipBytes: sum('script'),
    cssGzipBytes: sum('stylesheet'),
    htmlGzipBytes: sum('document'),
    jsFiles: files.filter((f) => f.type === 'script').length,
    cssFiles: files.filter((f) => f.type === 'stylesheet').length,
  };
}
