// One offer, one value in reais, on every screen that shows it: a subscriber with Smiles at R$ 17 in Minhas milhas,
// travelling as two, meets the live e2e server's Smiles award to LIS (tests/e2e/live-providers.ts: 45.000 milhas +
// US$ 56 of taxes per person, the dollar at the PTAX stand-in's last closing rate, R$ 5,35). The search card, the
// calendar's day, the award table, the saved flight and the alert's check give the same total for the two.
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';

test.use({ baseURL: process.env.E2E_LIVE_BASE_URL });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

// 45.000 × R$ 17 ÷ 1.000 = R$ 765,00 in miles, US$ 56 × 5,35 = R$ 299,60 in taxes: R$ 1.064,60 each.
const EACH = 'R$ 1.064,60';
const TOTAL = 'R$ 2.129,20';
const PARTY_TOTAL = `Total para 2 passageiros: 90.000 milhas + R$ 599,20 em taxas ≈ ${TOTAL}`;
const ALERT_VALUE = `≈ ${TOTAL} para 2 pessoas (${EACH} cada)`;

async function setSmilesMilheiro(page: Page) {
  await page.goto('/minhas-milhas');
  await page.getByRole('button', { name: 'Adicionar programa' }).click();
  const form = page.getByRole('form', { name: 'Adicionar programa' });
  await form.getByLabel('Programa').selectOption('SMILES');
  await form.getByLabel(/^Saldo/).fill('10000');
  await form.getByLabel(/^Meu milheiro/).fill('17');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form).toBeHidden();
  // The server values what it answers with the account's milheiro: wait until the row has reached it.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const token = JSON.parse(localStorage.getItem('subscription_user') ?? '{}').access_token as string;
        const res = await fetch('/api/wallet', { headers: { authorization: `Bearer ${token}` } });
        const { items } = (await res.json()) as { items: { program: string; milheiro: number | null }[] };
        return items.find((row) => row.program === 'SMILES')?.milheiro ?? null;
      }),
    )
    .toBe(17);
}

test('Smiles at R$ 17 for two, taxes in dollars: the same total on the search, calendar, award table, saved flight and alert', async ({
  subscriberPage: page,
}) => {
  const day = inDays(30);
  await setSmilesMilheiro(page);

  await page.goto(`/?origem=GRU&destino=LIS&data=${day}&passageiros=2`);
  await expect(page.getByText('Busca concluída').first()).toBeVisible();
  const card = page
    .getByRole('list', { name: 'Resultados' })
    .first()
    .getByRole('article', { name: /em milhas$/ })
    .filter({ hasText: 'Smiles' })
    .first();
  await expect(card).toContainText(PARTY_TOTAL);
  await expect(card).toContainText(/US\$ 56,00 \(≈ R\$ 299,60, cotação de \d{2}\/\d{2}\) em taxas/);
  await expect(card).toContainText(`aproximadamente ${EACH} com seu milheiro de R$ 17,00`);

  await card.getByRole('button', { name: 'Salvar' }).click();
  await expect(card.getByText('Salvo')).toBeVisible();
  await card.getByRole('button', { name: 'Criar alerta' }).click();
  const alertForm = page.getByRole('form', { name: 'Novo alerta de preço' });
  await alertForm.getByRole('button', { name: /Criar alerta/ }).click();
  await expect(page.getByText('Alerta criado', { exact: true })).toBeVisible();

  await page.goto(`/calendario?origem=GRU&destino=LIS&de=${day}&ate=${inDays(36)}&passageiros=2`);
  await expect(page.getByRole('table', { name: /Calendário de GRU para LIS/ })).toBeVisible();
  await page.getByText('Lista dos dias, com todos os detalhes').click();
  await expect(page.getByRole('group').filter({ hasText: 'Lista dos dias' })).toContainText(ALERT_VALUE);

  await page.goto('/busca-award?origin=GRU&destination=LIS');
  const awardForm = page.getByRole('form', { name: 'Buscar tarifas award' });
  await awardForm.getByRole('combobox', { name: 'Passageiros' }).selectOption('2');
  await awardForm.getByRole('checkbox', { name: 'LATAM Pass' }).click();
  await awardForm.getByRole('checkbox', { name: 'Azul Fidelidade' }).click();
  await awardForm.getByRole('button', { name: 'Buscar' }).click();
  const table = page.getByRole('table', { name: 'Tarifas award' });
  await expect(table.getByRole('row').filter({ hasText: 'Smiles' }).first()).toContainText(PARTY_TOTAL);

  await page.goto('/favoritos');
  await expect(page.getByLabel('GRU para LIS')).toContainText(PARTY_TOTAL);

  await page.goto('/alertas');
  const alert = page.getByRole('listitem', { name: 'Alerta GRU → LIS' });
  await alert.getByRole('button', { name: 'Verificar agora GRU → LIS' }).click();
  await expect(alert.getByTestId('ultima-verificacao')).toContainText(ALERT_VALUE);
});
