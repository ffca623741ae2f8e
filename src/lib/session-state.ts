// Who is signed in on this device: the app's one session state, below the features so that shared code (the
// wallet behind "como pagar") reads the same atom as the screens. features/auth changes it (the session an address
// brings, the stored user's changes, sign-in and sign-out); the app's start sets it before the first render.
import { useAtomValue } from 'jotai';
import { atomWithLazy } from 'jotai/utils';
import { readStoredUser, type StoredUser } from './stored-user';

export type AuthState = { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; user: StoredUser };

const LOADING: AuthState = { status: 'loading' };

/** The state the user kept on the device makes: signed in as that user, or signed out. */
export function authStateFromStorage(): AuthState {
  const user = readStoredUser();
  return user ? { status: 'signedIn', user } : { status: 'signedOut' };
}

/**
 * The state to start with, read before the first render: the user kept on the device. Null while the address brings
 * a session to exchange (features/auth's sessionFromUrl), which decides.
 */
export function initialAuthState(location: Pick<Location, 'search'>): AuthState | null {
  const params = new URLSearchParams(location.search);
  if ((params.has('access_token') || params.has('token')) && params.has('refresh_token')) return null;
  return authStateFromStorage();
}

/**
 * The session. Until something sets it, a store reads initialAuthState when first asked (loading while the address
 * brings a session, and outside a browser): the app's start sets that value anyway, and a component rendered on its
 * own (a unit test) sees the user kept on the device as the app would.
 */
export const authStateAtom = atomWithLazy<AuthState>(() =>
  typeof window === 'undefined' ? LOADING : (initialAuthState(window.location) ?? LOADING),
);

export function useAuthState(): AuthState {
  return useAtomValue(authStateAtom);
}
