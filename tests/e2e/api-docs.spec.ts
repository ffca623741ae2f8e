import { expect, test } from '@playwright/test';

// The API reference is public, served whole by this server (no CDN: the machine may be offline), and runs
// under its own CSP: a script or style the CSP blocks would show here as a console error.
test('/api/docs shows the API reference with its routes, nothing blocked', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (
      !request.url().startsWith(new URL(page.url() || 'http://127.0.0.1').origin) &&
      !request.url().startsWith('data:')
    )
      foreign.push(request.url());
  });

  await page.goto('/api/docs');
  await expect(page.getByText('API da Bússola das Passagens').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Inicia uma busca (os resultados chegam pelo WebSocket /ws)').first()).toBeAttached();
  await expect(page.getByText('Entra com e-mail e senha').first()).toBeAttached();
  // A route still declared next to app.ts is there too.
  await expect(page.getByText('Desliga um alerta pelo link do e-mail (sem sessão)').first()).toBeAttached();
  expect(problems.filter((p) => /Content Security Policy|Refused to/i.test(p))).toEqual([]);
  expect(foreign).toEqual([]);
});
