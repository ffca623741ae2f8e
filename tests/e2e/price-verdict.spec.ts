// "Bom preço?" on the live e2e server (its SerpApi is the loopback stand-in, tests/e2e/live-providers.ts, whose
// recorded reply carries Google's price_insights: typical R$ 2.400–3.600 and four days of history). A cash result
// card shows its verdict in words and colour, and 'Detalhes' opens 'Detalhes do Voo' with the 90-day chart.
import { expect } from '@playwright/test';
import { test } from './fixtures';

test.use({ baseURL: process.env.E2E_LIVE_BASE_URL });

test("a cash result shows 'Normal' with Google's range, and its chart in 'Detalhes do Voo'", async ({
  subscriberPage: page,
}) => {
  const form = page.getByRole('form', { name: 'Buscar voos' });
  await form.getByLabel('Tipo de viagem').selectOption('ONE_WAY');
  await form.getByRole('button', { name: 'Buscar voos' }).click();
  await expect(page.getByText('Busca concluída').first()).toBeVisible();

  const results = page.getByRole('list', { name: 'Resultados' }).first();
  const card = results
    .getByRole('article', { name: /em reais$/ })
    .filter({ hasText: 'R$ 2.589,00' })
    .first();
  const verdict = card.getByTestId('price-verdict');
  await expect(verdict).toContainText('Normal');
  await expect(verdict).toContainText('R$ 2.589,00 — dentro do normal nesta rota (típico R$ 2.400,00–R$ 3.600,00)');
  await expect(verdict).toContainText('Fonte: Google Flights.');

  await verdict.getByRole('button', { name: 'Detalhes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Detalhes do Voo' });
  await expect(dialog.getByRole('heading', { name: 'Bom preço? Normal' })).toBeVisible();
  const chart = dialog.getByRole('img', { name: /^Histórico de preços em reais: menor preço de 4 dia\(s\)/ });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAttribute('aria-label', /faixa típica R\$ 2\.400,00–R\$ 3\.600,00\.$/);
  // Readable on a phone: the chart fits the dialog's width.
  const box = await chart.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(200);
});

test("an award card says its miles against the programme's month, and 'histórico insuficiente' with little history", async ({
  subscriberPage: page,
}) => {
  const form = page.getByRole('form', { name: 'Buscar voos' });
  await form.getByLabel('Tipo de viagem').selectOption('ONE_WAY');
  await form.getByRole('button', { name: 'Buscar voos' }).click();
  await expect(page.getByText('Busca concluída').first()).toBeVisible();

  // The stand-in's award (45.000 milhas) was seen today only: one day is no history to call it good or bad.
  const card = page
    .getByRole('list', { name: 'Resultados' })
    .first()
    .getByRole('article', { name: /em milhas$/ })
    .filter({ hasText: '45.000' })
    .first();
  const verdict = card.getByTestId('price-verdict');
  await expect(verdict).toContainText('histórico insuficiente');
  await expect(verdict).toContainText(
    /45\.000 milhas (Azul Fidelidade|Smiles|LATAM Pass|Virgin Atlantic) GRU–MIA: histórico insuficiente em \p{L}+ \(\d+ observaç(ão|ões)\)/u,
  );
});
