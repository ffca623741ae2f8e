import { expect } from '@playwright/test';
import { test } from './fixtures';

// 'Interromper Busca' works in every phase, including while POST /api/search/async is still on its way.
test('interrupting a search that is still starting stops it: no results, no "Busca iniciada", no "Busca concluída"', async ({
  subscriberPage: page,
}) => {
  // 1.5 s of added latency on the POST: the server creates the search, its reply reaches the page late.
  let delivered: () => void = () => undefined;
  const replyDelivered = new Promise<void>((resolve) => {
    delivered = resolve;
  });
  await page.route('**/api/search/async', async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fulfill({ response }).catch(() => undefined);
    delivered();
  });

  await page.getByRole('form', { name: 'Buscar voos' }).getByRole('button', { name: 'Buscar voos' }).click();
  await page.getByRole('button', { name: 'Interromper Busca' }).click();
  await expect(page.getByText('Busca interrompida', { exact: true })).toBeVisible();

  await replyDelivered;
  // A search that went on would open its socket right after the reply: none may open.
  const socket = await page.waitForEvent('websocket', { timeout: 2000 }).catch(() => null);
  expect(socket).toBeNull();
  await expect(page.getByText('Busca iniciada', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Busca concluída', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Busca interrompida', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Resultados' }).getByRole('article')).toHaveCount(0);

  // The next search runs normally.
  await page.unroute('**/api/search/async');
  await page.getByRole('button', { name: 'Nova Busca' }).click();
  await page.getByRole('form', { name: 'Buscar voos' }).getByRole('button', { name: 'Buscar voos' }).click();
  await expect(page.getByText('Busca concluída', { exact: true })).toBeVisible();
});
