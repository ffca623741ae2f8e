// A day beyond a programme's booking window, on the live e2e server (tests/e2e/live-providers.ts: Seats.aero's
// routes list has GRU→LIS scanned 330 days ahead for Smiles, and nothing is sold past it): the search says when Smiles
// opens the day, and "Avisar quando abrir" makes a miles alert on that day that waits for the opening.
import { expect } from '@playwright/test';
import { test } from './fixtures';

test.use({ baseURL: process.env.E2E_LIVE_BASE_URL });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const ptBR = (iso: string) => iso.split('-').reverse().join('/');

test('a far day says when Smiles opens it, and an alert can wait for the opening', async ({ subscriberPage: page }) => {
  const day = inDays(340);
  await page.goto(`/?origem=GRU&destino=LIS&data=${day}`);
  await expect(page.getByText('Busca concluída').first()).toBeVisible();
  const opens = page.getByRole('list', { name: 'Reservas que ainda não abriram' });
  await expect(opens).toContainText(`Reservas da Smiles para ${ptBR(day)} abrem em 10 dias (${ptBR(inDays(10))})`);

  await opens.getByRole('button', { name: 'Avisar quando abrir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Avisar quando abrir' });
  await expect(dialog.getByLabel('De (opcional)')).toHaveValue(day);
  await expect(dialog.getByRole('checkbox', { name: 'Avisar quando abrir (reservas da Smiles)' })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Preço máximo' }).fill('60000');
  await dialog.getByRole('button', { name: 'Criar alerta' }).click();
  await expect(page.getByText('Alerta criado').first()).toBeVisible();

  await page.goto('/alertas');
  await expect(page.getByTestId('aviso-abertura')).toHaveText(
    'Avisar quando abrir: avisaremos no dia em que abrirem as reservas da Smiles.',
  );
});
