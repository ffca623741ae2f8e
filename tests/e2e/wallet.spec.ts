import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { ADMIN, serverPull, signInByApi } from './helpers';

// "Minhas milhas": what is written offline reaches the account's other devices once the network is back, the
// admin's bonus campaign shows to subscribers, and the screen passes axe at both widths without sideways scroll.

const PATH = '/minhas-milhas';

async function openWallet(page: Page) {
  await page.goto(PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Minhas milhas' })).toBeVisible();
}

async function addProgramme(page: Page, program: string, balance: string, milheiro = '') {
  await page.getByRole('button', { name: 'Adicionar programa' }).click();
  const form = page.getByRole('form', { name: 'Adicionar programa' });
  await form.getByLabel('Programa').selectOption(program);
  await form.getByLabel(/^Saldo/).fill(balance);
  if (milheiro) await form.getByLabel(/^Meu milheiro \(R\$ por 1\.000 (milhas|pontos)\)$/).fill(milheiro);
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form).toBeHidden();
}

async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations.map((v) => `${v.id} (${v.impact ?? '?'}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

test('balances and milheiro set offline reach the server once and show on a second device', {
  tag: '@full-browser',
}, async ({ browser, baseURL, subscriber }) => {
  const contexts: BrowserContext[] = [];
  const device = async () => {
    const context = await browser.newContext({ baseURL });
    contexts.push(context);
    const page = await context.newPage();
    await signInByApi(page, subscriber);
    await openWallet(page);
    return { context, page };
  };
  const phone = await device();
  await phone.context.setOffline(true);
  await addProgramme(phone.page, 'SMILES', '45.000', '17,50');
  await addProgramme(phone.page, 'LIVELO', '120.000');
  const mine = phone.page.getByRole('list', { name: 'Meus programas' });
  await expect(mine.getByRole('listitem')).toHaveCount(2);
  await expect(mine).toContainText('45.000 milhas');
  await expect(mine).toContainText('R$ 17,50 por 1.000 milhas');
  // No milheiro of their own for Livelo: the reference value, said to be one.
  await expect(mine).toContainText('R$ 30,00 por 1.000 pontos (valor de referência (estimativa))');
  await expect(mine.getByText('Aguardando sincronização')).toHaveCount(2);

  await phone.context.setOffline(false);
  await expect(mine.getByText('Aguardando sincronização')).toHaveCount(0);
  const kept = await serverPull<{ program: string; balance: number; milheiro: number | null }>(
    phone.page,
    '/api/wallet',
  );
  expect(kept.map((r) => `${r.program} ${r.balance} ${r.milheiro}`).sort()).toEqual([
    'LIVELO 120000 null',
    'SMILES 45000 17.5',
  ]);

  const laptop = await device();
  const theirs = laptop.page.getByRole('list', { name: 'Meus programas' });
  await expect(theirs.getByRole('listitem')).toHaveCount(2);
  await expect(theirs.getByRole('listitem').filter({ hasText: 'Smiles' })).toContainText('45.000 milhas');
  await expect(theirs.getByRole('listitem').filter({ hasText: 'Livelo' })).toContainText('120.000 pontos');
  for (const context of contexts) await context.close();
});

test('a campaign the admin creates in the panel shows under "Bônus de transferência ativos"', async ({
  browser,
  baseURL,
  subscriberPage,
}) => {
  // Runs share the server: this run's campaign is the one with this club.
  const club = `Clube e2e ${Date.now()}`;
  const admin = await (await browser.newContext({ baseURL })).newPage();
  await signInByApi(admin, ADMIN, '/painel-controle-sistema');
  await admin.getByRole('button', { name: 'Nova campanha' }).click();
  const form = admin.getByRole('form', { name: 'Nova campanha' });
  await form.getByLabel('De (pontos)').selectOption('ESFERA');
  await form.getByLabel('Para (companhia)').selectOption('LATAM_PASS');
  await form.getByLabel('Bônus para todos (%)').fill('90');
  await form.getByRole('button', { name: 'Adicionar categoria' }).click();
  await form.getByLabel('Categoria 1', { exact: true }).fill(club);
  await form.getByLabel('Bônus da categoria 1 (%)').fill('110');
  await form.getByLabel('Observações (opcional)').fill('Cadastro prévio obrigatório.');
  await form.getByRole('button', { name: 'Criar campanha' }).click();
  await expect(form).toBeHidden();

  await openWallet(subscriberPage);
  const campaigns = subscriberPage.getByRole('list', { name: 'Campanhas de bônus ativas' });
  const ours = campaigns.getByRole('listitem').filter({ hasText: club }).first();
  await expect(ours).toContainText('Esfera → LATAM Pass');
  await expect(ours).toContainText('90% de bônus');
  await expect(ours).toContainText(`${club}: 110%`);
  await expect(ours).toContainText('Cadastro prévio obrigatório.');

  // Ended, it leaves the subscribers' list.
  const listed = admin
    .getByRole('list', { name: 'Campanhas de bônus' })
    .getByRole('listitem')
    .filter({ hasText: club });
  await listed.getByRole('button', { name: /^Encerrar campanha/ }).click();
  await admin.getByRole('alertdialog', { name: 'Encerrar campanha' }).getByRole('button', { name: 'Encerrar' }).click();
  await expect(listed).toContainText('Encerrada');
  await subscriberPage.reload();
  await expect(subscriberPage.getByRole('heading', { level: 2, name: 'Bônus de transferência ativos' })).toBeVisible();
  await expect(subscriberPage.getByText(club)).toHaveCount(0);
  await admin.context().close();
});

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`${PATH} passes axe with a programme, an alert and the calculator (${viewport.name}), no sideways scroll`, async ({
    subscriberPage: page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await openWallet(page);
    await addProgramme(page, 'AZUL', '8.000', '18');
    await page.getByRole('button', { name: 'Criar alerta de bônus' }).click();
    await expect(page.getByRole('list', { name: 'Alertas de bônus' })).toContainText('Livelo → Smiles · bônus ≥ 80%');
    await expect(page.getByText('Milheiro efetivo: R$ 17,50 por 1.000 milhas')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Bônus de transferência ativos' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.getByRole('button', { name: 'Remover Azul Fidelidade' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Remover programa' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
