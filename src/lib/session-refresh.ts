// The one way the PWA renews its session, used by the page (src/lib/api.ts) and by the service worker
// (src/sw/background-sync.ts): POST /api/auth/refresh with the refresh cookie, under the Web Lock both share,
// since a refresh token works once (a second use within 10 s gets the same successor; later, it ends the session).
import { REFRESH_LOCK, withLock } from './locks';

/** Renews the session cookies; resolves to the reply's JSON (with the new session user), or null when refused or unreachable. */
export function renewSession(): Promise<unknown> {
  return withLock(REFRESH_LOCK, async () => {
    try {
      const res = await fetch('/api/auth/refresh', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: '{}',
      });
      return res.ok ? await res.json() : null;
    } catch {
      return null;
    }
  });
}
