import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page } from '@playwright/test';
import { formatDate } from '../../core/format/dates';
import { addDaysIso, todayIsoDate } from '../../core/schemas/search';
import { test } from './fixtures';
import { serverPull, waitForServiceWorkerControl } from './helpers';

// Expiry by lot on a phone (390x844): offline, a traveller adds Livelo and three lots to it on /minhas-milhas; the
// programme says what expires first and what expires within 90 days, the page does not scroll sideways and passes
// axe with the lots and their form open, a reload offline still shows them, and the lots reach the server once the
// network is back. A Smiles lot 20 days from expiring opens its plan offline: the paid extension (cost to confirm on
// Smiles' site) before letting it expire, in reais at the traveller's milheiro.

const PHONE = { width: 390, height: 844 };
/** Days from Brasília's today, as the screen counts them. */
const today = todayIsoDate('America/Sao_Paulo');
const inDays = (n: number) => addDaysIso(today, n);

test.use({ viewport: PHONE });

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

async function addLot(page: Page, amount: string, expiresOn: string, unit: 'pontos' | 'milhas' = 'pontos') {
  await page.getByRole('button', { name: 'Adicionar lote' }).click();
  const form = page.getByRole('form', { name: 'Adicionar lote' });
  await form.getByLabel(`Quantidade (${unit})`).fill(amount);
  await form.getByLabel('Expira em').fill(expiresOn);
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form).toBeHidden();
}

/** Minhas milhas, offline once the service worker controls the page, with one programme added there. */
async function addProgrammeOffline(
  page: Page,
  context: BrowserContext,
  program: string,
  balance: string,
  milheiro?: string,
) {
  await page.goto('/minhas-milhas');
  await expect(page.getByRole('heading', { level: 1, name: 'Minhas milhas' })).toBeVisible();
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);

  await page.getByRole('button', { name: 'Adicionar programa' }).click();
  const programme = page.getByRole('form', { name: 'Adicionar programa' });
  await programme.getByLabel('Programa').selectOption(program);
  await programme.getByLabel(/^Saldo/).fill(balance);
  if (milheiro) await programme.getByLabel(/^Meu milheiro/).fill(milheiro);
  await programme.getByRole('button', { name: 'Salvar' }).click();
  await expect(programme).toBeHidden();
}

test('lots added offline on a phone show "Expira em" and the 90-day total, then reach the server', {
  tag: '@full-browser',
}, async ({ subscriberPage: page, context }) => {
  await addProgrammeOffline(page, context, 'LIVELO', '40.000');

  const livelo = page.getByRole('list', { name: 'Meus programas' }).getByRole('listitem').filter({ hasText: 'Livelo' });
  await livelo.getByRole('button', { name: 'Validades (0)' }).click();
  // The rule and its source are on the form before anything is typed.
  await livelo.getByRole('button', { name: 'Adicionar lote' }).click();
  await expect(livelo.getByRole('form', { name: 'Adicionar lote' })).toContainText(
    'Não expira enquanto você estiver no Clube Livelo.',
  );
  await livelo.getByRole('form', { name: 'Adicionar lote' }).getByRole('button', { name: 'Cancelar' }).click();
  await addLot(page, '8.000', inDays(60));
  await addLot(page, '12.000', inDays(20));
  await addLot(page, '5.000', inDays(200));

  await expect(livelo).toContainText(`Expira em ${formatDate(inDays(20))}: 12.000 pontos`);
  await expect(livelo).toContainText('Nos próximos 90 dias: 20.000 pontos');
  await expect(livelo.getByRole('list', { name: 'Lotes de Livelo' }).getByRole('listitem')).toHaveCount(3);
  await expectNoSidewaysScroll(page);
  // The open lot list and the form's rule and source pass axe too.
  await livelo.getByRole('button', { name: 'Adicionar lote' }).click();
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);

  await page.reload();
  await expect(livelo).toContainText(`Expira em ${formatDate(inDays(20))}: 12.000 pontos`);

  await context.setOffline(false);
  // The outbox sends the programme, then each lot in the order it was written.
  await expect
    .poll(async () =>
      (await serverPull<{ amount: number; expires_on: string }>(page, '/api/wallet-lots'))
        .map((l) => `${l.amount} ${l.expires_on}`)
        .sort(),
    )
    .toEqual([`12000 ${inDays(20)}`, `5000 ${inDays(200)}`, `8000 ${inDays(60)}`]);
  await expect(page.getByText('Aguardando sincronização')).toHaveCount(0);
});

test('offline on a phone, a Smiles lot expiring in 20 days opens its plan: paid extension at a cost to confirm, then expiring', {
  tag: '@full-browser',
}, async ({ subscriberPage: page, context }) => {
  await addProgrammeOffline(page, context, 'SMILES', '30.000', '18');

  const smiles = page.getByRole('list', { name: 'Meus programas' }).getByRole('listitem').filter({ hasText: 'Smiles' });
  await smiles.getByRole('button', { name: 'Validades (0)' }).click();
  await addLot(page, '20.000', inDays(20), 'milhas');

  await smiles.getByRole('button', { name: 'Plano para o que expira' }).click();
  const plan = page.getByRole('region', { name: 'Plano para o que expira: Smiles' });
  await expect(
    plan.getByRole('heading', { name: `20.000 milhas expiram em ${formatDate(inDays(20))} (em 20 dias)` }),
  ).toBeVisible();
  const options = plan.getByRole('listitem');
  await expect(options).toHaveCount(2);
  await expect(options.first()).toContainText('Prorrogar (pago)Melhor opção');
  await expect(options.first()).toContainText('Custo a confirmar no site da Smiles.');
  await expect(options.first()).toContainText('Mantém até R$ 360,00 menos o custo da prorrogação.');
  await expect(options.last()).toContainText('Deixar expirar');
  await expect(options.last()).toContainText('Mantém R$ 0,00 · perde R$ 360,00');
  await expect(options.last()).toContainText('seu milheiro R$ 18,00');
  await expectNoSidewaysScroll(page);
  const axe = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
});
