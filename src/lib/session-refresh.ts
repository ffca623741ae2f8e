// The one way the PWA renews its session, used by the page (src/lib/api.ts) and by the service worker
// (src/sw/background-sync.ts): POST /api/auth/refresh with the refresh cookie, under the Web Lock both share,
// since a refresh token works once (a second use within 10 s gets the same successor; later, it ends the session).
import { ACCOUNT_DELETED_CODE } from '@core/data/personal-data';
import { REFRESH_LOCK, withLock } from './locks';

/**
 * The reply's JSON (with the new session user); or a refusal, which says whether the server answered that the
 * account was deleted (the device then clears what it kept of it); unreachable is a refusal too.
 */
export type Renewal = { ok: true; reply: unknown } | { ok: false; accountDeleted: boolean };

/** The refusal's `code` is read as text, without a parser: this module is in the service worker's bundle. */
async function refusedBecauseDeleted(res: Response): Promise<boolean> {
  if (res.status !== 401) return false;
  try {
    const body = (await res.json()) as { code?: unknown } | null;
    return body?.code === ACCOUNT_DELETED_CODE;
  } catch {
    return false;
  }
}

/** Renews the session cookies. */
export function renewSession(): Promise<Renewal> {
  return withLock(REFRESH_LOCK, async (): Promise<Renewal> => {
    try {
      const res = await fetch('/api/auth/refresh', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: '{}',
      });
      if (res.ok) return { ok: true, reply: await res.json() };
      return { ok: false, accountDeleted: await refusedBecauseDeleted(res) };
    } catch {
      return { ok: false, accountDeleted: false };
    }
  });
}
