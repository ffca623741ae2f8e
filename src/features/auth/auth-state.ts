import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { readStoredUser, type StoredUser } from '@/lib/stored-user';

export type AuthState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; user: StoredUser };

export const authStateAtom = atom<AuthState>({ status: 'loading' });

export function useAuthState(): AuthState {
  return useAtomValue(authStateAtom);
}

/** Runs once at start-up: restores the session kept on the device (SPEC §4). */
export function useRestoreSession(): void {
  const setAuth = useSetAtom(authStateAtom);
  useEffect(() => {
    const user = readStoredUser();
    setAuth(user ? { status: 'signedIn', user } : { status: 'signedOut' });
  }, [setAuth]);
}
