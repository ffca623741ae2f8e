// A signed-in account without access (one that never subscribed) waits to be let in: the session re-reads the
// subscription from the server, so an access granted meanwhile (an admin, a purchase) opens the app in this tab.
import { useEffect, useState } from 'react';
import { whoAmI } from '@core/contract/session';
import { call } from './call';
import { isOnline } from './network-status';
import { readStoredUser, STORED_USER_EVENT, type StoredUser, writeStoredUser } from './stored-user';

/** How often a tab waiting for access asks the server again (also at once when the tab comes back). */
export const SUBSCRIPTION_RECHECK_MS = 15_000;

/** GET /api/auth/me: the stored user takes the server's current plan and expiry (the access token is kept). */
export async function recheckSubscription(): Promise<void> {
  const current = readStoredUser();
  if (!current || !isOnline()) return;
  const { user } = await call(whoAmI);
  const now = readStoredUser();
  if (now?.id === user.id) writeStoredUser({ ...now, ...user, access_token: now.access_token });
}

/** While `waiting`: re-reads the subscription every SUBSCRIPTION_RECHECK_MS and when the tab is shown again. */
export function useSubscriptionRecheck(waiting: boolean): void {
  useEffect(() => {
    if (!waiting) return;
    const tick = () => {
      if (document.visibilityState === 'visible') recheckSubscription().catch(() => undefined);
    };
    const timer = setInterval(tick, SUBSCRIPTION_RECHECK_MS);
    document.addEventListener('visibilitychange', tick);
    window.addEventListener('focus', tick);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
      window.removeEventListener('focus', tick);
    };
  }, [waiting]);
}

/** The user kept on this device, following sign-in, sign-out and rechecks in this tab and others. */
export function useStoredUser(): StoredUser | null {
  const [user, setUser] = useState(() => readStoredUser());
  useEffect(() => {
    const sync = () => setUser(readStoredUser());
    window.addEventListener(STORED_USER_EVENT, sync);
    window.addEventListener('storage', sync);
    return () => {
      window.removeEventListener(STORED_USER_EVENT, sync);
      window.removeEventListener('storage', sync);
    };
  }, []);
  return user;
}
