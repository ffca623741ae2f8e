import { atom, type createStore } from 'jotai';
import type { Workbox } from 'workbox-window';

type Store = ReturnType<typeof createStore>;

/** True when a new version of the app is installed and waiting to take over (shows the reload prompt). */
export const updateAvailableAtom = atom(false);

let workbox: Workbox | null = null;
let awaitingControl = false;

/**
 * Registers /sw.js (built from src/sw/sw.ts) in production builds only; the dev server has no worker.
 * A waiting update, found now or later, raises updateAvailableAtom in the app's one store.
 */
export function registerServiceWorker(store: Store): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // workbox-window arrives after the first render, off the first-visit bundle.
  void import('workbox-window')
    .then(({ Workbox: WorkboxClass }) => {
      workbox = new WorkboxClass('/sw.js', { scope: '/' });
      workbox.addEventListener('waiting', () => store.set(updateAvailableAtom, true));
      return workbox.register();
    })
    .catch((err: unknown) => console.warn('Service worker não registrado', err));
}

/** 'Atualizar': the waiting worker takes over (SKIP_WAITING), then the page reloads once it controls it. */
export function applyUpdate(): void {
  if (!workbox) return;
  if (!awaitingControl) {
    awaitingControl = true;
    workbox.addEventListener('controlling', () => window.location.reload());
  }
  workbox.messageSkipWaiting();
}
