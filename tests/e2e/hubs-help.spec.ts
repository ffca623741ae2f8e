import { expect, test } from '@playwright/test';
import { createSubscriber, signInByApi } from './helpers';

test.beforeEach(async ({ page, request }) => {
  const user = await createSubscriber(request);
  await signInByApi(page, user);
});

test('hubs: both tabs, and a card opens the award search from that airport', async ({ page }) => {
  await page.goto('/hubs-aeroportos');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('link', { name: /^Buscar voos saindo de/ })).toHaveCount(35);
  await page.getByRole('tab', { name: 'Hubs Brasileiros' }).click();
  await expect(panel.getByRole('link', { name: /^Buscar voos saindo de/ })).toHaveCount(12);
  await page.getByRole('link', { name: 'Buscar voos saindo de São Paulo (GRU)' }).click();
  await expect(page).toHaveURL(/\/busca-award\?origin=GRU$/);
});

test('help: accent-insensitive search, no-match text, password topic links to recovery', async ({ page }) => {
  await page.goto('/ajuda');
  const search = page.getByRole('searchbox', { name: 'Buscar na ajuda' });
  await search.fill('SÉNHA');
  await expect(page.getByRole('button', { name: 'Esqueci minha senha. Como recupero?' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await search.fill('passaporte marciano');
  await expect(page.getByText('Nenhum resultado encontrado para "passaporte marciano"')).toBeVisible();
  await page.getByRole('button', { name: 'Limpar busca' }).click();
  await search.fill('senha');
  await page.getByRole('link', { name: 'Recuperar minha senha' }).click();
  await expect(page).toHaveURL(/\/esqueci-senha$/);
  await expect(page.getByRole('button', { name: 'Enviar link de recuperação' })).toBeVisible();
});
