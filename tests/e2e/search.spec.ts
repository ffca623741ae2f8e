import { expect } from '@playwright/test';
import { test } from './fixtures';

test('a subscriber searches GRU→MIA and sees cash and miles stream in, valued in R$, then searches again', async ({
  subscriberPage: page,
}) => {
  await expect(page.getByRole('heading', { name: 'Buscador Inteligente' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Resultados' })).toBeDisabled();

  const form = page.getByRole('form', { name: 'Buscar voos' });
  await expect(form.getByRole('combobox', { name: 'Origem' })).toHaveValue(/\(GRU\)/);
  await expect(form.getByRole('combobox', { name: 'Destino' })).toHaveValue(/\(MIA\)/);
  await form.getByRole('button', { name: 'Buscar voos' }).click();

  const results = page.getByRole('list', { name: 'Resultados' }).first();
  await expect(results.getByRole('article').first()).toBeVisible();
  await expect(page.getByText('Busca concluída').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Dinheiro \(\d+\)$/ })).toBeVisible();

  // Cash fares in reais, miles offers with their value in reais, and the best value marked first.
  await expect(results.getByRole('article', { name: /em reais$/ }).first()).toContainText(/R\$ \d/);
  const miles = results.getByRole('article', { name: /em milhas$/ }).first();
  await expect(miles).toContainText(/milhas/);
  await expect(miles).toContainText(/aproximadamente R\$ /);
  await expect(results.getByRole('article').first()).toContainText('Melhor opção');
  await expect(results.getByText('Demonstração').first()).toBeVisible();

  await page.getByRole('button', { name: /^Milhas \(\d+\)$/ }).click();
  await expect(results.getByRole('article', { name: /em reais$/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Nova Busca' }).click();
  await form.getByRole('combobox', { name: 'Destino' }).fill('lisb');
  await page.getByRole('option', { name: /\(LIS\)/ }).click();
  await expect(form.getByRole('combobox', { name: 'Destino' })).toHaveValue(/Lisboa \(LIS\)/);
  await form.getByLabel('Tipo de viagem').selectOption('ROUND_TRIP');
  await form.getByRole('button', { name: 'Buscar voos' }).click();
  await expect(page.getByText('Busca concluída').first()).toBeVisible();
  await page.getByRole('tab', { name: /^Volta \(\d+\)$/ }).click();
  await expect(page.getByRole('tabpanel').getByRole('article').first()).toContainText('LIS');

  // Back on 'Busca' the form still holds GRU → LIS: changing only the date searches Lisbon again, not Miami.
  await page.getByRole('tab', { name: 'Busca', exact: true }).click();
  await expect(form.getByRole('combobox', { name: 'Destino' })).toHaveValue(/Lisboa \(LIS\)/);
  await form.getByLabel('Tipo de viagem').selectOption('ONE_WAY');
  const date = form.getByLabel('Data de ida');
  const later = new Date(`${await date.inputValue()}T12:00:00Z`);
  later.setUTCDate(later.getUTCDate() + 3);
  await date.fill(later.toISOString().slice(0, 10));
  await form.getByRole('button', { name: 'Buscar voos' }).click();
  await expect(page.getByRole('tab', { name: /^Resultados \(\d+\)$/, selected: true })).toBeVisible();
  await expect(results.getByRole('article').first()).toContainText('LIS');
  await expect(results.getByRole('article', { name: /MIA/ })).toHaveCount(0);
});

test('the form refuses a search it cannot run, in pt-BR', async ({ subscriberPage: page }) => {
  const form = page.getByRole('form', { name: 'Buscar voos' });
  await form.getByRole('combobox', { name: 'Origem' }).fill('');
  await form.getByRole('combobox', { name: 'Destino' }).fill('GRU');
  await form.getByRole('button', { name: 'Buscar voos' }).click();
  await expect(form.getByText('Origem é obrigatória')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Resultados' })).toBeDisabled();
});

test('/buscador answers at once: Melhores Opções, Passagens (R$) and Milhas', async ({ subscriberPage: page }) => {
  await page.goto('/buscador');
  await expect(page.getByRole('tab', { name: 'Resultados' })).toBeDisabled();
  await page.getByRole('form', { name: 'Buscar voos' }).getByRole('button', { name: 'Buscar voos' }).click();
  await expect(page.getByRole('heading', { name: 'Melhores Opções' })).toBeVisible();
  await expect(page.getByRole('article').first()).toContainText('Melhor opção');
  await page.getByRole('tab', { name: 'Passagens (R$)' }).click();
  const cash = page.getByRole('tabpanel', { name: 'Passagens (R$)' });
  await expect(cash.getByRole('article', { name: /em reais$/ }).first()).toBeVisible();
  await expect(cash.getByRole('article', { name: /em milhas$/ })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Milhas' }).click();
  await expect(
    page
      .getByRole('tabpanel', { name: 'Milhas' })
      .getByText(/aproximadamente R\$/)
      .first(),
  ).toBeVisible();
});
