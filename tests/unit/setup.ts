import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import Dexie from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterAll, afterEach, vi } from 'vitest';

// The web project runs its files one after another in the same worker and jsdom (isolate: false in vite.config.ts:
// a fresh worker and jsdom per file cost more than the tests). Each file still starts like a fresh page: its own
// copy of our modules (their singletons: the query cache, the toasts, the sync engine…), an empty device, and no
// stub, spy or fake timer left by the file before.
vi.resetModules();
localStorage.clear();
sessionStorage.clear();
globalThis.indexedDB = new IDBFactory();
globalThis.IDBKeyRange = IDBKeyRange;
// Dexie is loaded once per worker and keeps the factory it found first.
Dexie.dependencies.indexedDB = globalThis.indexedDB;
Dexie.dependencies.IDBKeyRange = IDBKeyRange;
window.history.replaceState(null, '', '/');
document.head.innerHTML = '';
document.body.innerHTML = '';
document.title = '';

const { queryClient } = await import('@/lib/query-client');

// The modules of the file before are gone from the registry but their timers (the sync engine's, the network
// probe's) would still fire into this file's fetch stubs: every timer a file starts is cleared at its end.
type RealTimers = Pick<typeof globalThis, 'setTimeout' | 'setInterval'>;
const worker = globalThis as { realTimers?: RealTimers };
worker.realTimers ??= { setTimeout: globalThis.setTimeout, setInterval: globalThis.setInterval };
const realTimers = worker.realTimers;
const startedTimers = new Set<ReturnType<typeof setTimeout>>();
globalThis.setTimeout = ((...args: Parameters<typeof setTimeout>) => {
  const timer = realTimers.setTimeout(...args);
  startedTimers.add(timer);
  return timer;
}) as typeof setTimeout;
globalThis.setInterval = ((...args: Parameters<typeof setInterval>) => {
  const timer = realTimers.setInterval(...args);
  startedTimers.add(timer);
  return timer;
}) as typeof setInterval;

// findBy/waitFor give up after 1 s by default; a loaded machine (load 6–12 on 2 cores) runs a multi-step flow
// (eight fetches on the diagnostics page, a lazily loaded module, a 2 s redirect) many times slower than a quiet
// one. A wait is for its event, not for the clock: it may take most of the test's own timeout (the web project's
// testTimeout in vite.config.ts, the hang guard), and a test does not set a shorter one. A passing wait returns
// as soon as it holds, so only a failure waits this long.
configure({ asyncUtilTimeout: 25_000 });

// Each test starts with an empty server-state cache, like a fresh page.
afterEach(() => {
  cleanup();
  queryClient.clear();
});

afterAll(() => {
  vi.useRealTimers();
  for (const timer of startedTimers) clearTimeout(timer);
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

// jsdom lacks a few browser APIs that Radix primitives call.
const proto = window.HTMLElement.prototype;
proto.hasPointerCapture ??= () => false;
proto.setPointerCapture ??= () => {};
proto.releasePointerCapture ??= () => {};
proto.scrollIntoView ??= () => {};
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
