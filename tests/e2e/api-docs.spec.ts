import { expect, test } from '@playwright/test';
import { NAVIGATION_MS } from './time-budget';

// The API reference is public, served whole by this server (no CDN: the machine may be offline), and runs
// under its own CSP: a script or style the CSP blocks would show here as a console error.
test('/api/docs shows the API reference with its routes, nothing blocked', async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
  });

  await page.goto('/api/docs');
  const sidebar = page.getByRole('navigation', { name: 'Sidebar for API da Bússola das Passagens' });
  // The reference's own scripts (a few MB) load and render first: a navigation's budget, not a step's.
  await expect(sidebar).toBeVisible({ timeout: NAVIGATION_MS });
  await expect(page.getByRole('heading', { name: 'API da Bússola das Passagens', level: 1 })).toBeVisible();
  // A converted route and one still declared next to app.ts, each in its group.
  await sidebar.getByRole('button', { name: /^Busca\b/ }).click();
  await expect(sidebar.getByRole('button', { name: /^Inicia uma busca/ })).toBeVisible();
  await sidebar.getByRole('button', { name: /^Alertas de preço\b/ }).click();
  await expect(sidebar.getByRole('button', { name: /^Desliga um alerta pelo link do e-mail/ })).toBeVisible();
  expect(problems.filter((p) => /Content Security Policy|Refused to/i.test(p))).toEqual([]);
  expect(foreign).toEqual([]);
});
