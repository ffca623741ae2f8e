// The session's changes: the session an address brings, the stored user followed across tabs, sign-in and sign-out.
// The state itself (authStateAtom, useAuthState) is src/lib/session-state.ts, below the features.
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { logout, sessionFromUrl as sessionFromUrlOp } from '@core/contract/session';
import type { SessionUser } from '@core/schemas/auth-replies';
import { call } from '@/lib/call';
import { authStateAtom, authStateFromStorage } from '@/lib/session-state';
import { accessRefusal } from './access-refusal';
import { supabaseProvider } from './auth-providers';
import {
  clearStoredUser,
  readStoredUser,
  STORED_USER_EVENT,
  STORED_USER_KEY,
  writeStoredUser,
} from '@/lib/stored-user';

const URL_TOKEN_KEYS = ['access_token', 'token', 'refresh_token', 'type', 'expires_in', 'token_type'];

/**
 * SPEC §4 step 1: access_token (or token) + refresh_token in the URL become a session. Accepted or refused
 *, the tokens then leave the address bar and the history entry; the path the link led to stays.
 * An account without paid access goes where the sign-in form sends it (/assinar, signed in and waiting for
 * access; or the sign-in form saying the subscription expired, not kept). Null: no session in the URL.
 */
export async function sessionFromUrl(): Promise<{ path: string; state?: unknown } | null> {
  const url = new URL(window.location.href);
  const access = url.searchParams.get('access_token') ?? url.searchParams.get('token');
  const refresh = url.searchParams.get('refresh_token');
  if (!access || !refresh) return null;
  let refused: { path: string; state: unknown } | null = null;
  try {
    const { user } = await call(sessionFromUrlOp, {
      body: { access_token: access, refresh_token: refresh },
      auth: false,
    });
    const refusal = accessRefusal(user);
    if (refusal) refused = { path: refusal.to, state: refusal.state };
    // An account that never subscribed stays signed in, waiting for access; an ended subscription is not kept.
    if (refusal?.kind !== 'expired') writeStoredUser(user);
  } catch (err) {
    // SPEC §4: a failure here is only logged; the stored user (step 2) decides.
    console.warn('Sessão da URL recusada', err);
  }
  for (const key of URL_TOKEN_KEYS) url.searchParams.delete(key);
  const cleaned = url.pathname + url.search + url.hash;
  window.history.replaceState(window.history.state, '', cleaned);
  return refused ?? { path: cleaned };
}

/** Runs once at start-up: URL session, then the user kept on the device; follows later changes. */
export function useRestoreSession(): void {
  const setAuth = useSetAtom(authStateAtom);
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    void sessionFromUrl().then((next) => {
      if (!active) return;
      // The router learns the clean address too, so no later navigation brings a token back.
      if (next !== null) navigate(next.path, { replace: true, state: next.state });
      setAuth(authStateFromStorage());
    });
    const sync = (event?: Event) => {
      if (event instanceof StorageEvent && event.key !== null && event.key !== STORED_USER_KEY) return;
      setAuth(authStateFromStorage());
    };
    window.addEventListener(STORED_USER_EVENT, sync);
    window.addEventListener('storage', sync);
    return () => {
      active = false;
      window.removeEventListener(STORED_USER_EVENT, sync);
      window.removeEventListener('storage', sync);
    };
  }, [setAuth, navigate]);
}

export function storeSignedInUser(user: SessionUser): void {
  writeStoredUser(user);
}

/** SPEC §4: sign-out clears the user and the storage; the server ends the session. */
export async function signOut(): Promise<void> {
  const user = readStoredUser();
  if (user) {
    // Another person may use this device next: this user's pushes and saved data leave it. Any sync in flight
    // (this tab, another, the service worker) is stopped or waited for first, so no late reply writes a row back.
    const { signOutDevice } = await import('@/lib/sync');
    await signOutDevice(user.id, clearStoredUser);
  }
  await signOutOfSupabase();
  try {
    // Whatever the reply says, this device signs out.
    await call(logout, { auth: false });
  } catch {
    // Offline: the device forgets the user anyway; the refresh cookie expires on its own.
  }
  clearStoredUser();
}

/** supabase-js's session on this device (and its PKCE verifier): the account's tokens and e-mail. */
const SUPABASE_KEY = /^sb-.+-auth-token(-code-verifier)?$/;

/** Signed in through Supabase Auth: its session on this device ends too (supabase-js loads only then). */
async function signOutOfSupabase(): Promise<void> {
  if (!Object.keys(localStorage).some((key) => SUPABASE_KEY.test(key))) return;
  try {
    const provider = await supabaseProvider();
    if (provider) await (await import('./supabase-sign-in')).signOutOfSupabase(provider);
  } catch {
    // Offline: supabase-js drops its local session anyway; the Supabase token expires on its own.
  }
  // Offline the server may not say which project (nothing loads then), or the chunk may be missing: the keys go anyway.
  for (const key of Object.keys(localStorage)) if (SUPABASE_KEY.test(key)) localStorage.removeItem(key);
}
