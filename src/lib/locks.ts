// Web Lock names shared by the page and the service worker (same origin).

/** One refresh at a time: a refresh token works once, and a second use would revoke the whole session. */
export const REFRESH_LOCK = 'bussola-auth-refresh';
/** One outbox flusher at a time. */
export const OUTBOX_LOCK = 'bussola-outbox';

/** Runs `fn` holding the lock where the browser has Web Locks; elsewhere just runs it. */
export function withLock<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  return locks ? locks.request(name, fn) : fn();
}
