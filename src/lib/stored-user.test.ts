import { beforeEach, describe, expect, it } from 'vitest';
import { readStoredUser, STORED_USER_KEY } from './stored-user';

const user = { id: 'u1', email: 'ana@exemplo.com.br', full_name: 'Ana', subscription_expires: null };

describe('readStoredUser (SPEC §4 restore)', () => {
  beforeEach(() => localStorage.clear());

  it('returns null when nothing is stored', () => {
    expect(readStoredUser()).toBeNull();
  });

  it('restores a user with a permanent or future subscription', () => {
    localStorage.setItem(STORED_USER_KEY, JSON.stringify(user));
    expect(readStoredUser()?.email).toBe('ana@exemplo.com.br');
    localStorage.setItem(STORED_USER_KEY, JSON.stringify({ ...user, subscription_expires: '2999-01-01T00:00:00Z' }));
    expect(readStoredUser()?.id).toBe('u1');
  });

  it('removes a user whose subscription has expired', () => {
    localStorage.setItem(STORED_USER_KEY, JSON.stringify({ ...user, subscription_expires: '2020-01-01T00:00:00Z' }));
    expect(readStoredUser()).toBeNull();
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
  });

  it('keeps an account that never subscribed signed in (it waits for access; nothing of it expired)', () => {
    const waiting = { ...user, subscription_expires: '2020-01-01T00:00:00Z', subscription_status: 'none' };
    localStorage.setItem(STORED_USER_KEY, JSON.stringify(waiting));
    expect(readStoredUser()?.email).toBe('ana@exemplo.com.br');
  });

  it('removes an unparseable or malformed stored user', () => {
    localStorage.setItem(STORED_USER_KEY, '{oops');
    expect(readStoredUser()).toBeNull();
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
    localStorage.setItem(STORED_USER_KEY, JSON.stringify({ email: 'sem-id@x.com' }));
    expect(readStoredUser()).toBeNull();
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
  });
});
