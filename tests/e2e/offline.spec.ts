import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { createSubscriber, signIn, signInByApi, waitForServiceWorkerControl } from './helpers';

async function serverSavedFlights(page: Page) {
  return page.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem('subscription_user') ?? '{}').access_token as string;
    const res = await fetch('/api/saved-flights', { headers: { authorization: `Bearer ${token}` } });
    return ((await res.json()) as { items: { id: string; deleted_at: string | null; origin: string }[] }).items;
  });
}

/** Fills 'Novo alerta de preço' on /alertas (not submitted) and returns the form. */
async function fillAlertForm(page: Page, origin: string, destination: string, maxPrice: string) {
  const form = page.getByRole('form', { name: 'Novo alerta de preço' });
  await form.getByLabel('Origem').fill(origin);
  await form.getByLabel('Destino').fill(destination);
  await form.getByRole('textbox', { name: 'Preço máximo' }).fill(maxPrice);
  return form;
}

/** Runs the default search and returns the first result card. */
async function searchFirstCard(page: Page) {
  await page.goto('/');
  await page.getByRole('form', { name: 'Buscar voos' }).getByRole('button', { name: 'Buscar voos' }).click();
  await expect(page.getByText('Busca concluída').first()).toBeVisible();
  return page.getByRole('list', { name: 'Resultados' }).first().getByRole('article').first();
}

async function searchAndSaveFirst(page: Page) {
  const card = await searchFirstCard(page);
  await card.getByRole('button', { name: 'Salvar' }).click();
  await expect(card.getByRole('button', { name: 'Salvo' })).toBeVisible();
}

test('a flight saved online opens in /favoritos after an offline reload; a search offline says there is no connection and stays on the form', async ({
  subscriberPage: page,
  context,
}) => {
  await waitForServiceWorkerControl(page);
  await searchAndSaveFirst(page);

  await page.goto('/favoritos');
  const saved = page.getByRole('list', { name: 'Voos salvos' }).getByRole('listitem');
  await expect(saved).toHaveCount(1);
  await expect(page.getByText('Aguardando sincronização')).toHaveCount(0);
  expect((await serverSavedFlights(page)).filter((f) => !f.deleted_at)).toHaveLength(1);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Você está offline')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Voos Salvos' })).toBeVisible();
  await expect(saved).toHaveCount(1);
  await expect(saved.first()).toContainText('GRU → MIA');

  // A search started offline says there is no connection and leaves the form where it was.
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Buscar voos' });
  await form.getByRole('button', { name: 'Buscar voos' }).click();
  await expect(page.getByText('Sem conexão com a internet').first()).toBeVisible();
  await expect(form).toBeVisible();
  await expect(page.getByText('Erro ao iniciar busca')).toHaveCount(0);
  await context.setOffline(false);
});

test('saves and removals made offline reach the server once, without duplicates or resurrection', async ({
  subscriberPage: page,
  context,
}) => {
  await searchAndSaveFirst(page);
  await page.goto('/favoritos');
  // The list first: before it renders, "no pending sync" holds trivially.
  await expect(page.getByRole('list', { name: 'Voos salvos' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('Aguardando sincronização')).toHaveCount(0);
  expect(await serverSavedFlights(page)).toHaveLength(1);

  await context.setOffline(true);
  await page.getByRole('button', { name: /^Remover / }).click();
  await expect(page.getByText('Voo removido!').first()).toBeVisible();
  await expect(page.getByText('Nenhum voo salvo ainda')).toBeVisible();

  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(async () => (await serverSavedFlights(page)).map((f) => f.deleted_at !== null)).toEqual([true]);

  // Reloading pulls from the server: the removal stays removed.
  await page.reload();
  await expect(page.getByText('Nenhum voo salvo ainda')).toBeVisible();
});

test('a double click on Salvar saves the flight once: one toast, one row on the device and on the server', async ({
  subscriberPage: page,
}) => {
  const card = await searchFirstCard(page);
  await card.getByRole('button', { name: 'Salvar' }).dblclick();
  await expect(card.getByRole('button', { name: 'Salvo' })).toBeVisible();
  await expect(page.getByText('Voo salvo', { exact: true })).toHaveCount(1);

  await page.goto('/favoritos');
  await expect(page.getByRole('list', { name: 'Voos salvos' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('Aguardando sincronização')).toHaveCount(0);
  expect(await serverSavedFlights(page)).toHaveLength(1);
});

test('a double click on Criar alerta creates the alert once', async ({ subscriberPage: page }) => {
  await page.goto('/alertas');
  const form = await fillAlertForm(page, 'GRU', 'LIS', '60000');
  await form.getByRole('button', { name: 'Criar alerta' }).dblclick();
  const list = page.getByRole('list', { name: 'Alertas de preço' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText('Aguardando sincronização')).toHaveCount(0);
  const onServer = await page.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem('subscription_user') ?? '{}').access_token as string;
    const res = await fetch('/api/price-alerts', { headers: { authorization: `Bearer ${token}` } });
    return ((await res.json()) as { items: unknown[] }).items.length;
  });
  expect(onServer).toBe(1);
});

test('signing out clears the device: the next user sees none of it', async ({ subscriberPage: page, request }) => {
  await searchAndSaveFirst(page);
  await page.getByRole('button', { name: /^Menu da conta de/ }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // Every store of the device's database is empty (this was the only account), and localStorage keeps only the
  // device's own preferences: nothing of the account stays.
  const left = await page.evaluate(
    () =>
      new Promise<Record<string, number>>((resolve) => {
        const open = indexedDB.open('bussola');
        open.onsuccess = () => {
          const names = [...open.result.objectStoreNames];
          const tx = open.result.transaction(names);
          const counts: Record<string, number> = {};
          for (const name of names) {
            const count = tx.objectStore(name).count();
            count.onsuccess = () => {
              counts[name] = count.result;
            };
          }
          tx.oncomplete = () => resolve(counts);
        };
      }),
  );
  expect(left.savedFlights).toBe(0);
  expect(Object.entries(left).filter(([, rows]) => rows > 0)).toEqual([]);
  const devicePreferences = ['bussola_visits', 'bussola_install_banner_dismissed', 'bussola_ios_hint_dismissed'];
  const kept = await page.evaluate(() => Object.keys(localStorage));
  expect(kept.filter((key) => !devicePreferences.includes(key))).toEqual([]);

  // The next person signs in on the same device, through the form the sign-out left open (part of the subject).
  const second = await createSubscriber(request);
  await signIn(page, second.email, second.password);
  await page.goto('/favoritos');
  await expect(page.getByText('Nenhum voo salvo ainda')).toBeVisible();
});

test('price alerts: create, list from the device, delete; the server ends up with the same', async ({
  subscriberPage: page,
}) => {
  await page.getByRole('button', { name: /^Menu da conta de/ }).click();
  await page.getByRole('menuitem', { name: 'Meus alertas' }).click();
  await expect(page.getByRole('heading', { name: 'Meus alertas' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Novo alerta de preço' });
  await form.getByRole('button', { name: 'Criar alerta' }).click();
  await expect(form.getByText('Informe o código da origem (ex.: GRU, ou SAO para todos de São Paulo)')).toBeVisible();
  await fillAlertForm(page, 'gru', 'lis', '60000');
  await form.getByRole('button', { name: 'Criar alerta' }).click();
  const list = page.getByRole('list', { name: 'Alertas de preço' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('GRU → LIS');
  await expect(list).toContainText('60.000 milhas');
  await expect(list.getByText('Aguardando sincronização')).toHaveCount(0);

  const server = () =>
    page.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem('subscription_user') ?? '{}').access_token as string;
      const res = await fetch('/api/price-alerts', { headers: { authorization: `Bearer ${token}` } });
      return ((await res.json()) as { items: { deleted_at: string | null }[] }).items.map((i) => i.deleted_at === null);
    });
  expect(await server()).toEqual([true]);
  await list.getByRole('button', { name: 'Excluir alerta GRU → LIS' }).click();
  await list.getByRole('button', { name: 'Sim, excluir' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(0);
  await expect.poll(server).toEqual([false]);
});

test('a screen never opened before says it needs the network, and opens once it is back', async ({
  browser,
  baseURL,
  subscriber,
}) => {
  // No service worker: nothing is saved on the device yet, as on a first visit before it installs.
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  await signInByApi(page, subscriber);
  await expect(page.getByRole('form', { name: 'Buscar voos' })).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Hubs Aeroportuários' }).click();
  await expect(page.getByRole('heading', { name: 'Não foi possível abrir esta tela' })).toBeVisible();
  // The rest of the app is still there: header, account menu.
  await expect(page.getByRole('button', { name: /Menu da conta/ })).toBeVisible();

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('heading', { name: 'Hubs Aeroportuários', level: 1 })).toBeVisible();
  await context.close();
});
