import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { waitForServiceWorkerControl } from './helpers';

// Para onde dá pra ir on a phone, on the default start (demo data): the destinations from São Paulo next month,
// no sideways scroll with or without the map, a destination opening its calendar, a map dot reached with the
// keyboard leading to its card, and the last explore opening again offline.

test.use({ viewport: { width: 390, height: 844 } });

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function exploreFromSaoPaulo(page: Page) {
  await page.goto('/explorar');
  await expect(page.getByRole('heading', { level: 1, name: 'Para onde dá pra ir' })).toBeVisible();
  await page.getByRole('button', { name: 'Ver destinos' }).click();
  const list = page.getByRole('list', { name: 'Destinos, do mais barato ao mais caro' });
  await expect(list).toBeVisible();
  return list;
}

test('phone: the destinations cheapest first, axe-clean, no sideways scroll; one opens its calendar', async ({
  subscriberPage: page,
}) => {
  const list = await exploreFromSaoPaulo(page);
  const cards = list.getByRole('listitem');
  expect(await cards.count()).toBeGreaterThanOrEqual(5);
  await expect(page.getByText('Demonstração', { exact: true })).toBeVisible();
  await expect(cards.first()).toContainText(/R\$ [\d.]+,\d{2}/);
  expect(await noSidewaysScroll(page)).toBe(true);

  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);

  await page.getByRole('button', { name: 'Ver no mapa' }).click();
  const dots = page.getByRole('link', { name: /: R\$ / });
  await expect(dots.first()).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
  // A dot, reached with the keyboard, leads to its destination's card.
  await dots.first().focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('li > [id^="destino-"]:focus')).toHaveCount(1);

  const first = cards.first();
  const city = (await first.getByRole('heading', { level: 3 }).textContent())?.split(',')[0] ?? '';
  await first.getByRole('link', { name: `Calendário para ${city}` }).click();
  await expect(page).toHaveURL(/\/calendario\?origem=SAO&destino=[A-Z]{3}&de=\d{4}-\d{2}-\d{2}&ate=.*&noites=7/);
  await expect(page.getByRole('table', { name: /Calendário de SAO para [A-Z]{3}/ })).toBeVisible();
});

test('the last explore opens offline, with when it was fetched', { tag: '@full-browser' }, async ({
  subscriberPage: page,
  context,
}) => {
  await waitForServiceWorkerControl(page);
  const list = await exploreFromSaoPaulo(page);
  const firstCity = await list.getByRole('heading', { level: 3 }).first().textContent();
  await context.setOffline(true);
  await page.goto('/explorar');
  await expect(page.getByText(/Última consulta guardada no aparelho, feita em \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Destinos, do mais barato ao mais caro' })
      .getByRole('heading', { level: 3 })
      .first(),
  ).toHaveText(firstCity ?? '');
  expect(await noSidewaysScroll(page)).toBe(true);
  await context.setOffline(false);
});
