/// <reference lib="webworker" />
// Service worker (vite-plugin-pwa injectManifest): offline app shell; DESIGN §7.
import '@/lib/zod-jitless';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { localDb } from '@/lib/local-db';
import { OUTBOX_SYNC_TAG } from '@/lib/outbox';
import { flushFromWorker } from './background-sync';
import { listenForPush } from './push';

declare const self: ServiceWorkerGlobalScope;

// Drop precaches left by older Workbox versions, then precache this build: index.html, every JS chunk
// (each lazily loaded route module with the reference data bundled into it), CSS, icons and the manifest.
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// Any navigation to a client route gets the precached shell, so every screen opens offline.
// The server's own pages stay on the network: the API (incl. the dev mailbox) and the socket.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(?:\/|$)/, /^\/api\/dev(?:\/|$)/, /^\/ws(?:\/|$)/],
  }),
);

// Deliberately no runtime route for /api/*: every API reply goes straight to the network and is never
// cached here, because auth and admin data must not outlive the session (and a shared device must not
// replay them). What must work offline (saved flights, alerts, last results) the app keeps in IndexedDB.

// Background Sync: the page registers OUTBOX_SYNC_TAG when a flush could not finish.
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(flushFromWorker(localDb));
});

// Price alerts by Web Push: show, open on click, subscribe again when renewed.
listenForPush();

// 'Atualizar' in the reload prompt: the waiting worker takes over (workbox-window messageSkipWaiting).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});

// The first install takes control of the open page at once, so it works offline without a reload.
clientsClaim();
