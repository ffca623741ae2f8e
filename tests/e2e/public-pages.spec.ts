// The public pages about the product (/assinar, /aliancas, /how-it-works), reached from
// /login and the footer, accessible at phone and desktop widths; and sign-in journeys that land where the
// user was going with no token left in the address bar.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { createSubscriber } from './helpers';

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const PAGES = [
  { path: '/assinar', heading: 'Assine a Bússola das Passagens', text: 'Perguntas frequentes' },
  { path: '/aliancas', heading: 'Alianças e Acordos', text: 'Star Alliance' },
  { path: '/how-it-works', heading: 'Como Funciona', text: 'R$ 24,50' },
];

// 1024 px is the narrowest desktop layout (four footer columns), where long words press hardest.
for (const size of [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
]) {
  test(`the public pages open signed out, without overflow and with 0 axe violations at ${size.width}px`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    for (const { path, heading, text } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(text);
      // The login form never takes their place.
      await expect(page.getByRole('heading', { name: 'Bússola das Passagens', level: 1, exact: true })).toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
    }
  });
}

test("'Assine agora' on /login opens the plans, not a guarded page; the footer leads to all three", async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Assine agora para ter acesso completo' }).click();
  await expect(page).toHaveURL(/\/assinar$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Planos', exact: true })).toBeVisible();
  // This build has no VITE_CHECKOUT_URL: the page says so instead of linking nowhere.
  await expect(main).toContainText('Pagamento on-line: em breve');
  await main.getByRole('button', { name: 'Quais planos existem?' }).click();
  await expect(main).toContainText('O anual inclui cursos bônus');

  const footer = page.getByRole('navigation', { name: 'Rodapé' });
  for (const [name, heading] of [
    ['Alianças e Acordos', 'Alianças e Acordos'],
    ['Como Funciona', 'Como Funciona'],
    ['Planos e assinatura', 'Assine a Bússola das Passagens'],
  ] as const) {
    await footer.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  }
});

test('a first visit of /login paints the form from HTML; what is typed and sent before the app runs is kept', async ({
  page,
  request,
}) => {
  const user = await createSubscriber(request);
  // The app's start held back: the visitor types and sends while only the static paint is there.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/start-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/login');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await expect(page.locator('#root[data-first-paint]')).toHaveCount(1);
  // Only the boot runs before the first gesture (the rest is prefetched, not run).
  expect(scripts.length).toBeLessThanOrEqual(3);
  await main.getByLabel('E-mail').fill(user.email);
  await main.getByLabel('Senha', { exact: true }).fill(user.password);
  await main.getByLabel('Senha', { exact: true }).press('Enter');
  // The browser did not send the form itself: no password in the address, still the static paint.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('#root[data-first-paint]')).toHaveCount(1);
  release();
  await expect(page.getByRole('heading', { name: 'Buscador Inteligente', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('signing in from the header dialog on /login lands on the start screen', async ({ page, request }) => {
  const user = await createSubscriber(request);
  await page.goto('/login');
  await page.getByRole('banner').getByRole('button', { name: 'Entrar' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-mail').fill(user.email);
  await dialog.getByLabel('Senha', { exact: true }).fill(user.password);
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Buscador Inteligente', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByLabel('Senha', { exact: true })).toHaveCount(0);
});

test('signing in on the form shown in place of a guarded page stays on that page', async ({ page, request }) => {
  const user = await createSubscriber(request);
  await page.goto('/favoritos');
  const main = page.getByRole('main');
  await main.getByLabel('E-mail').fill(user.email);
  await main.getByLabel('Senha', { exact: true }).fill(user.password);
  await main.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Voos Salvos', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/favoritos$/);
});

test('a link with tokens and a bad refresh token leaves no token in the address bar', async ({ page }) => {
  await page.goto('/favoritos?access_token=a.b.c&refresh_token=nao-vale&type=magiclink');
  await expect(page.getByRole('heading', { name: 'Bússola das Passagens', level: 1, exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/favoritos$/);
  expect(await page.evaluate(() => window.location.href)).not.toMatch(/token/);
});
