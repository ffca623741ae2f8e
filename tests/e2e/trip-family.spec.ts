import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { addDaysIso, todayIsoDate } from '../../core/schemas/search';
import { test } from './fixtures';
import { waitForServiceWorkerControl } from './helpers';

// The family's trip on a phone: a household of two on /familia (Eu and Ana, who holds Smiles miles at her own
// milheiro), a round trip for both on /viagem (the demo provider: no keys on this server), the best plan saved into
// Voos Salvos, then the network off: the household, the last plans and the saved flights still open. Neither screen
// scrolls sideways at 390 px, and the plans with their actions pass axe.

const PHONE = { width: 390, height: 844 };

/** Days from the test's own today: the outbound in a month, the return ten days later, each ±3 days. */
const OUT_DAY = addDaysIso(todayIsoDate(), 30);
const BACK_DAY = addDaysIso(OUT_DAY, 10);

async function expectNoSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, 'a página rola para o lado').toBeLessThanOrEqual(client);
}

async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations.map((v) => `${v.id} (${v.impact ?? '?'}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** The saved flights the server holds for the page's signed-in user (live rows). */
function serverSavedFlights(page: Page) {
  return page.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem('subscription_user') ?? '{}').access_token as string;
    const res = await fetch('/api/saved-flights', { headers: { authorization: `Bearer ${token}` } });
    const { items } = (await res.json()) as { items: { origin: string; deleted_at: string | null }[] };
    return items.filter((f) => !f.deleted_at).map((f) => f.origin);
  });
}

async function createHousehold(page: Page) {
  await page.goto('/familia');
  await expect(page.getByRole('heading', { level: 1, name: 'Família' })).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar pessoa' }).click();
  const person = page.getByRole('form', { name: 'Adicionar pessoa' });
  await person.getByLabel('Nome').fill('Ana');
  await person.getByLabel('Parentesco').selectOption('conjuge');
  await person.getByRole('button', { name: 'Salvar' }).click();
  await expect(person).toBeHidden();
  const people = page.getByRole('list', { name: 'Pessoas da família' });
  await expect(people.getByRole('listitem')).toHaveText([/Eu/, /Ana/]);

  await page.getByRole('group', { name: 'Saldos de' }).getByRole('button', { name: 'Ana' }).click();
  await page.getByRole('button', { name: 'Adicionar programa' }).click();
  const programme = page.getByRole('form', { name: 'Adicionar programa' });
  await programme.getByLabel('Programa').selectOption('SMILES');
  await programme.getByLabel(/^Saldo/).fill('80.000');
  await programme.getByLabel(/^Meu milheiro/).fill('16,00');
  await programme.getByRole('button', { name: 'Salvar' }).click();
  await expect(programme).toBeHidden();
  const anas = page.getByRole('list', { name: 'Programas de Ana' });
  await expect(anas.getByRole('listitem')).toHaveCount(1);
  await expect(anas).toContainText('80.000 milhas');
  await expect(anas).toContainText('R$ 16,00 por 1.000 milhas');
  // The planner reads the household from the server: Ana and her balance are there before a plan names her.
  await expect(page.getByText('Aguardando sincronização')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);
}

async function planForBoth(page: Page) {
  await page.goto('/viagem');
  await expect(page.getByRole('heading', { level: 1, name: 'Viagem' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Planejar viagem' });
  // The route is the form's own GRU → LIS; the days are the test's.
  await form.getByLabel('Ida', { exact: true }).fill(OUT_DAY);
  await form.getByLabel('Volta', { exact: true }).fill(BACK_DAY);
  const who = form.getByRole('group', { name: 'Quem viaja' });
  await expect(who.getByRole('checkbox', { name: 'Eu' })).toBeChecked();
  await who.getByRole('checkbox', { name: 'Ana' }).check();
  await form.getByRole('button', { name: 'Planejar viagem' }).click();
  const plans = page.getByRole('region', { name: 'Planos' });
  await expect(plans.getByRole('heading', { level: 3 }).first()).toContainText('2 pessoas');
  // The button is back once the plans are also kept on the device (the page keeps them before it ends 'Planejando').
  await expect(form.getByRole('button', { name: 'Planejar viagem' })).toBeEnabled();
  return plans;
}

test.use({ viewport: PHONE });

test('a household of two plans a round trip on a phone, saves the best plan and reads it all offline', {
  tag: '@full-browser',
}, async ({ subscriberPage: page, context }) => {
  // Sign-in, a household, a plan, saving, then three screens offline: twice an ordinary test's budget.
  test.slow();
  await waitForServiceWorkerControl(page);
  await createHousehold(page);

  const plans = await planForBoth(page);
  const best = plans.getByRole('heading', { level: 3 }).first();
  const bestText = (await best.textContent()) ?? '';
  await expectNoSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);

  await plans.getByRole('button', { name: 'Salvar viagem' }).first().click();
  // Another plan flying the same two flights (paid from another account) reads as saved too: .first() is the best.
  const saved = plans.getByRole('status').filter({ hasText: 'Viagem salva em Meus Voos Salvos' }).first();
  await expect(saved).toBeVisible();
  await expectNoSidewaysScroll(page);

  await saved.getByRole('link', { name: 'Ver voos salvos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Voos Salvos' })).toBeVisible();
  const flights = page.getByRole('list', { name: 'Voos salvos' }).getByRole('listitem');
  await expect(flights).toHaveCount(2);
  await expect(flights.filter({ hasText: 'GRU → LIS' })).toHaveCount(1);
  await expect(flights.filter({ hasText: 'LIS → GRU' })).toHaveCount(1);
  await expect(flights.first()).toContainText('busca para 2 passageiros');
  await expect(page.getByText('Aguardando sincronização')).toHaveCount(0);
  expect((await serverSavedFlights(page)).sort()).toEqual(['GRU', 'LIS']);

  await context.setOffline(true);
  await page.goto('/familia');
  await expect(page.getByText('Você está offline')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pessoas da família' }).getByRole('listitem')).toHaveText([/Eu/, /Ana/]);
  await page.getByRole('group', { name: 'Saldos de' }).getByRole('button', { name: 'Ana' }).click();
  await expect(page.getByRole('list', { name: 'Programas de Ana' })).toContainText('80.000 milhas');
  await expectNoSidewaysScroll(page);

  await page.goto('/viagem');
  const kept = page.getByRole('region', { name: 'Planos' });
  await expect(kept.getByText(/^Últimos planos/)).toBeVisible();
  await expect(kept.getByRole('heading', { level: 3 }).first()).toHaveText(bestText);
  await expect(kept.getByRole('status').filter({ hasText: 'Viagem salva em Meus Voos Salvos' }).first()).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.goto('/favoritos');
  await expect(page.getByRole('list', { name: 'Voos salvos' }).getByRole('listitem')).toHaveCount(2);
  await context.setOffline(false);
});
