// A magic link or a session in the URL, for an account without paid access, says what the
// password form says: 'Sua assinatura expirou…' for an ended subscription, /assinar with 'Você ainda não tem uma
// assinatura ativa' for one that never began. The expired account is not kept; the other stays signed in.
import { expect, test } from '@playwright/test';
import { createSubscriber, lastMailLink, uniqueEmail } from './helpers';

const EXPIRED = 'Sua assinatura expirou. Renove para continuar usando o sistema.';

test('an expired subscriber opening a magic link meets the sign-in form saying the subscription expired', async ({
  page,
  request,
}) => {
  const user = await createSubscriber(request, { expiresAt: new Date(Date.now() - 86_400_000).toISOString() });
  const sent = await request.post('/api/auth/magic-link', { data: { email: user.email } });
  expect(sent.ok(), await sent.text()).toBe(true);
  await page.goto(await lastMailLink(request, user.email));
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('main').getByText(EXPIRED)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Entrar' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('subscription_user'))).toBeNull();
});

test('a never-subscribed account arriving with a session in the URL meets the plans, never "expirou"', async ({
  page,
  playwright,
  baseURL,
  request,
}) => {
  const email = uniqueEmail('sem-assinatura');
  const password = 'rita-1234';
  const registered = await request.post('/api/auth/register', {
    data: { fullName: 'Rita Cadastro', email, password, confirmPassword: password },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  await request.get(await lastMailLink(request, email), { maxRedirects: 0 });

  // The tokens a link would carry: an access token and the refresh token (from its cookie), in a clean context.
  const other = await playwright.request.newContext({ baseURL });
  const login = await other.post('/api/login', { data: { email, password } });
  expect(login.ok(), await login.text()).toBe(true);
  const access = ((await login.json()) as { user: { access_token: string } }).user.access_token;
  const refresh = login
    .headersArray()
    .find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('bp_refresh='))
    ?.value.split(';')[0]
    ?.slice('bp_refresh='.length);
  expect(refresh).toBeTruthy();
  await other.dispose();

  await page.goto(`/alertas?access_token=${access}&refresh_token=${refresh}&type=magiclink`);
  await expect(page).toHaveURL(/\/assinar$/);
  await expect(page.getByText('Você ainda não tem uma assinatura ativa')).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/expirou/i);
  // Kept signed in, waiting for access (the expired account above is not kept).
  await expect(page.getByRole('button', { name: /^Menu da conta de/ })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('subscription_user') ?? '{}').email)).toBe(email);
});
