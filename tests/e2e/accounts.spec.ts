import { createHmac } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { kiwifyApproved } from '../helpers/kiwify';
import { createSubscriber, lastMailLink, setExpiry, signIn, signInByApi, uniqueEmail } from './helpers';

const EXPIRED = 'Sua assinatura expirou. Renove para continuar usando o sistema.';

async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: /^Menu da conta de/ }).click();
  return page.getByRole('menu');
}

test('sign in, see the plan in the user menu, sign out', async ({ page, request }) => {
  const user = await createSubscriber(request, { fullName: 'Paula Viajante' });
  await signIn(page, user.email, user.password);
  await expect(page.getByRole('heading', { name: 'Buscador Inteligente' })).toBeVisible();
  const menu = await openUserMenu(page);
  await expect(menu).toContainText('Paula Viajante');
  await expect(menu).toContainText(user.email);
  await expect(menu).toContainText('Plano: Premium');
  await expect(menu).toContainText(/Expira: (30|29) dias/);
  await menu.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/ajuda');
  await expect(page.getByRole('heading', { name: 'Central de Ajuda' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Entrar', exact: true }).last()).toBeVisible();
});

test('wrong password shows the server message in the form', async ({ page, request }) => {
  const user = await createSubscriber(request);
  await page.goto('/login');
  const form = page.getByRole('main');
  await form.getByLabel('E-mail').fill(user.email);
  await form.getByLabel('Senha', { exact: true }).fill('errada');
  await form.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText('Email ou senha incorretos');
});

test('from a signed Kiwify purchase to the "Defina sua senha" link to the app', async ({ page, request }) => {
  const email = uniqueEmail('kiwify');
  // The recorded purchase, its dates moved onto today's clock (its access_until a month ahead).
  const recorded = kiwifyApproved();
  const event = { ...recorded, order_id: `e2e-${email}`, Customer: { ...(recorded.Customer as object), email } };
  const raw = JSON.stringify(event);
  const signature = createHmac('sha1', 'kiwify-e2e-token').update(raw).digest('hex');
  const res = await request.post(`/api/webhooks/kiwify?signature=${signature}`, {
    data: raw,
    headers: { 'content-type': 'application/json' },
  });
  expect(res.status()).toBe(200);

  // No password travels by e-mail: the buyer sets one through the link sent to their inbox.
  await page.goto(await lastMailLink(request, email));
  await page.getByLabel('Nova senha', { exact: true }).fill('minha-senha-nova');
  await page.getByLabel('Confirmar nova senha').fill('minha-senha-nova');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByText('Senha Alterada!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, 'minha-senha-nova');
  await expect(page.getByRole('heading', { name: 'Buscador Inteligente' })).toBeVisible();
});

test('magic link opened from the mailbox signs in once', async ({ page, request }) => {
  const user = await createSubscriber(request);
  await page.goto('/login');
  await page.getByRole('main').getByLabel('E-mail').fill(user.email);
  await page.getByRole('button', { name: 'Entrar com link por e-mail' }).click();
  await expect(page.getByText('Link enviado').first()).toBeVisible();

  const link = await lastMailLink(request, user.email);
  await page.goto(link);
  await expect(page.getByText('Login realizado!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Buscador Inteligente' })).toBeVisible();

  await page.goto(link);
  await expect(page.getByRole('link', { name: 'Fazer Login Manual' })).toBeVisible();
});

test('forgot password, then reset through the e-mailed link', async ({ page, request }) => {
  const user = await createSubscriber(request);
  await page.goto('/esqueci-senha');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByRole('button', { name: 'Enviar link de recuperação' }).click();
  await expect(page.getByText('E-mail Enviado')).toBeVisible();

  await page.goto(await lastMailLink(request, user.email));
  await page.getByLabel('Nova senha', { exact: true }).fill('recuperada-123');
  await page.getByLabel('Confirmar nova senha').fill('recuperada-123');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByText('Senha Alterada!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, user.email, 'recuperada-123');

  await page.goto('/resetar-senha?token=invalido-invalido');
  await expect(page.getByRole('link', { name: 'Solicitar novo link' })).toBeVisible();
});

test('register in the dialog, confirm the e-mail, sign in: the plans, never "expirou"', async ({ page, request }) => {
  const email = uniqueEmail('cadastro');
  await page.goto('/esqueci-senha');
  await page.getByRole('banner').getByRole('button', { name: 'Cadastrar' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Crie sua conta para salvar buscas e criar alertas de preço');
  await dialog.getByLabel('Nome completo').fill('Rita Cadastro');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Senha', { exact: true }).fill('rita-1234');
  await dialog.getByLabel('Confirmar senha').fill('rita-1235');
  await dialog.getByRole('button', { name: 'Criar conta' }).click();
  await expect(dialog.getByText('Senhas não coincidem')).toBeVisible();
  await dialog.getByLabel('Confirmar senha').fill('rita-1234');
  await dialog.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('Cadastro realizado com sucesso!').first()).toBeVisible();
  await expect(dialog).toContainText('Entre com sua conta para salvar suas buscas favoritas');
  await page.keyboard.press('Escape');

  await page.goto(await lastMailLink(request, email));
  await expect(page).toHaveURL(/\/login\?email_confirmado=1$/);
  await expect(page.getByText('E-mail confirmado').first()).toBeVisible();

  const main = page.getByRole('main');
  await main.getByLabel('E-mail').fill(email);
  await main.getByLabel('Senha', { exact: true }).fill('rita-1234');
  await main.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/assinar$/);
  await expect(main.getByText('Você ainda não tem uma assinatura ativa')).toBeVisible();
  await expect(main).toContainText(email);
  await expect(main.getByRole('heading', { name: 'Planos', exact: true })).toBeVisible();
  await expect(main).not.toContainText('expirou');
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await page.goto('/hubs-aeroportos');
  await expect(page.getByRole('heading', { name: 'Hubs Aeroportuários' })).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText('expirou');
});

test('a self-registered account without a subscription is signed in (menu, Sair, help) and let in once an admin grants access', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('sem-assinatura');
  const password = 'rita-1234';
  const registered = await request.post('/api/auth/register', {
    data: { fullName: 'Rita Cadastro', email, password, confirmPassword: password },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  await request.get(await lastMailLink(request, email), { maxRedirects: 0 });
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/assinar$/);

  // Signed in, not half: the header has the account's menu with its e-mail and 'Sair', never 'Entrar'/'Cadastrar'.
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'Entrar' })).toHaveCount(0);
  await expect(banner.getByRole('button', { name: 'Cadastrar' })).toHaveCount(0);
  const menu = await openUserMenu(page);
  await expect(menu).toContainText(email);
  await expect(menu).toContainText('Sem assinatura ativa');
  await expect(menu.getByRole('menuitem', { name: 'Sair' })).toBeVisible();
  await page.keyboard.press('Escape');
  // The help opens; a subscribers' screen says where the plans are instead of asking to sign in again.
  await banner.getByRole('link', { name: 'Central de Ajuda' }).first().click();
  await expect(page.getByRole('heading', { name: 'Central de Ajuda', level: 1 })).toBeVisible();
  await page.goto('/hubs-aeroportos');
  await expect(page.getByRole('heading', { name: 'Você ainda não tem uma assinatura ativa' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hubs Aeroportuários' })).toHaveCount(0);
  await expect(page.getByLabel('Senha', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText('expirou');

  // An admin grants access: the open tab lets the account in when it comes back to it, without a new sign-in.
  const userId = await page.evaluate(() => JSON.parse(localStorage.getItem('subscription_user') ?? '{}').id as string);
  await setExpiry(request, userId, new Date(Date.now() + 30 * 86_400_000).toISOString());
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.getByRole('heading', { name: 'Hubs Aeroportuários' })).toBeVisible();
});

test('an expired subscriber sees the expiry message and no guarded screen', async ({ page, request }) => {
  const user = await createSubscriber(request, { expiresAt: new Date(Date.now() - 86_400_000).toISOString() });
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel('E-mail').fill(user.email);
  await main.getByLabel('Senha', { exact: true }).fill(user.password);
  await main.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(main.getByRole('alert')).toHaveText(EXPIRED);
  for (const path of ['/ajuda', '/perfil', '/hubs-aeroportos']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bússola das Passagens');
  }
  // Nothing is kept on the device, and the server refuses the data routes too, not just the screens.
  expect(await page.evaluate(() => localStorage.getItem('subscription_user'))).toBeNull();
  const login = await request.post('/api/login', { data: { email: user.email, password: user.password } });
  const token = ((await login.json()) as { user: { access_token: string } }).user.access_token;
  const res = await request.get('/api/profile', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(403);
  expect(((await res.json()) as { error: string }).error).toBe(EXPIRED);
});

test('profile: edit the name and traveller type', async ({ page, request }) => {
  const user = await createSubscriber(request, { fullName: 'Nome Antigo' });
  await signInByApi(page, user, '/perfil');
  await expect(page.getByLabel('E-mail')).toHaveValue(user.email);
  await page.getByLabel('Nome completo').fill('A');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Nome deve ter pelo menos 2 caracteres')).toBeVisible();
  await page.getByLabel('Nome completo').fill('Beatriz Nova');
  await page.getByRole('combobox', { name: 'Tipo de viajante' }).click();
  await page.getByRole('option', { name: 'Avançado' }).click();
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Perfil atualizado!').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu da conta de Beatriz Nova' })).toHaveText('BN');
  await page.reload();
  await expect(page.getByLabel('Nome completo')).toHaveValue('Beatriz Nova');
  await expect(page.getByRole('combobox', { name: 'Tipo de viajante' })).toHaveText('Avançado');
});
