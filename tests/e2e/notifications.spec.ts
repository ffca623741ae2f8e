// Issue #13: 'Notificações' is read from the device, so it opens offline; a read mark made offline reaches the
// server once the network is back. The e2e server has no live source (no alert can fire there), so the
// notifications pull is answered here with one notification, as the server would send it.
import { expect } from '@playwright/test';
import { test } from './fixtures';

const NOTIFICATION_ID = '00000000-0000-4000-8000-0000000000a1';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('the Notificações list and bell open offline; a read mark made offline is sent when back online', async ({
  subscriberPage: page,
  context,
}) => {
  const day = inDays(30);
  const now = new Date().toISOString();
  await context.route('**/api/notifications?*', (route) =>
    route.fulfill({
      json: {
        items: [
          {
            id: NOTIFICATION_ID,
            alert_id: null,
            title: 'GRU → LIS por 45.000 milhas',
            body: 'LATAM Pass · ≈ R$ 1.350,00 · Seats.aero',
            url: `/?origem=GRU&destino=LIS&data=${day}&tipo=milhas`,
            origin: 'GRU',
            destination: 'LIS',
            date: day,
            price: 45000,
            unit: 'milhas',
            value_brl: 1350,
            source: 'seats_aero',
            created_at: now,
            read_at: null,
            updated_at: now,
            deleted_at: null,
          },
        ],
        cursor: 'v1:1',
        hasMore: false,
      },
    }),
  );
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.goto('/notificacoes');
  const list = page.getByRole('list', { name: 'Notificações' });
  await expect(list.getByRole('link')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Notificações (1 não lida)' })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Você está offline')).toBeVisible();
  await expect(page).toHaveTitle(/^Notificações/);
  await expect(list.getByRole('link')).toHaveCount(1);
  await expect(list).toContainText('GRU → LIS');
  await expect(list).toContainText('45.000 milhas (≈ R$ 1.350,00) · Seats.aero');
  await page.getByRole('button', { name: 'Marcar todas como lidas' }).click();
  await expect(page.getByRole('link', { name: 'Notificações', exact: true })).toBeVisible();

  const sent = page.waitForRequest(
    (req) => req.method() === 'PUT' && req.url().endsWith(`/api/notifications/${NOTIFICATION_ID}/read`),
  );
  await context.setOffline(false);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await sent;
});
