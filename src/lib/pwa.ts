import { atom, type createStore } from 'jotai';
import type { Workbox } from 'workbox-window';
import { afterFirstScreen } from './first-screen';

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
  // Once the first screen is up: on a first visit the worker's install downloads the whole precache (~190 files),
  // which would otherwise compete with the screen's own code for the network, the server and the CPU.
  // workbox-window arrives then too, off the first-visit bundle.
  afterFirstScreen(() => {
    void import('workbox-window')
      .then(({ Workbox: WorkboxClass }) => {
        workbox = new WorkboxClass('/sw.js', { scope: '/' });
        workbox.addEventListener('waiting', () => store.set(updateAvailableAtom, true));
        return workbox.register();
      })
      .catch((err: unknown) => console.warn('Service worker não registrado', err));
  });
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

/** Chromium's install prompt event (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** The deferred install prompt while the browser offers one ('Instalar app'); null once installed or used. */
export const installPromptAtom = atom<BeforeInstallPromptEvent | null>(null);

const VISITS_KEY = 'bussola_visits';
const VISIT_COUNTED_KEY = 'bussola_visit_counted';

/** Counts this visit once per tab session (a reload is the same visit); returns the count, this one included. */
export function recordVisit(storage: Storage = localStorage, session: Storage = sessionStorage): number {
  const before = Number.parseInt(storage.getItem(VISITS_KEY) ?? '0', 10);
  const count = Number.isFinite(before) && before > 0 ? before : 0;
  if (session.getItem(VISIT_COUNTED_KEY) === '1') return count;
  session.setItem(VISIT_COUNTED_KEY, '1');
  storage.setItem(VISITS_KEY, String(count + 1));
  return count + 1;
}

/** How many visits this device has made (the install banner waits for the second). */
export const visitCountAtom = atom(0);

/** Keeps the browser's install offer for the 'Instalar app' button instead of its own mini-infobar. */
export function listenForInstallPrompt(store: Store): void {
  try {
    store.set(visitCountAtom, recordVisit());
  } catch {
    // Storage refused (private mode): no banner, the button and the menu item still work.
  }
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    store.set(installPromptAtom, event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => store.set(installPromptAtom, null));
}

/** Safari on iPhone/iPad has no install prompt: the app is added from the share sheet, which we explain. */
export function needsIosInstallHint(
  nav: Navigator = navigator,
  standalone = window.matchMedia('(display-mode: standalone)').matches,
): boolean {
  const iosDevice = /iPhone|iPad|iPod/.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
  const safari = /Safari/.test(nav.userAgent) && !/CriOS|FxiOS|EdgiOS/.test(nav.userAgent);
  const installed = standalone || (nav as Navigator & { standalone?: boolean }).standalone === true;
  return iosDevice && safari && !installed;
}
