import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { waitForServiceWorkerControl } from './helpers';

// The price calendar on the default start (no provider configured): the demo's month, a day opening its search,
// no axe violation, no sideways scroll on a phone, and the last calendar opening again offline.

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function openDemoMonth(page: Page) {
  await page.goto('/calendario');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendário' })).toBeVisible();
  await page.getByRole('button', { name: 'Ver calendário' }).click();
  const grid = page.getByRole('table', { name: /Calendário de GRU para LIS/ });
  await expect(grid).toBeVisible();
  await expect(page.getByText('Demonstração', { exact: true })).toBeVisible();
  return grid;
}

for (const viewport of VIEWPORTS) {
  test(`${viewport.name}: the demo month, axe-clean, a day opens its search`, async ({ subscriberPage: page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const grid = await openDemoMonth(page);
    const days = grid.getByRole('button');
    expect(await days.count()).toBeGreaterThanOrEqual(28);
    // Each day's button says the whole cell: cash and miles in reais, and which wins.
    await expect(days.first()).toHaveAccessibleName(/dinheiro R\$ .*milhas .*vence (milhas|dinheiro)/);
    await expect(page.getByRole('list', { name: /Legenda das cores/ })).toBeVisible();
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(sideways).toBe(false);

    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);

    const pick = days.nth(10);
    const date = await pick.getAttribute('data-date');
    await pick.click();
    await expect(page).toHaveURL(new RegExp(`/\\?origem=GRU&destino=LIS&data=${date}`));
    await expect(page.getByText('Busca concluída').first()).toBeVisible();
  });
}

test('the last calendar opens offline, with its age', { tag: '@full-browser' }, async ({
  subscriberPage: page,
  context,
}) => {
  await waitForServiceWorkerControl(page);
  await openDemoMonth(page);
  const url = page.url();
  await context.setOffline(true);
  await page.goto(url);
  await expect(page.getByText(/Calendário guardado no aparelho há \d+ min/)).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: /Calendário de GRU para LIS/ })
      .getByRole('button')
      .first(),
  ).toBeVisible();
  await context.setOffline(false);
});

test('from the calendar, an alert on the whole period', async ({ subscriberPage: page }) => {
  await openDemoMonth(page);
  const from = await page.getByLabel('De', { exact: true }).inputValue();
  await page.getByRole('button', { name: /Avise-me se algum dia deste período/ }).click();
  const form = page.getByRole('form', { name: 'Novo alerta de preço' });
  await expect(form.getByLabel('De (opcional)')).toHaveValue(from);
  await expect(form.getByLabel('Origem')).toHaveValue('GRU');
  await form.getByRole('button', { name: /Criar alerta/ }).click();
  await expect(page.getByText('Alerta criado', { exact: true })).toBeVisible();
});
