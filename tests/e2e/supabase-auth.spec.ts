// Supabase sign-in end to end: on the live e2e server Supabase Auth is configured (playwright.config.ts), its
// /auth/v1 being the loopback stand-in in tests/e2e/live-providers.ts. The login screen signs in through
// supabase-js (e-mail + password, magic link, 'Entrar com Google'), the token becomes our session, and a live
// search streams over /ws with it. The account, its subscription and the guards are ours (made by the admin API).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './fixtures';
import { createSubscriber, uniqueEmail } from './helpers';

const live = process.env.E2E_LIVE_BASE_URL ?? '';
const supabase = `${process.env.E2E_SUPABASE_URL ?? ''}/auth/v1`;
test.use({ baseURL: live });

/** A subscriber of ours, and the same e-mail as a Supabase user (confirmed) with its own password there. */
async function subscriberInBoth(request: APIRequestContext, supabaseUser: Record<string, unknown> = {}) {
  const account = await createSubscriber(request, { server: live, email: uniqueEmail('supabase') });
  const res = await request.post(`${supabase}/__users`, {
    data: { email: account.email, password: 'senha-no-supabase', ...supabaseUser },
  });
  expect(res.status()).toBe(201);
  return account;
}

async function expectSignedInOnStart(page: Page) {
  await expect(page).toHaveURL(`${live}/`);
  await expect(page.getByRole('heading', { name: 'Buscador Inteligente' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Menu da conta de/ })).toBeVisible();
}

test('e-mail and password through Supabase, then a live search over /ws, then Sair ends both sessions', async ({
  page,
  request,
}) => {
  const account = await subscriberInBoth(request);
  await page.goto('/login');
  const form = page.getByRole('main');
  await expect(form.getByRole('button', { name: 'Entrar com Google' })).toBeVisible();
  await form.getByLabel('E-mail').fill(account.email);
  await form.getByLabel('Senha', { exact: true }).fill('senha-errada');
  await form.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(form.getByText('Email ou senha incorretos')).toBeVisible();

  await form.getByLabel('Senha', { exact: true }).fill('senha-no-supabase');
  await form.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expectSignedInOnStart(page);

  const search = page.getByRole('form', { name: 'Buscar voos' });
  await search.getByRole('button', { name: 'Buscar voos' }).click();
  const results = page.getByRole('list', { name: 'Resultados' }).first();
  await expect(results.getByRole('article').first()).toBeVisible();
  await expect(page.getByText('Busca concluída').first()).toBeVisible();

  await page.getByRole('button', { name: /^Menu da conta de/ }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('sb-') && k.endsWith('-auth-token'))),
    )
    .toEqual([]);
  expect((await page.context().request.post('/api/auth/refresh')).status()).toBe(401);
});

test('magic link: the link Supabase mails signs in through /login', async ({ page, request }) => {
  const account = await subscriberInBoth(request);
  await page.goto('/login');
  const form = page.getByRole('main');
  await form.getByLabel('E-mail').fill(account.email);
  await form.getByRole('button', { name: 'Entrar com link por e-mail' }).click();
  await expect(page.getByText('Enviamos um link de acesso para o seu e-mail.').first()).toBeVisible();

  const mail = await request.get(`${supabase}/__mail?to=${encodeURIComponent(account.email)}`);
  const { links } = (await mail.json()) as { links: string[] };
  const link = links.at(-1);
  if (!link) throw new Error('o Supabase de teste não enviou o link');
  await page.goto(link);
  await expectSignedInOnStart(page);
  // The code left the address once used.
  expect(page.url()).not.toContain('code=');
});

test("'Entrar com Google': Supabase's authorize redirect comes back and signs in", async ({ page, request }) => {
  await subscriberInBoth(request, { provider: 'google' });
  await page.goto('/login');
  await page.getByRole('main').getByRole('button', { name: 'Entrar com Google' }).click();
  await expectSignedInOnStart(page);
});

test('/test-supabase shows the project as the server sees it: reachable, Google on, its JWKS keys', async ({
  subscriberPage: page,
}) => {
  await page.goto('/test-supabase');
  await expect(page.getByRole('heading', { name: 'Supabase Auth' })).toBeVisible();
  const card = page.getByRole('main');
  await expect(card.getByRole('status').filter({ hasText: 'Estado:' })).toHaveText('Estado: Conectado');
  await expect(card.getByText(process.env.E2E_SUPABASE_URL ?? 'sem-url', { exact: true })).toBeVisible();
  await expect(card.getByText('email, google')).toBeVisible();
  await expect(card.getByText(/^1 publicada\(s\): /)).toBeVisible();
  await expect(card.getByText(/^desta aplicação \(emissor /)).toBeVisible();
});
