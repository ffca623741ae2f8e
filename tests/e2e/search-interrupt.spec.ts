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
  // Every search socket the page opens, and the searches it subscribes to: a search that went on after the
  // interruption would open its own, for the first search's id, before the user starts the next one.
  const sockets: { openedBeforeNextSearch: boolean; subscribed: string[] }[] = [];
  let nextSearchStarted = false;
  page.on('websocket', (ws) => {
    const socket = { openedBeforeNextSearch: !nextSearchStarted, subscribed: [] as string[] };
    sockets.push(socket);
    ws.on('framesent', ({ payload }) => socket.subscribed.push(String(payload)));
  });
  let firstSearchId = '';
  await page.route('**/api/search/async', async (route) => {
    const response = await route.fetch();
    firstSearchId ||= ((await response.json()) as { searchId?: string }).searchId ?? '';
    await interruptPressed;
    await route.fulfill({ response }).catch(() => undefined);
    delivered();
  });

  await page.getByRole('form', { name: 'Buscar voos' }).getByRole('button', { name: 'Buscar voos' }).click();
  await page.getByRole('button', { name: 'Interromper Busca' }).click();
  await expect(page.getByText('Busca interrompida', { exact: true })).toBeVisible();

  interrupted();
  await replyDelivered;
  expect(firstSearchId).not.toBe('');
  await expect(page.getByText('Busca iniciada', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Busca concluída', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Busca interrompida', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Resultados' }).getByRole('article')).toHaveCount(0);

  // The next search runs normally.
  await page.unroute('**/api/search/async');
  await page.getByRole('button', { name: 'Nova Busca' }).click();
  nextSearchStarted = true;
  await page.getByRole('form', { name: 'Buscar voos' }).getByRole('button', { name: 'Buscar voos' }).click();
  await expect(page.getByText('Busca concluída', { exact: true })).toBeVisible();
  // The interrupted search never opened a socket, before the next search or since: the one socket is the next's.
  expect(sockets.map((socket) => socket.openedBeforeNextSearch)).toEqual([false]);
  expect(sockets[0]?.subscribed.join('\n')).not.toContain(firstSearchId);
  expect(sockets[0]?.subscribed.join('\n')).toContain('"subscribe"');
});
