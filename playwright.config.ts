import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { NAVIGATION_MS, SERVER_START_MS, STEP_MS, TEST_MS } from './tests/e2e/time-budget';

// scripts/e2e.mjs finds the browser; these are the flags this network-less machine needs.
const CHROME_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// Chromium's headless shell (Debian's chromium-headless-shell) runs the suite in about three quarters of the
// full browser's time on two cores. What needs the real browser runs in the full Chromium: the service worker,
// push, offline and sync specs, and any test tagged @full-browser (those that take the page offline). The shell has
// no push service and no Background Sync, and its offline emulation is not the browser's: a page put back online
// there did not sync (wallet.spec once, the server-kill test 2 runs in 5; the full browser 5 in 5). Without the
// shell, every spec runs in the full browser. Playwright matches `grep` against the file name and the tags too.
const fullBrowser = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const headlessShell = process.env.CHROME_HEADLESS_SHELL_PATH || fullBrowser;
const FULL_BROWSER = /@full-browser|\b(offline|offline-sync|pwa|price-alert-push)\.spec\.ts/;

const port = Number(process.env.E2E_PORT ?? 4319);
const baseURL = `http://127.0.0.1:${port}`;
// A new database for every run; removed by tests/e2e/global-teardown.ts.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'bussola-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

// A second app server whose Seats.aero, SerpApi and Supabase Auth are the loopback stand-in
// (tests/e2e/live-providers.ts), so price alerts can fire and sign-in goes through Supabase; the first keeps no
// live source and no Supabase (specs rely on its 'não configurado' answers and on our own sign-in form).
const livePort = Number(process.env.E2E_LIVE_PORT ?? port + 1);
const providersPort = Number(process.env.E2E_PROVIDERS_PORT ?? port + 2);
const liveBaseURL = `http://127.0.0.1:${livePort}`;
// The workers inherit it: tests/e2e/notifications.spec.ts runs against this server.
process.env.E2E_LIVE_BASE_URL = liveBaseURL;
const liveDataDir = process.env.E2E_LIVE_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'bussola-e2e-live-'));
process.env.E2E_LIVE_DATA_DIR = liveDataDir;
// Supabase's anon key is public by design; the stand-in does not check it.
const SUPABASE_E2E_ANON_KEY = 'anon-key-do-projeto-e2e-0123456789';
process.env.E2E_SUPABASE_URL = `http://127.0.0.1:${providersPort}`;
// tests/e2e/telegram.spec.ts feeds the Bot API stand-in's chat through it.
process.env.E2E_PROVIDERS_URL = `http://127.0.0.1:${providersPort}`;
// The Bot API stand-in checks the token in its URLs as Telegram does; this one is made up for the stand-in.
const providerKeys = {
  SEATS_AERO_API_KEY: 'seats-aero-e2e-chave',
  SERPAPI_API_KEY: 'serpapi-e2e-chave',
  TELEGRAM_BOT_TOKEN: '424242:e2e-stand-in-token-not-a-real-bot',
};

const appEnv = (appPort: number, appDataDir: string, url: string) => ({
  NODE_ENV: 'test',
  PORT: String(appPort),
  HOST: '127.0.0.1',
  DATA_DIR: appDataDir,
  PUBLIC_URL: url,
  ADMIN_EMAIL: 'admin@e2e.bussola.local',
  ADMIN_PASSWORD: 'admin-e2e-senha',
  KIWIFY_WEBHOOK_TOKEN: 'kiwify-e2e-token',
  DEV_MAILBOX: 'true',
  LOG_LEVEL: 'warn',
  // PTAX: never the real Banco Central; a loopback port nobody listens on (no rate: US$ taxes said apart).
  EXCHANGE_RATES_BASE_URL: 'http://127.0.0.1:9/olinda/servico/PTAX/versao/v1/odata',
});

// What tests/e2e/servers.mjs starts, each as `node ...args`: the app server, the providers' stand-in, and the live
// app server once the stand-in answers.
const servers = [
  { name: 'app', args: ['dist/server/index.js'], env: appEnv(port, dataDir, baseURL), health: `${baseURL}/api/health` },
  {
    name: 'providers',
    args: ['--import', 'tsx', 'tests/e2e/live-providers.ts'],
    env: { LIVE_PROVIDERS_PORT: String(providersPort), ...providerKeys },
    health: `http://127.0.0.1:${providersPort}/health`,
  },
  {
    name: 'live',
    after: 'providers',
    args: ['dist/server/index.js'],
    health: `${liveBaseURL}/api/health`,
    env: {
      ...appEnv(livePort, liveDataDir, liveBaseURL),
      ...providerKeys,
      SEATS_AERO_BASE_URL: `http://127.0.0.1:${providersPort}/partnerapi`,
      SERPAPI_BASE_URL: `http://127.0.0.1:${providersPort}`,
      EXCHANGE_RATES_BASE_URL: `http://127.0.0.1:${providersPort}/olinda/servico/PTAX/versao/v1/odata`,
      // Supabase Auth: the stand-in in tests/e2e/live-providers.ts (/auth/v1 on the same port).
      SUPABASE_URL: `http://127.0.0.1:${providersPort}`,
      SUPABASE_ANON_KEY: SUPABASE_E2E_ANON_KEY,
      // Telegram: the Bot API stand-in (long polling; its token is the stand-in's, not a real bot's).
      TELEGRAM_BOT_USERNAME: 'BussolaE2eBot',
      TELEGRAM_API_BASE_URL: `http://127.0.0.1:${providersPort}/telegram`,
      TELEGRAM_POLL_TIMEOUT_SECONDS: '5',
    },
  },
];

export default defineConfig({
  testDir: 'tests/e2e',
  globalTeardown: './tests/e2e/global-teardown.ts',
  // Two browsers on two cores: specs are independent (each opens its own accounts), and a spec's tests run in
  // order unless it says otherwise (a11y.spec.ts spreads its sweeps).
  fullyParallel: false,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  // Deadlines that hold on a host twice as slow as a busy 2-core one and still name a hang (tests/e2e/time-budget.ts).
  timeout: TEST_MS,
  expect: { timeout: STEP_MS },
  reporter: 'list',
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    serviceWorkers: 'allow',
    actionTimeout: STEP_MS,
    navigationTimeout: NAVIGATION_MS,
    // A failed test keeps its trace: every action with the page's DOM before and after it, its network and console.
    // Not the screencast: recording it cost each test about a second of CPU (the GPU process encoding frames, the
    // browser and the worker shipping them), a third of the suite's browser time on two cores, for a filmstrip
    // the DOM snapshots already show. The failing page's last screen is kept as a screenshot.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'headless-shell',
      grepInvert: FULL_BROWSER,
      // No service worker here: what needs one runs in the full browser (above). Allowed, every test's fresh context
      // installed it after the first screen, downloading and storing the whole precache (~180 files, 2 MB, each
      // gzipped by the server) while the test ran: about a fifth of these tests' CPU, for nothing they check.
      use: { serviceWorkers: 'block', launchOptions: { executablePath: headlessShell, args: CHROME_ARGS } },
    },
    {
      name: 'chromium',
      grep: FULL_BROWSER,
      use: { launchOptions: { executablePath: fullBrowser, args: CHROME_ARGS } },
    },
  ],
  // The three servers start together (tests/e2e/servers.mjs): as three webServer entries Playwright started them one
  // after the other, 45–60 s before the first test on a busy 2-core host.
  webServer: {
    command: 'node tests/e2e/servers.mjs',
    env: { E2E_SERVERS: JSON.stringify(servers) },
    wait: { stdout: /e2e: servidores prontos/ },
    timeout: SERVER_START_MS,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
