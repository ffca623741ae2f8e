/// <reference lib="webworker" />
// Web Push in the service worker: show
// what arrives, open the right screen on a click, and subscribe again when the browser renews the subscription.
import { markNotificationRead, subscribePush, unsubscribePush } from '@core/contract/notifications';
import { alertStatus } from '@core/contract/price-alerts';
import { NOTIFICATIONS_PATH } from '@core/links/paths';
import { PUSH_RECEIVED } from '@/lib/outbox';
import { readPushPayload } from './push-payload';
import { sendOperation } from './session-fetch';

declare const self: ServiceWorkerGlobalScope;

const ICON = '/icons/icon-192.png';
const BADGE = '/icons/badge-96.png';
const FALLBACK = {
  title: 'Bússola das Passagens',
  body: 'Um alerta de preço disparou. Toque para ver.',
  url: NOTIFICATIONS_PATH,
};

function showPush(event: PushEvent): Promise<void> {
  let data: unknown = null;
  try {
    data = event.data?.json() ?? null;
  } catch {
    data = null;
  }
  const payload = readPushPayload(data);
  // A push must show something (userVisibleOnly); one we cannot read points to the list.
  const { title, body, url } = payload ?? FALLBACK;
  const shown = self.registration.showNotification(title, {
    body,
    icon: ICON,
    badge: BADGE,
    lang: 'pt-BR',
    // One per alert: a newer price replaces the older notification.
    ...(payload ? { tag: payload.tag } : {}),
    data: { url, notification_id: payload?.notification_id ?? null },
  });
  // An open app pulls the new notification at once (its list and bell), see startSync in src/lib/sync.ts. Told once
  // the notification is on display: Chromium's getNotifications() drops a notification it reads between its
  // database write and its display, so nothing in a window should look for it earlier.
  return shown.finally(() =>
    self.clients.matchAll({ type: 'window' }).then((windows) => {
      for (const w of windows) w.postMessage({ type: PUSH_RECEIVED });
    }),
  );
}

/** Focuses a window of the app and takes it to `url`, or opens one. */
async function openInApp(url: string): Promise<void> {
  const target = new URL(url, self.location.origin);
  if (target.origin !== self.location.origin) return;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const client = windows.find((w) => new URL(w.url).origin === target.origin);
  if (client) {
    // Focus may be refused (no user activation); the navigation is what matters.
    const focused = await client.focus().catch(() => client);
    await focused.navigate(target.href).catch(() => self.clients.openWindow(target.href));
    return;
  }
  await self.clients.openWindow(target.href);
}

/** The renewed subscription reaches the server (with the session cookies), the old endpoint leaves it. */
async function resubscribe(event: PushSubscriptionChangeEventLike): Promise<void> {
  const key = event.oldSubscription?.options.applicationServerKey ?? (await serverKey());
  const fresh =
    event.newSubscription ??
    (key ? await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }) : null);
  if (event.oldSubscription && event.oldSubscription.endpoint !== fresh?.endpoint)
    await sendOperation(unsubscribePush, { body: { endpoint: event.oldSubscription.endpoint } });
  if (fresh) await sendOperation(subscribePush, { body: fresh.toJSON() });
}

async function serverKey(): Promise<string | null> {
  const res = await sendOperation(alertStatus);
  if (!res.ok) return null;
  const body = (await res.json()) as { vapid_public_key?: unknown };
  return typeof body.vapid_public_key === 'string' ? body.vapid_public_key : null;
}

/** pushsubscriptionchange is not in TypeScript's WebWorker library yet. */
interface PushSubscriptionChangeEventLike extends ExtendableEvent {
  readonly newSubscription: PushSubscription | null;
  readonly oldSubscription: PushSubscription | null;
}

export function listenForPush(): void {
  self.addEventListener('push', (event) => event.waitUntil(showPush(event)));
  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown; notification_id?: unknown } | null;
    const url = typeof data?.url === 'string' ? data.url : NOTIFICATIONS_PATH;
    // Opened from the phone's tray: it counts as read (the next pull brings read_at to every device).
    const read =
      typeof data?.notification_id === 'string'
        ? sendOperation(markNotificationRead, { params: { id: data.notification_id } }).catch(() => null)
        : null;
    event.waitUntil(Promise.all([openInApp(url), read]));
  });
  self.addEventListener('pushsubscriptionchange', (event) => {
    const change = event as PushSubscriptionChangeEventLike;
    change.waitUntil(resubscribe(change).catch(() => undefined));
  });
}
