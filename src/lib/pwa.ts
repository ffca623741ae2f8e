import { atom, type createStore } from 'jotai';
import { Workbox } from 'workbox-window';

/** True when a new version of the app is installed and waiting to take over. */
export const updateAvailableAtom = atom(false);

let workbox: Workbox | null = null;

/** Registers /sw.js in production builds; a waiting update raises updateAvailableAtom. */
export function registerServiceWorker(store: ReturnType<typeof createStore>): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => store.set(updateAvailableAtom, true));
  void workbox.register();
}

/** Lets the waiting worker take over, then reloads once it controls the page. */
export function applyUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}
