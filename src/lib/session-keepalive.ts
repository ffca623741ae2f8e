import { refreshSession } from './api';
import { isOnline } from './network-status';
import { accessTokenExpiry, readStoredUser } from './stored-user';

/** SPEC §9: the session is looked after every 30 s. */
export const KEEPALIVE_INTERVAL_MS = 30_000;
/** A token with less than this left is renewed ahead of time, so no request (nor the /ws cookie) meets an expired one. */
export const RENEW_BEFORE_MS = 2 * 60_000;

/** Whether the signed-in user's access token should be renewed now. */
export function sessionNeedsRenewal(now = Date.now()): boolean {
  const user = readStoredUser();
  // A forced password change holds a single-purpose token and no session to renew.
  if (!user?.access_token || user.requires_password_change) return false;
  const expiry = accessTokenExpiry(user.access_token);
  return expiry === null || expiry - now < RENEW_BEFORE_MS;
}

/**
 * Every 30 s while the tab is visible and the server reachable, and at once when the tab comes back:
 * renew a token about to expire. The reply also carries the user's current plan and expiry, so a renewal
 * bought (or an access revoked) elsewhere shows up in the menu without signing in again.
 */
export function startSessionKeepAlive(): () => void {
  // A refused renewal is not retried for the same token: the next request's 401 ends the session for good.
  let gaveUpOn: string | undefined;
  const tick = async () => {
    if (document.visibilityState !== 'visible' || !isOnline() || !sessionNeedsRenewal()) return;
    const token = readStoredUser()?.access_token;
    if (token === gaveUpOn) return;
    if (!(await refreshSession())) gaveUpOn = token;
  };
  const timer = setInterval(tick, KEEPALIVE_INTERVAL_MS);
  document.addEventListener('visibilitychange', tick);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', tick);
  };
}
