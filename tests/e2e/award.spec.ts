import { expect, test } from '@playwright/test';
import { createSubscriber, signInByApi } from './helpers';

test('award search from a hub card falls back to the fixed table, labelled, when Seats.aero is not configured', async ({
  page,
  request,
}) => {
  const user = await createSubscriber(request);
  await signInByApi(page, user);
  await page.goto('/hubs-aeroportos');
  // An international hub is where a traveller in Brazil flies to: GRU → MIA, never MIA → MIA.
  await page.getByRole('link', { name: 'Buscar voos para Miami (MIA)' }).click();
  await expect(page).toHaveURL(/\/busca-award\?origem=GRU&destino=MIA$/);

  const form = page.getByRole('form', { name: 'Buscar tarifas award' });
  await expect(form.getByLabel('Origem')).toHaveValue('GRU');
  await expect(form.getByLabel('Destino')).toHaveValue('MIA');
  await form.getByRole('button', { name: 'Buscar' }).click();

  // Nothing is down: this server has no Seats.aero key, and the notice says so per programme.
  await expect(page.getByText('Fonte ao vivo não configurada')).toBeVisible();
  await expect(page.getByText('Smiles: não configurado neste servidor')).toBeVisible();
  await expect(page.getByText('Servidores de busca temporariamente indisponíveis')).toHaveCount(0);
  const table = page.getByRole('table', { name: 'Tarifas award' });
  await expect(table.getByRole('row').nth(1)).toContainText('Tabela de referência');
  await expect(table).toContainText(/aproximadamente R\$/);
  await table
    .getByRole('button', { name: /Detalhes/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Detalhes do Voo' });
  await expect(dialog).toBeVisible();

  // A fixed-table fare is issued on request: its summary page carries the route and the table's miles.
  await dialog.getByRole('link', { name: 'Resumo da emissão' }).click();
  await expect(page).toHaveURL(/\/emissao-tabela-fixa-latam\?origem=GRU&destino=MIA/);
  await expect(page.getByRole('heading', { level: 1, name: 'Resumo da Emissão' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(/\d{1,3}(\.\d{3})+ milhas/);
  await expect(page.getByRole('link', { name: 'Solicitar Emissão via WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\?text=.*MIA/,
  );
});
