// What the app does once, on start (src/main.tsx imports it when its turn comes): the router, the install prompt,
// the first render, the service worker.
import '@/lib/zod-jitless';
import '@/styles.css';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { appStore } from '@/app/store';
import { authStateAtom, initialAuthState } from '@/lib/session-state';
import { cn } from '@/lib/cn';
import { nextTask } from '@/lib/next-task';
import { listenForInstallPrompt, registerServiceWorker } from '@/lib/pwa';
import { patchRoutesOnNavigation, routes } from './router';
import type { StaticPaintTakeover } from './static-paint';

/**
 * Right after the first commit, before the next paint: what the visitor did on the static paint goes to the app's
 * markup. From a microtask, outside React's commit: a change event dispatched inside it is read by a field's state
 * updater only after React has reset the field to its old value.
 */
function TakeOver({ takeover }: { takeover: StaticPaintTakeover }) {
  useLayoutEffect(() => queueMicrotask(() => takeover.restore()), [takeover]);
  return null;
}

export async function startApp(container: HTMLElement, takeover: StaticPaintTakeover | null): Promise<void> {
  // Before the first render: the browser may offer installation at once.
  listenForInstallPrompt(appStore);
  // The first render already knows who is here (unless the address brings a session to exchange first): no
  // spinner in place of a guarded screen, and no header corner that changes on a static paint.
  const known = initialAuthState(window.location);
  if (known) appStore.set(authStateAtom, known);
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation });
  await nextTask();
  // tailwind-merge builds its class table on its first call (~80 ms at 4x CPU): here, in a task of its own while the
  // screen's code downloads, instead of inside the first render's.
  cn('p-0');
  await nextTask();
  // A static paint stays until the screen's own code is in: the first commit replaces it with the same markup, not
  // with the spinner of the router's fallback.
  if (takeover && !router.state.initialized)
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
  // The first render as a transition: React then renders in slices that yield to the browser instead of one long
  // task (a phone's main thread stays responsive while the signed-in screen mounts).
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <JotaiProvider store={appStore}>
          {takeover && <TakeOver takeover={takeover} />}
          <RouterProvider router={router} />
        </JotaiProvider>
      </StrictMode>,
    );
  });
  registerServiceWorker(appStore);
}
