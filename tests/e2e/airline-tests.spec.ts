import { expect, test } from '@playwright/test';
import { ADMIN, signInByApi } from './helpers';
import { budget } from './time-budget';

// The e2e server runs with no airline upstream and no Seats.aero key: the test routes answer their labelled
// contingency sample, Seats.aero says "não configurado", and the live search has no smiles_api source.
// One sign-in for the four pages (the server allows 5 login attempts a minute per e-mail).
test('airline test pages: LATAM, VoeGol, Smiles and the API tester against the real server', async ({ page }) => {
  // Four pages, each searching against the server: three times an ordinary test's budget.
  test.slow();
  await signInByApi(page, ADMIN);

  await test.step('/teste-latam shows both legs of the contingency sample, flagged', async () => {
    await page.goto('/teste-latam');
    await expect(page.getByRole('heading', { level: 1, name: 'Teste da API da LATAM' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Resultados' })).toBeDisabled();
    const form = page.getByRole('form', { name: 'Buscar voos LATAM' });
    await expect(form.getByLabel('Origem')).toHaveValue('GRU');
    await expect(form.getByLabel('Destino')).toHaveValue('CNF');
    await form.getByRole('button', { name: 'Buscar voos' }).click();

    await expect(page.getByRole('tab', { name: 'Resultados (4)' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Dados de contingência', { exact: true })).toBeVisible();
    await expect(page.getByText(/A API LATAM não está configurada neste servidor/)).toBeVisible();
    const outbound = page.getByRole('list', { name: 'Voos de ida' }).getByRole('listitem');
    await expect(outbound).toHaveCount(2);
    await expect(outbound.first()).toContainText('07:15');
    await expect(outbound.first()).toContainText('Direto');
    await expect(outbound.first()).toContainText('R$ 489,90');
    await expect(outbound.nth(1)).toContainText('1 escala: BSB');
    await expect(page.getByRole('list', { name: 'Voos de volta' }).getByRole('listitem')).toHaveCount(2);

    await page.getByRole('button', { name: 'Nova Busca' }).click();
    await form.getByLabel('Origem').fill('GRU');
    await form.getByLabel('Destino').fill('GRU');
    await form.getByRole('button', { name: 'Buscar voos' }).click();
    await expect(form.getByText('Destino deve ser diferente da origem')).toBeVisible();
  });

  await test.step('/teste-voegol asks for the test data and shows counts, flights and the raw JSON', async () => {
    await page.goto('/teste-voegol');
    await expect(page.getByRole('tab', { name: 'Formulário' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('checkbox', { name: 'Usar dados de teste' })).toBeChecked();
    await page.getByRole('form', { name: 'Buscar voos VoeGol' }).getByRole('button', { name: 'Buscar' }).click();

    await expect(page.getByRole('tab', { name: 'Resultados' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Voos de ida: 2' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Voos de volta: 2' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Voos de ida' }).getByRole('listitem').first()).toContainText(
      'GOL (amostra)',
    );
    await expect(page.getByRole('alert').getByText(/Dados de teste solicitados/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Resposta completa (JSON)' })).toContainText(
      '"_utilizandoDadosContingencia": true',
    );
  });

  await test.step('/teste-smiles runs the fixed search and says when no smiles_api result came', async () => {
    await page.goto('/teste-smiles');
    await expect(page.getByText('A busca pode levar até 2 minutos.')).toBeVisible();
    await expect(page.getByText('GRU → MIA, ida e volta')).toBeVisible();
    await expect(page.getByRole('link', { name: /^https:\/\/www\.smiles\.com\.br\// }).first()).toHaveAttribute(
      'target',
      '_blank',
    );
    await page.getByRole('button', { name: 'Iniciar busca Smiles' }).click();

    const progress = page.getByRole('region', { name: 'Andamento da busca' });
    await expect(progress.getByText('Busca completa.')).toBeVisible({ timeout: budget(60_000) });
    await expect(progress.getByText(/^[0-9a-f-]{36}$/i)).toBeVisible();
    await expect(page.getByText('Nenhum resultado da Smiles', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Iniciar busca Smiles' })).toBeEnabled();
  });

  await test.step('/api-tester times a call, shows its status, flights and full reply, and its errors', async () => {
    await page.goto('/api-tester');
    await expect(page.getByRole('heading', { level: 1, name: 'Testador de APIs' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Testar API' });
    await form.getByRole('radio', { name: /^LATAM/ }).check();
    await form.getByRole('button', { name: 'Testar API' }).click();

    const result = page.getByRole('region', { name: 'Resultado do teste' });
    await expect(result.getByText('HTTP 200')).toBeVisible();
    await expect(result.getByText(/^\d+ ms$/)).toBeVisible();
    await expect(result.getByText('Dados de contingência', { exact: true })).toBeVisible();
    await expect(result.getByRole('tab', { name: 'Voos de Ida (2)' })).toHaveAttribute('aria-selected', 'true');
    await expect(result.getByRole('table', { name: 'Voos de Ida' }).getByRole('row')).toHaveCount(3);
    await result.getByRole('tab', { name: 'Resposta Completa' }).click();
    await expect(result.getByRole('region', { name: 'Resposta Completa (JSON)' })).toContainText(
      '"fonte": "latam_api"',
    );

    await form.getByRole('radio', { name: /^Seats\.aero/ }).check();
    await form.getByRole('button', { name: 'Testar API' }).click();
    await expect(result.getByText('Erro ao testar API: Seats.aero não configurado.')).toBeVisible();
    await expect(result.getByText('HTTP 503')).toBeVisible();
  });
});
