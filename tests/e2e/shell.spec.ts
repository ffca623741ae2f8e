import { expect, test } from '@playwright/test';
import { createSubscriber, signInByApi } from './helpers';

test.describe('app shell', () => {
  test('an unknown route shows the 404 page inside the shell', async ({ page }) => {
    await page.goto('/rota-que-nao-existe');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
    await page.getByRole('link', { name: 'Voltar ao início' }).click();
    await expect(page).not.toHaveURL(/rota-que-nao-existe/);
  });

  test('desktop navigation, footer and sign-in triggers', async ({ page }) => {
    await page.goto('/esqueci-senha');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    for (const name of ['Buscador Inteligente', 'Tabela Fixa e Award', 'Hubs Aeroportuários', 'Central de Ajuda']) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Painel Admin' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cadastrar' })).toBeVisible();

    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Bússola das Passagens`);
    await expect(footer.getByRole('link', { name: 'suporte@bussoladaspassagens.com.br' })).toBeVisible();
    for (const name of ['Alianças e Acordos', 'Como Funciona']) {
      await expect(footer.getByRole('link', { name })).toBeVisible();
    }
    await expect(footer).toContainText('comparando preços em reais e milhas');
    await expect(page).toHaveTitle('Esqueci minha senha · Bússola das Passagens');
  });

  test('the mobile menu opens, navigates and closes after a link click', async ({ page, request }) => {
    const user = await createSubscriber(request);
    await signInByApi(page, user);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/ajuda');
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Abrir menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Menu móvel' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Fechar menu' })).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'Hubs Aeroportuários' }).click();
    await expect(page).toHaveURL(/\/hubs-aeroportos$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeVisible();
  });

  test('signed-in screens run under the CSP without a single violation (no eval, no inline script)', async ({
    page,
    request,
  }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.sourceFile}`));
    });
    await signInByApi(page, await createSubscriber(request));
    for (const [path, heading] of [
      ['/', 'Buscador Inteligente'],
      ['/hubs-aeroportos', 'Hubs Aeroportuários'],
      ['/alertas', 'Meus alertas'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // The screen's replies (each parsed with zod) are in: the first sync and, on '/', the airport list.
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    }
  });

  test('the API never falls back to the app shell', async ({ request }) => {
    const res = await request.get('/api/anything-unknown');
    expect(res.status()).toBe(404);
    expect(res.headers()['content-type']).toContain('application/json');
    expect(await res.json()).toEqual({ success: false, error: 'Rota não encontrada.' });
  });
});
