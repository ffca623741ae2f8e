/**
 * Whether the app can reach its server. `navigator.onLine === false` is trusted, but `true` is not:
 * airport Wi-Fi behind a captive portal, a tunnel, or a page reopened by the service worker can all say
 * "online" while every request fails. So a failed API call also counts as offline, until a request gets
 * any HTTP reply again, the browser fires `online`, or the probe below gets through.
 */

/** How often /api/health is tried while the server cannot be reached and the tab is visible. */
export const REACHABILITY_PROBE_MS = 10_000;

let unreachable = false;
let probe: ReturnType<typeof setInterval> | null = null;
const listeners = new Set<() => void>();

function setUnreachable(value: boolean) {
  if (unreachable === value) return;
  unreachable = value;
  if (value) probe ??= setInterval(tryServer, REACHABILITY_PROBE_MS);
  else if (probe) {
    clearInterval(probe);
    probe = null;
  }
  for (const listener of listeners) listener();
}

function tryServer() {
  if (document.visibilityState !== 'visible' || !navigator.onLine) return;
  // Our server answers JSON (503 included); a captive portal's HTML page does not count.
  fetch('/api/health', { cache: 'no-store' }).then(
    (res) => res.headers.get('content-type')?.includes('application/json') && reportServerReached(),
    () => undefined,
  );
}

/** A request failed without any HTTP reply (network error, connection reset). */
export function reportServerUnreachable(): void {
  setUnreachable(true);
}

/** A request got an HTTP reply, whatever its status. */
export function reportServerReached(): void {
  setUnreachable(false);
}

export function isOnline(): boolean {
  return (typeof navigator === 'undefined' || navigator.onLine) && !unreachable;
}

/** Calls onChange whenever isOnline() may have changed; returns the unsubscribe. */
export function subscribeOnline(onChange: () => void): () => void {
  // The browser regained a network: forget the remembered failure (which notifies), and tell this listener.
  const onBrowserOnline = () => {
    if (unreachable) setUnreachable(false);
    else onChange();
  };
  listeners.add(onChange);
  window.addEventListener('online', onBrowserOnline);
  window.addEventListener('offline', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('online', onBrowserOnline);
    window.removeEventListener('offline', onChange);
  };
}
