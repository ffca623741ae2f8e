import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { test } from './fixtures';

// Against the real server: one 'Melhor opção', verdicts that say which cash fare they
// used, and fixed-table fares that claim no schedule.

test("/buscador: one 'Melhor opção', the rest 'Boa opção', verdicts against a named cash fare", async ({
  subscriberPage: page,
}) => {
  await page.goto('/buscador');
  await page.getByRole('form', { name: 'Buscar voos' }).getByRole('button', { name: 'Buscar voos' }).click();
  const best = page.getByRole('region', { name: 'Melhores Opções' });
  await expect(best.getByRole('article').first()).toContainText('Melhor opção');
  await expect(best.getByText('Melhor opção', { exact: true })).toHaveCount(1);
  const cards = await best.getByRole('article').count();
  await expect(best.getByText('Boa opção', { exact: true })).toHaveCount(cards - 1);

  await page.getByRole('tab', { name: 'Milhas' }).click();
  const miles = page.getByRole('tabpanel', { name: 'Milhas' });
  await expect(
    miles.getByText(/^Comparado com a tarifa em dinheiro (deste voo|mais barata do dia): R\$/).first(),
  ).toBeVisible();
  await expect(miles.getByText(/^'Use milhas' quando cada mil milhas rendem/)).toBeVisible();
});

test("/buscador-direto: a fixed-table fare says 'Tabela de referência — horários na emissão', not 'Direto'", async ({
  subscriberPage: page,
}) => {
  await page.goto('/buscador-direto');
  await page
    .getByRole('form', { name: /Buscar/ })
    .getByRole('button', { name: /Buscar/ })
    .first()
    .click();
  const reference = page.getByRole('article').filter({ hasText: 'Tabela de referência — horários na emissão' }).first();
  await expect(reference).toBeVisible();
  await expect(reference).not.toContainText('Direto');
  await expect(reference).not.toContainText('sem horário');
});

test('a saved card shows the cabin in pt-BR, the times and the flight number, and passes axe', async ({
  subscriberPage: page,
}) => {
  await page.getByRole('form', { name: 'Buscar voos' }).getByRole('button', { name: 'Buscar voos' }).click();
  await expect(page.getByText('Busca concluída').first()).toBeVisible();
  // A scheduled offer (the fixed table has no times).
  const card = page
    .getByRole('list', { name: 'Resultados' })
    .first()
    .getByRole('article')
    .filter({ hasNotText: 'Tabela de referência — horários na emissão' })
    .first();
  await card.getByRole('button', { name: 'Salvar' }).click();
  await expect(card.getByRole('button', { name: 'Salvo' })).toBeVisible();

  await page.goto('/favoritos');
  const saved = page.getByRole('list', { name: 'Voos salvos' }).getByRole('listitem').first();
  await expect(saved).toContainText('Econômica');
  await expect(saved).not.toContainText('ECONOMY');
  await expect(saved).toContainText(/\d{2}:\d{2} → \d{2}:\d{2}/);
  await expect(saved).toContainText(/\b[A-Z0-9]{2}\d{4}\b/);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
