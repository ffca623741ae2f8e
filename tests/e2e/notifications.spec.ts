// Price alerts end to end on the live e2e server (playwright.config.ts: its Seats.aero and SerpApi are the loopback
// stand-in, tests/e2e/live-providers.ts, which offers 45.000 milhas on the first asked day). An alert made on
// /alertas fires on 'Verificar agora'; 'Notificações' and the bell show it from the server, open offline, a
// read mark made offline reaches the server once the network is back, and the notification opens its search.
// Nothing of our own API is mocked here.
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { waitForServiceWorkerControl } from './helpers';

test.use({ baseURL: process.env.E2E_LIVE_BASE_URL });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const ptBr = (iso: string) => iso.split('-').reverse().join('/');

/** The notifications the server holds for the page's signed-in user: a fresh pull, past the device. */
async function serverNotifications(page: Page) {
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('subscription_user') ?? '{}').access_token as string,
  );
  const res = await page.request.get('/api/notifications', { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { items: { origin: string; destination: string; read_at: string | null }[] }).items;
}

test('an alert fires on Verificar agora; Notificações and the bell open offline; read offline, synced online', {
  tag: '@full-browser',
}, async ({ subscriberPage: page, context }) => {
  const from = inDays(30);
  await waitForServiceWorkerControl(page);
  await page.goto('/alertas');
  const form = page.getByRole('form', { name: 'Novo alerta de preço' });
  await form.getByLabel('Origem').fill('GRU');
  await form.getByLabel('Destino').fill('MIA');
  await form.getByLabel('Preço em').selectOption('milhas');
  await form.getByRole('textbox', { name: 'Preço máximo' }).fill('100000');
  await form.getByLabel('De (opcional)').fill(from);
  await form.getByLabel('Até (opcional)').fill(inDays(37));
  await form.getByRole('button', { name: 'Criar alerta' }).click();

  const card = page.getByRole('listitem', { name: 'Alerta GRU → MIA' });
  await expect(card.getByText('Aguardando sincronização')).toHaveCount(0);
  await card.getByRole('button', { name: 'Verificar agora GRU → MIA' }).click();
  await expect(card.getByText(/^Disparou em \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await expect(card.getByTestId('ultima-verificacao')).toContainText(`melhor: 45.000 milhas`);
  await expect(card.getByTestId('ultima-verificacao')).toContainText(`em ${ptBr(from)}, Seats.aero`);

  const bellUnread = page.getByRole('link', { name: 'Notificações (1 não lida)' });
  await expect(bellUnread).toBeVisible();
  await bellUnread.click();
  await expect(page).toHaveURL(/\/notificacoes$/);
  const list = page.getByRole('list', { name: 'Notificações' });
  await expect(list.getByRole('link')).toHaveCount(1);
  const item = list.getByRole('link', { name: 'Não lida: GRU → MIA, GRU → MIA por 45.000 milhas.' });
  // The text every channel sent: the day, the offer, its value in reais and whose milheiro, the provider.
  await expect(item).toContainText(
    new RegExp(
      `${ptBr(from)} · .+ · ≈ R\\$ [\\d.]+,\\d{2} · milheiro de referência R\\$ [\\d.]+,\\d{2} · Seats\\.aero`,
    ),
  );
  expect((await serverNotifications(page)).map((n) => `${n.origin}-${n.destination} ${n.read_at}`)).toEqual([
    'GRU-MIA null',
  ]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Você está offline')).toBeVisible();
  await expect(page).toHaveTitle(/^Notificações/);
  await expect(list.getByRole('link')).toHaveCount(1);
  await expect(list).toContainText('GRU → MIA');
  await expect(list).toContainText('GRU → MIA por 45.000 milhas');
  await expect(bellUnread).toBeVisible();
  await page.getByRole('button', { name: 'Marcar todas como lidas' }).click();
  await expect(page.getByRole('link', { name: 'Notificações', exact: true })).toBeVisible();
  await expect(list.getByRole('link', { name: /^GRU → MIA, / })).toBeVisible();

  await context.setOffline(false);
  // The app retries its pending marks when the tab comes back (as after a reconnect).
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect.poll(async () => (await serverNotifications(page)).map((n) => n.read_at !== null)).toEqual([true]);

  await list.getByRole('link').click();
  await expect(page).toHaveURL(`/?origem=GRU&destino=MIA&data=${from}&tipo=milhas`);
  await expect(page.getByText('Busca concluída').first()).toBeVisible();
  // The stand-in's fare, as a live (or freshly cached) Seats.aero offer: not demo or reference-table data.
  const fare = page.getByRole('article', { name: /em milhas$/ }).filter({ hasText: '45.000' });
  await expect(fare.filter({ hasText: /Ao vivo|Cache de/ }).first()).toBeVisible();
});
