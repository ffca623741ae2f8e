// Web Push in Chromium: 'Ativar notificações' sends the subscription, a push reaches the service worker (DevTools
// protocol, as the push service would), the notification shows, and its click opens the search with results.
import { type BrowserContext, expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { waitForServiceWorkerControl } from './helpers';

/**
 * Headless Chromium cannot reach a push service (pushManager.subscribe fails offline), so the page's
 * pushManager stands in for it: a subscription with a real P-256 key and auth secret, as the server checks.
 */
async function fakePushService(context: BrowserContext) {
  await context.addInitScript(() => {
    const b64url = (bytes: ArrayBuffer | Uint8Array) =>
      btoa(String.fromCharCode(...new Uint8Array(bytes)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    let current: PushSubscription | null = null;
    PushManager.prototype.getSubscription = async () => current;
    PushManager.prototype.subscribe = async () => {
      const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
        'deriveBits',
      ])) as CryptoKeyPair;
      const p256dh = b64url(await crypto.subtle.exportKey('raw', pair.publicKey));
      const auth = b64url(crypto.getRandomValues(new Uint8Array(16)));
      const endpoint = `https://push.exemplo.test/e2e/${crypto.randomUUID()}`;
      current = {
        endpoint,
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      } as unknown as PushSubscription;
      return current;
    };
  });
}

async function deliverPush(page: Page, baseURL: string, payload: unknown) {
  const cdp = await page.context().newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(baseURL).origin,
    registrationId: await registration,
    data: JSON.stringify(payload),
  });
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('a push shows a notification; its click opens the search for that route with results', async ({
  subscriberPage: page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications']);
  await fakePushService(context);
  await waitForServiceWorkerControl(page);
  await page.goto('/alertas');

  const sent = page.waitForResponse(
    (res) => res.url().endsWith('/api/push/subscriptions') && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Ativar notificações' }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByText('Notificações ativadas neste aparelho.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Desativar notificações' })).toBeVisible();

  const day = inDays(25);
  const url = `/?origem=GRU&destino=LIS&data=${day}&tipo=milhas`;
  // The worker tells open windows once the notification is on display (PUSH_RECEIVED in src/lib/outbox.ts).
  // Reading getNotifications() earlier can make Chromium drop it (written but not yet on display).
  await page.evaluate(() => {
    (window as unknown as { pushShown: Promise<void> }).pushShown = new Promise<void>((resolve) =>
      navigator.serviceWorker.addEventListener('message', (event) => {
        if ((event.data as { type?: unknown } | null)?.type === 'bussola-push-received') resolve();
      }),
    );
  });
  await deliverPush(page, baseURL ?? '', {
    title: 'GRU → LIS por 45.000 milhas',
    body: `${day.split('-').reverse().join('/')} · LATAM Pass · ≈ R$ 1.350,00 · Seats.aero`,
    url,
    tag: 'alerta-e2e',
    notification_id: '00000000-0000-4000-8000-0000000000e2',
  });
  await page.evaluate(() => (window as unknown as { pushShown: Promise<void> }).pushShown);
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          tag: n.tag,
          url: (n.data as { url: string }).url,
          icon: n.icon,
          badge: (n as Notification & { badge: string }).badge,
        })),
      ),
    )
    .toEqual([
      {
        title: 'GRU → LIS por 45.000 milhas',
        tag: 'alerta-e2e',
        url,
        icon: `${baseURL}/icons/icon-192.png`,
        badge: `${baseURL}/icons/badge-96.png`,
      },
    ]);

  // The user taps it: the worker gets 'notificationclick' (dispatched in the worker, as the browser would).
  const [worker] = context.serviceWorkers();
  await worker?.evaluate(async () => {
    // Runs in the worker: its global scope and NotificationEvent are not in this file's (DOM) types.
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await scope.registration.getNotifications();
    if (!notification) throw new Error('sem notificação');
    self.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
  });
  await expect(page).toHaveURL(`${baseURL}${url}`);
  await expect(page.getByRole('tab', { name: /^Resultados \(\d+\)$/, selected: true })).toBeVisible();
  await expect(page.getByText('Busca concluída').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Resultados' }).first().getByRole('article').first()).toBeVisible();
});

test('sign-out removes the push subscription from the server and the browser', async ({
  subscriberPage: page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await fakePushService(context);
  await page.goto('/alertas');
  await page.getByRole('button', { name: 'Ativar notificações' }).click();
  await expect(page.getByText('Notificações ativadas neste aparelho.')).toBeVisible();

  const removed = page.waitForResponse(
    (res) => res.url().endsWith('/api/push/subscriptions') && res.request().method() === 'DELETE',
  );
  await page.getByRole('button', { name: /^Menu da conta/ }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  const reply = await removed;
  expect(reply.status()).toBe(200);
  expect(await reply.json()).toEqual({ success: true, removed: 1 });
  await expect(page).toHaveURL(/\/login/);
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.ready).pushManager.getSubscription()),
  ).toBeNull();
});
