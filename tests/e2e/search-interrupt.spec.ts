import { expect } from '@playwright/test';
import { test } from './fixtures';

// 'Interromper Busca' works in every phase, including while POST /api/search/async is still on its way.
test('interrupting a search that is still starting stops it: no results, no "Busca iniciada", no "Busca concluída"', async ({
  subscriberPage: page,
}) => {
  // The server creates the search; its reply is held until the user has pressed 'Interromper Busca'.
  let interrupted: () => void = () => undefined;
  const interruptPressed = new Promise<void>((resolve) => {
    interrupted = resolve;
  });
  let delivered: () => void = () => undefined;
  const replyDelivered = new Promise<void>((resolve) => {
    delivered = resolve;
  });
  await page.route('**/api/search/async', async (route) => {
    const response = await route.fetch();
    await interruptPressed;
    await route.fulfill({ response }).catch(() => undefined);
    delivered();
  });

  await page.getByRole('form', { name: 'Buscar voos' }).getByRole('button', { name: 'Buscar voos' }).click();
  await page.getByRole('button', { name: 'Interromper Busca' }).click();
  await expect(page.getByText('Busca interrompida', { exact: true })).toBeVisible();

  interrupted();
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
