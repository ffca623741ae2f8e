import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { waitForServiceWorkerControl } from './helpers';

// "Clubes" on Minhas milhas, on a phone: each club with its price (or "preço a confirmar"), points per month, cost
// per thousand and "Vale a pena para você?", readable at 390 px without sideways scroll and axe-clean; offline, the
// last reply kept on the device with when it was fetched.

test.use({ viewport: { width: 390, height: 844 } });

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function openClubs(page: Page) {
  await page.goto('/minhas-milhas');
  await expect(page.getByRole('heading', { level: 2, name: 'Clubes' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Clubes de pontos e milhas' });
  await expect(list.getByRole('listitem', { name: 'Clube Esfera 1.000' })).toBeVisible();
  return list;
}

test('each club shows its price, points, cost per thousand and verdict at 390 px, axe-clean', async ({
  subscriberPage: page,
}) => {
  const list = await openClubs(page);
  const esfera = list.getByRole('listitem', { name: 'Clube Esfera 1.000' });
  await expect(esfera).toContainText('R$ 54,90 por mês · 1.000 pontos Esfera por mês');
  await expect(esfera).toContainText('Custo por mil: R$ 54,90 por mil pontos Esfera');
  await expect(esfera).toContainText('Vale a pena para você?');
  await expect(esfera).toContainText('Fonte: passagens.top');
  const latam = list.getByRole('listitem', { name: 'Clube LATAM Pass 1.000' });
  await expect(latam).toContainText('preço a confirmar');
  await expect(latam).toContainText('Compra de milhas: não configurado');
  // At least four clubs carry a price and a cost per thousand.
  await expect(list.getByRole('listitem').filter({ hasText: /R\$ [\d.,]+ por mês/ })).not.toHaveCount(0);
  expect(
    await list
      .getByRole('listitem')
      .filter({ hasText: /Custo por mil: R\$/ })
      .count(),
  ).toBeGreaterThanOrEqual(4);

  expect(await noSidewaysScroll(page)).toBe(true);
  const { violations } = await new AxeBuilder({ page })
    .include('section[aria-labelledby="clubes-titulo"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
});

test('offline, the clubs open from the last reply with when it was fetched', { tag: '@full-browser' }, async ({
  subscriberPage: page,
  context,
}) => {
  await waitForServiceWorkerControl(page);
  await openClubs(page);
  // The reply is kept on the device once it arrives.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const open = indexedDB.open('bussola');
            open.onsuccess = () => {
              const db = open.result;
              if (!db.objectStoreNames.contains('keptReplies')) return resolve(false);
              const all = db.transaction('keptReplies').objectStore('keptReplies').getAll();
              all.onsuccess = () => resolve(all.result.some((row: { kind?: string }) => row.kind === 'clubs'));
            };
            open.onerror = () => resolve(false);
          }),
      ),
    )
    .toBe(true);
  await context.setOffline(true);
  await page.goto('/minhas-milhas');
  await expect(page.getByText(/^Sem internet: clubes visto há/)).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Clubes de pontos e milhas' }).getByRole('listitem', { name: 'Clube Esfera 1.000' }),
  ).toContainText('R$ 54,90 por mês');
  expect(await noSidewaysScroll(page)).toBe(true);
  await context.setOffline(false);
});
