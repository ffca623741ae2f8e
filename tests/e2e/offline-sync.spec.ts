import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  request as playwrightRequest,
} from '@playwright/test';
import { test } from './fixtures';
import { ADMIN, signInByApi, uniqueEmail, waitForServiceWorkerControl } from './helpers';
import { budget, SERVER_START_MS } from './time-budget';

interface ServerAlert {
  id: string;
  origin: string;
  destination: string;
  deleted_at: string | null;
}

/** The price alerts the server holds for the page's signed-in user (tombstones included). */
function serverAlerts(page: Page) {
  return page.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem('subscription_user') ?? '{}').access_token as string;
    const res = await fetch('/api/price-alerts', { headers: { authorization: `Bearer ${token}` } });
    return ((await res.json()) as { items: ServerAlert[] }).items;
  });
}

async function createAlert(page: Page, origin: string, destination: string, maxPrice: string) {
  const form = page.getByRole('form', { name: 'Novo alerta de preço' });
  await form.getByLabel('Origem').fill(origin);
  await form.getByLabel('Destino').fill(destination);
  await form.getByRole('textbox', { name: 'Preço máximo' }).fill(maxPrice);
  await form.getByRole('button', { name: 'Criar alerta' }).click();
  await expect(page.getByRole('list', { name: 'Alertas de preço' })).toContainText(`${origin} → ${destination}`);
}

async function runSearch(page: Page) {
  await page.goto('/');
  await page.getByRole('form', { name: 'Buscar voos' }).getByRole('button', { name: 'Buscar voos' }).click();
  await expect(page.getByText('Busca concluída').first()).toBeVisible();
}

test('the last results reopen offline, labelled with when they were fetched', async ({
  subscriberPage: page,
  context,
}) => {
  await waitForServiceWorkerControl(page);
  await runSearch(page);
  // 'Busca concluída' can show before the results panel's lazy chunk has rendered the cards.
  const liveCards = page.getByRole('list', { name: 'Resultados' }).first().getByRole('article');
  await expect(liveCards.first()).toBeVisible();
  const liveCount = await liveCards.count();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Você está offline')).toBeVisible();
  const recent = page.getByRole('list', { name: 'Buscas recentes' });
  await expect(page.getByText('Sem internet: abra uma busca recente salva neste aparelho.')).toBeVisible();
  await expect(recent.getByRole('listitem')).toHaveCount(1);
  await expect(recent).toContainText('GRU → MIA');
  await recent.getByRole('button', { name: /^Abrir busca GRU → MIA/ }).click();

  await expect(page.getByText(/^Resultados salvos no aparelho em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeVisible();
  const cards = page.getByRole('list', { name: 'Resultados' }).first().getByRole('article');
  await expect(cards).toHaveCount(liveCount);
  await expect(cards.getByText('Ao vivo')).toHaveCount(0);
  await context.setOffline(false);
});

test('a price alert from a result card: prefilled with the route and price, kept and synced', async ({
  subscriberPage: page,
}) => {
  await runSearch(page);
  const milesCard = page.getByRole('article', { name: /em milhas$/ }).first();
  await milesCard.getByRole('button', { name: 'Criar alerta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Alerta de preço' });
  await expect(dialog.getByLabel('Origem')).toHaveValue('GRU');
  await expect(dialog.getByLabel('Destino')).toHaveValue('MIA');
  await expect(dialog.getByLabel('Preço em')).toHaveValue('milhas');
  await dialog.getByRole('textbox', { name: 'Preço máximo' }).fill('40000');
  await dialog.getByRole('button', { name: 'Criar alerta' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Alerta criado').first()).toBeVisible();
  await expect
    .poll(async () => (await serverAlerts(page)).map((a) => `${a.origin}-${a.destination}-${a.deleted_at === null}`))
    .toEqual(['GRU-MIA-true']);
});

test('two devices of the same user converge', async ({ browser, baseURL, subscriber }) => {
  // Two whole PWAs, each installing its service worker, on a 2-core machine running another test beside them: past
  // 30 s under load (traces showed steady progress, nothing waiting on a lock or the sync): three times the budget.
  test.slow();
  const phone = await browser.newContext({ baseURL });
  const laptop = await browser.newContext({ baseURL });
  const a = await phone.newPage();
  const b = await laptop.newPage();
  await signInByApi(a, subscriber);
  await signInByApi(b, subscriber);

  await a.goto('/alertas');
  await createAlert(a, 'GRU', 'LIS', '50000');
  await expect(a.getByText('Aguardando sincronização')).toHaveCount(0);

  // The laptop pulls what the phone wrote, then removes it.
  await b.goto('/alertas');
  const onLaptop = b.getByRole('list', { name: 'Alertas de preço' });
  await expect(onLaptop).toContainText('GRU → LIS');
  await createAlert(b, 'CNF', 'MIA', '900');
  await onLaptop.getByRole('button', { name: 'Excluir alerta GRU → LIS' }).click();
  await onLaptop.getByRole('button', { name: 'Sim, excluir' }).click();
  await expect(b.getByText('Aguardando sincronização')).toHaveCount(0);

  // Back on the phone (the tab regains focus): the removal and the new alert arrive.
  await a.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const onPhone = a.getByRole('list', { name: 'Alertas de preço' });
  await expect(onPhone.getByRole('listitem')).toHaveCount(1);
  await expect(onPhone).toContainText('CNF → MIA');
  await phone.close();
  await laptop.close();
});

test('Background Sync: writes made offline reach the server after the tab is closed', async ({
  browser,
  request,
  baseURL,
  subscriber: user,
}) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInByApi(page, user);
  await waitForServiceWorkerControl(page);
  await page.goto('/alertas');

  await context.setOffline(true);
  await createAlert(page, 'GIG', 'JFK', '70000');
  await expect(page.getByText('Aguardando sincronização')).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
          sync: { getTags(): Promise<string[]> };
        };
        return (await registration.sync.getTags()).join(',');
      }),
    )
    .toContain('bussola-outbox');
  await page.close();
  await context.setOffline(false);

  // No tab of the app is open: only the service worker can send it. The browser fires the sync event when it
  // sees the network back; here the DevTools protocol fires it, as the browser would.
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: new URL(baseURL ?? '').origin,
    registrationId: await registration,
    tag: 'bussola-outbox',
    lastChance: false,
  });

  const login = await request.post('/api/login', { data: { email: user.email, password: user.password } });
  const token = ((await login.json()) as { user: { access_token: string } }).user.access_token;
  await expect
    .poll(async () => {
      const res = await request.get('/api/price-alerts', { headers: { authorization: `Bearer ${token}` } });
      return ((await res.json()) as { items: ServerAlert[] }).items.map((a) => `${a.origin}-${a.destination}`);
    })
    .toEqual(['GIG-JFK']);
  await context.close();
});

// ---- A server of this test's own, so it can be killed in the middle of a sync.

/** One port per worker: copies of this test running side by side (--repeat-each) must not kill each other's server. */
const ownPort = (parallelIndex: number) => Number(process.env.E2E_PORT ?? 4319) + 11 + parallelIndex;

function startOwnServer(dataDir: string, port: number): ChildProcess {
  return spawn(process.execPath, ['dist/server/index.js'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    },
  });
}

async function waitHealthy(api: APIRequestContext) {
  await expect
    .poll(async () => (await api.get('/api/health').catch(() => null))?.status() ?? 0, { timeout: SERVER_START_MS })
    .toBe(200);
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.once('exit', () => resolve());
    server.kill('SIGKILL');
  });
}

test('the server killed mid-sync loses nothing and duplicates nothing once it is back', async ({ browser }) => {
  // A server of its own started twice, killed in between, and a sync that waits out its backoff: three times the budget.
  test.slow();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bussola-e2e-kill-'));
  const port = ownPort(test.info().parallelIndex);
  const ownUrl = `http://127.0.0.1:${port}`;
  let server = startOwnServer(dataDir, port);
  const api = await playwrightRequest.newContext({ baseURL: ownUrl });
  let context: BrowserContext | null = null;
  try {
    await waitHealthy(api);
    const admin = await api.post('/api/login', { data: ADMIN });
    const adminToken = ((await admin.json()) as { user: { access_token: string } }).user.access_token;
    const user = { email: uniqueEmail('kill'), password: 'senha-assinante' };
    const created = await api.post('/api/admin/users', {
      headers: { authorization: `Bearer ${adminToken}` },
      data: {
        ...user,
        fullName: 'Rita Offline',
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
        isAdmin: false,
      },
    });
    expect(created.status()).toBe(201);

    context = await browser.newContext({ baseURL: ownUrl });
    const page = await context.newPage();
    await signInByApi(page, user);
    await page.goto('/alertas');
    await expect(page.getByRole('form', { name: 'Novo alerta de preço' })).toBeVisible();

    // Offline: eight alerts, and one of them removed again.
    await context.setOffline(true);
    const destinations = ['LIS', 'MAD', 'CDG', 'LHR', 'FCO', 'JFK', 'MIA', 'SCL'];
    for (const destination of destinations) await createAlert(page, 'GRU', destination, '45000');
    await page.getByRole('button', { name: 'Excluir alerta GRU → CDG' }).click();
    await page.getByRole('button', { name: 'Sim, excluir' }).click();
    await expect(page.getByRole('list', { name: 'Alertas de preço' }).getByRole('listitem')).toHaveCount(7);

    // The fourth write is stored by the server, which dies before its reply leaves.
    let writes = 0;
    let killed: Promise<void> | null = null;
    await page.route('**/api/price-alerts/*', async (route) => {
      writes += 1;
      if (writes !== 4 || killed) return route.continue();
      await route.fetch();
      killed = stop(server);
      await killed;
      await route.abort('connectionreset');
    });
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(() => killed !== null).toBe(true);
    await killed;

    // Back up on the same data; the device's backoff (1, 2, 5, 10 s) sends the rest.
    server = startOwnServer(dataDir, port);
    await waitHealthy(api);
    await expect(page.getByText('Aguardando sincronização')).toHaveCount(0, { timeout: budget(40_000) });

    const held = await serverAlerts(page);
    expect(held).toHaveLength(destinations.length);
    expect(new Set(held.map((a) => a.destination))).toEqual(new Set(destinations));
    expect(held.filter((a) => a.deleted_at !== null).map((a) => a.destination)).toEqual(['CDG']);
  } finally {
    await context?.close();
    await api.dispose();
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
