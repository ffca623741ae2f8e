import { expect, test } from '@playwright/test';
import { createSubscriber, signInByApi } from './helpers';

test.beforeEach(async ({ page, request }) => {
  const user = await createSubscriber(request);
  await signInByApi(page, user);
});

test('hubs: an international card searches from Brazil to that hub; a Brazilian one, from it', async ({ page }) => {
  await page.goto('/hubs-aeroportos');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('link', { name: /^Buscar voos para/ })).toHaveCount(35);
  await page.getByRole('link', { name: 'Buscar voos para Miami (MIA)' }).click();
  await expect(page).toHaveURL(/\/busca-award\?origem=GRU&destino=MIA$/);
  await expect(page.getByLabel('Origem')).toHaveValue('GRU');
  await expect(page.getByLabel('Destino')).toHaveValue('MIA');
  await page.goBack();
  await page.getByRole('tab', { name: 'Hubs Brasileiros' }).click();
  await expect(panel.getByRole('link', { name: /^Buscar voos saindo de/ })).toHaveCount(12);
  await page.getByRole('link', { name: 'Buscar voos saindo de São Paulo (GRU)' }).click();
  await expect(page).toHaveURL(/\/busca-award\?origem=GRU&destino=MIA$/);
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
