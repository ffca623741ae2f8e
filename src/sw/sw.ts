/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

// The shell, every route's lazily loaded chunk (with its reference data), icons and the manifest.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Navigations get the precached shell, so any client route opens offline. /api and /ws are never
// answered from here: no API reply is cached by the worker, because auth and admin data must not
// outlive the session (what must work offline is kept in IndexedDB by the app itself).
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/ws(\/|$)/],
  }),
);

// The page asks for the waiting worker to take over when the user accepts 'Atualizar'.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first install controls the open page at once, so it works offline without a reload.
clientsClaim();
