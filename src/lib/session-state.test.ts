import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { authStateAtom, initialAuthState } from './session-state';
import { STORED_USER_KEY } from './stored-user';

const USER = { id: 'u1', email: 'ana@exemplo.com.br', subscription_status: 'active' };

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('initialAuthState', () => {
  it('is the user kept on the device, or signed out, before the first render', () => {
    expect(initialAuthState({ search: '' })).toEqual({ status: 'signedOut' });
    localStorage.setItem(STORED_USER_KEY, JSON.stringify({ ...USER, access_token: 'a' }));
    expect(initialAuthState({ search: '?aba=milhas' })).toMatchObject({ status: 'signedIn', user: { id: 'u1' } });
  });

  it('waits for the session an address brings', () => {
    expect(initialAuthState({ search: '?access_token=a&refresh_token=r' })).toBeNull();
    expect(initialAuthState({ search: '?token=a&refresh_token=r' })).toBeNull();
  });
});

describe('authStateAtom', () => {
  it('until set, is what the device keeps when a store first reads it', () => {
    localStorage.setItem(STORED_USER_KEY, JSON.stringify(USER));
    expect(createStore().get(authStateAtom)).toMatchObject({ status: 'signedIn', user: { id: 'u1' } });
    localStorage.clear();
    expect(createStore().get(authStateAtom)).toEqual({ status: 'signedOut' });
  });

  it('is loading while the address brings a session', () => {
    window.history.replaceState(null, '', '/?access_token=a&refresh_token=r');
    expect(createStore().get(authStateAtom)).toEqual({ status: 'loading' });
  });

  it('is what was set, once set', () => {
    const store = createStore();
    store.set(authStateAtom, { status: 'signedOut' });
    localStorage.setItem(STORED_USER_KEY, JSON.stringify(USER));
    expect(store.get(authStateAtom)).toEqual({ status: 'signedOut' });
  });
});
