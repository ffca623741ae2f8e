import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createSubscriber, signInByApi } from './helpers';

test.beforeEach(async ({ page, request }) => {
  const user = await createSubscriber(request);
  await signInByApi(page, user);
});

const pages = [
  { path: '/hubs-aeroportos', ready: 'Hubs Aeroportuários' },
  { path: '/ajuda', ready: 'Central de Ajuda' },
  { path: '/nao-existe', ready: '404 Page Not Found' },
  { path: '/perfil', ready: 'Meu Perfil' },
  { path: '/alertas', ready: 'Meus alertas' },
  { path: '/notificacoes', ready: 'Notificações' },
];

for (const { path, ready } of pages) {
  test(`axe finds no serious violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: ready, level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('the mobile layout has no serious violations with the menu open', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/ajuda');
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => v.id)).toEqual([]);
});

test('the public pages have no serious violations', async ({ page, context }) => {
  await context.clearCookies();
  await page.evaluate(() => localStorage.clear());
  for (const [path, ready] of [
    ['/login', 'Bússola das Passagens'],
    ['/esqueci-senha', 'Esqueci minha senha'],
    ['/alertas/parar?token=x', 'Parar este alerta'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(ready, { exact: true }).first()).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${path} ${v.id}`)).toEqual([]);
  }
});

test('the sign-in page, the first one a visitor sees, passes every axe rule, best practices included', async ({
  page,
  context,
}) => {
  await context.clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Entrar', level: 2 })).toBeVisible();
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
