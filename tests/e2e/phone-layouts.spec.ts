import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { startApp } from './helpers';

// Every column of the award tables and of the admin users
// table is on screen, nothing scrolls sideways, and the touched screens pass axe with no violation.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** The element sits inside the page's width (left edge ≥ 0, right edge ≤ the viewport's). */
async function expectWithinWidth(locator: Locator, width = PHONE.width) {
  await locator.scrollIntoViewIfNeeded();
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, 'sem caixa').not.toBeNull();
  if (!box) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width + 0.5);
}

async function expectNoSidewaysScroll(page: Page, table: Locator) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  // The table's own scroll wrapper does not hide columns to the right either.
  const hidden = await table.evaluate((t) => {
    const box = t.parentElement as HTMLElement;
    return box.scrollWidth - box.clientWidth;
  });
  expect(hidden).toBeLessThanOrEqual(0);
}

/** Every labelled cell of the first rows (and its 'Detalhes' button) is on screen. */
async function expectRowsOnScreen(table: Locator, labels: readonly string[], rows = 2) {
  const body = table.locator('tbody > tr');
  await expect(body.first()).toBeVisible();
  const count = Math.min(rows, await body.count());
  for (let i = 0; i < count; i++) {
    const row = body.nth(i);
    for (const label of labels) await expectWithinWidth(row.locator(`td[data-label="${label}"]`));
  }
}

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('phones (390×844)', () => {
  test.use({ viewport: PHONE });

  test('/busca-award: every column of a fare is on screen, as a card', async ({ subscriberPage: page }) => {
    await page.goto('/busca-award');
    const form = page.getByRole('form', { name: 'Buscar tarifas award' });
    await form.getByRole('button', { name: 'Buscar' }).click();
    const table = page.getByRole('table', { name: 'Tarifas award' });
    await expectRowsOnScreen(table, [
      'Programa',
      'Companhia',
      'Rota',
      'Data',
      'Horário',
      'Classe',
      'Milhas',
      'Taxas',
      'Escalas',
    ]);
    await expectWithinWidth(table.getByRole('button', { name: 'Detalhes' }).first());
    // Sorting stays at hand: the sortable headers remain as buttons.
    await expectWithinWidth(table.getByRole('button', { name: 'Milhas' }));
    await expectNoSidewaysScroll(page, table);
    await expectAxeClean(page);
  });

  test('/award-por-data: every column of a flight is on screen, as a card', async ({ subscriberPage: page }) => {
    await page.goto('/award-por-data');
    await page.getByRole('form', { name: 'Buscar award por data' }).getByRole('button', { name: 'Buscar' }).click();
    const table = page.getByRole('table', { name: 'Voos award por data' });
    await expectRowsOnScreen(table, [
      'Companhia',
      'Programa',
      'Classe',
      'Milhas',
      'Assentos',
      'Horário',
      'Rota',
      'Duração',
      'Escalas',
    ]);
    await expectNoSidewaysScroll(page, table);
    await expectAxeClean(page);
  });

  test('admin users table: e-mail, name, expiry, status, type and actions on screen', async ({ adminPage: page }) => {
    await page.goto('/painel-controle-sistema');
    const table = page.getByRole('table');
    await expectRowsOnScreen(table, ['Email', 'Nome', 'Expira em', 'Status', 'Tipo']);
    await expectWithinWidth(table.getByRole('button', { name: /^Deletar / }).first());
    await expectNoSidewaysScroll(page, table);
    await expectAxeClean(page);
  });

  test('the results scroll with the page, not inside a box that cuts a card', async ({ subscriberPage: page }) => {
    await page.goto('/buscador');
    await page.getByRole('form', { name: 'Buscar voos' }).getByRole('button', { name: 'Buscar voos' }).click();
    const list = page.getByRole('list', { name: 'Resultados' }).first();
    await expect(list.getByRole('article').first()).toBeVisible();
    const inner = await list.evaluate((ul) => ul.scrollHeight - ul.clientHeight);
    expect(inner).toBeLessThanOrEqual(1);
    await expect(page.getByTestId('mais-resultados')).toHaveCount(0);
  });

  test("the 'Pagamento' choices sit on one line", async ({ subscriberPage: page }) => {
    await expectPaymentOnOneLine(page);
  });

  test('the offline banner keeps its icon whole', { tag: '@full-browser' }, async ({
    subscriberPage: page,
    context,
  }) => {
    await context.setOffline(true);
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    const banner = page.getByRole('status').filter({ hasText: 'Você está offline' });
    await expect(banner).toBeVisible();
    const icon = await banner.locator('svg').first().boundingBox();
    expect(icon?.width).toBeCloseTo(16, 0);
    expect(icon?.height).toBeCloseTo(16, 0);
    await context.setOffline(false);
  });

  test('/familia and /viagem: nothing scrolls sideways, nor once a plan with its actions is shown', async ({
    subscriberPage: page,
  }) => {
    const sideways = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    for (const [path, title] of [
      ['/familia', 'Família'],
      ['/viagem', 'Viagem'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(await sideways(), path).toBeLessThanOrEqual(0);
    }
    const form = page.getByRole('form', { name: 'Planejar viagem' });
    await form.getByRole('button', { name: 'Planejar viagem' }).click();
    const plans = page.getByRole('region', { name: 'Planos' });
    await expectWithinWidth(plans.getByRole('heading', { level: 3 }).first());
    await expectWithinWidth(plans.getByRole('button', { name: 'Salvar viagem' }).first());
    await expectWithinWidth(plans.getByRole('button', { name: 'Criar alerta da volta' }).first());
    expect(await sideways(), 'planos').toBeLessThanOrEqual(0);
  });

  test('/api-tester: nothing scrolls sideways, before and after a test runs', async ({ subscriberPage: page }) => {
    await page.goto('/api-tester');
    await expect(page.getByRole('heading', { level: 1, name: 'Testador de APIs' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const form = page.getByRole('form', { name: 'Testar API' });
    await form.getByRole('radio', { name: /^LATAM/ }).check();
    await form.getByRole('button', { name: 'Testar API' }).click();
    const result = page.getByRole('region', { name: 'Resultado do teste' });
    await expect(result.getByText('HTTP 200')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await result.getByRole('tab', { name: 'Resposta Completa' }).click();
    await expect(result.getByRole('region', { name: 'Resposta Completa (JSON)' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  test("when the browser offers installation nothing scrolls sideways: the menu offers 'Instalar app'", async ({
    page,
  }) => {
    await page.goto('/login');
    const openMenu = page.getByRole('button', { name: 'Abrir menu' });
    await expect(openMenu).toBeVisible();
    await startApp(page);
    await offerInstallation(page);
    await openMenu.click();
    const install = page.getByRole('banner').getByRole('button', { name: 'Instalar app' });
    await expect(install).toHaveCount(1);
    await expect(
      page.getByRole('navigation', { name: 'Menu móvel' }).getByRole('button', { name: 'Instalar app' }),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await install.click();
    await expect(page.locator('body')).toHaveAttribute('data-install-prompted', 'sim');
  });
});

/** Headless Chromium never offers installation: the event the browser would fire, whose prompt() marks the body. */
async function offerInstallation(page: Page) {
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        document.body.dataset.installPrompted = 'sim';
      },
      userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
    });
    window.dispatchEvent(offer);
  });
}

async function expectPaymentOnOneLine(page: Page) {
  const payment = page.getByRole('group', { name: 'Pagamento' });
  const tops: number[] = [];
  for (const name of ['Todos', 'Dinheiro', 'Milhas']) {
    const box = await payment.getByText(name, { exact: true }).boundingBox();
    expect(box).not.toBeNull();
    // One text line: a chip that wrapped its words would be taller than one line plus its padding.
    expect(box?.height ?? 0).toBeLessThan(44);
    tops.push(box?.y ?? -1);
  }
  expect(new Set(tops.map((y) => Math.round(y))).size).toBe(1);
}

test.describe('desktop (1280×800)', () => {
  test.use({ viewport: DESKTOP });

  test("the 'Pagamento' choices sit on one line", async ({ subscriberPage: page }) => {
    await expectPaymentOnOneLine(page);
  });

  test("'Instalar app' sits in the header when the browser offers installation", async ({ page }) => {
    await page.goto('/login');
    await startApp(page);
    await offerInstallation(page);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Instalar app' })).toBeVisible();
  });

  test('the 600 px results box fades at its lower edge while more cards wait below', async ({
    subscriberPage: page,
  }) => {
    await page.getByRole('form', { name: 'Buscar voos' }).getByRole('button', { name: 'Buscar voos' }).click();
    await expect(page.getByText('Busca concluída').first()).toBeVisible();
    const list = page.getByRole('list', { name: 'Resultados' }).first();
    await expect(list.getByRole('article').first()).toBeVisible();
    const overflow = await list.evaluate((ul) => ul.scrollHeight - ul.clientHeight);
    expect(overflow, 'a busca dá mais cartões do que cabem em 600 px').toBeGreaterThan(1);
    const fade = page.getByTestId('mais-resultados').first();
    await expect(fade).toBeAttached();
    await list.evaluate((ul) => ul.scrollTo({ top: ul.scrollHeight }));
    await expect(fade).toHaveCount(0);
  });
});

test.describe('search results on a phone (390×844)', () => {
  test.use({ viewport: PHONE });

  test("results open at their top ('Melhor opção' and the filters on screen), and 'Busca concluída' covers none of it", async ({
    subscriberPage: page,
  }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Buscar voos' });
    // The button sits below the fold on a phone: the page scrolls down to it, as a thumb would.
    await form.getByRole('button', { name: 'Buscar voos' }).click();
    const done = page.locator('li', { has: page.getByText('Busca concluída') }).first();
    await expect(done).toBeVisible();

    const tabs = page.getByRole('tablist').first();
    const filters = page.getByRole('button', { name: /^Dinheiro \(\d+\)$/ });
    const best = page.getByRole('list', { name: 'Resultados' }).first().getByRole('article').first();
    await expect(best).toContainText('Melhor opção');
    for (const part of [tabs, filters, best.getByText('Melhor opção')]) {
      await expect(part).toBeInViewport();
      const [box, toast] = [await part.boundingBox(), await done.boundingBox()];
      expect(box && toast, 'sem caixa').toBeTruthy();
      if (!box || !toast) continue;
      const overlaps = box.y < toast.y + toast.height && toast.y < box.y + box.height;
      expect(overlaps, 'o aviso cobre os resultados').toBe(false);
    }
  });
});
