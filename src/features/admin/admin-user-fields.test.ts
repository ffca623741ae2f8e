import { describe, expect, it } from 'vitest';
import type { AdminUser } from '@core/schemas/auth';
import { displayName, filterByEmail, fromDateTimeLocal, isAdminUser, toDateTimeLocal } from './admin-user-fields';

const user = (email: string, full_name = ''): AdminUser => ({
  id: email,
  email,
  created_at: '2026-01-01T00:00:00.000Z',
  user_metadata: {
    full_name,
    role: 'user',
    user_type: 'assinante',
    subscription_expires: null,
    subscription_plan: 'gratuito',
  },
});

describe('admin user fields', () => {
  it('is admin by role or by user_type', () => {
    expect(isAdminUser({ role: 'admin', user_type: 'assinante' })).toBe(true);
    expect(isAdminUser({ role: 'user', user_type: 'admin' })).toBe(true);
    expect(isAdminUser({ role: 'user', user_type: 'assinante' })).toBe(false);
    expect(isAdminUser({})).toBe(false);
  });

  it('falls back to the e-mail local part for the name', () => {
    expect(displayName(user('ana.souza@example.com'))).toBe('ana.souza');
    expect(displayName(user('ana@example.com', '  '))).toBe('ana');
    expect(displayName(user('ana@example.com', 'Ana Souza'))).toBe('Ana Souza');
  });

  it('filters by case-insensitive e-mail substring; blank keeps everyone', () => {
    const list = [user('Ana@Example.com'), user('bruno@test.com')];
    expect(filterByEmail(list, 'EXAMPLE').map((u) => u.email)).toEqual(['Ana@Example.com']);
    expect(filterByEmail(list, '  ')).toBe(list);
    expect(filterByEmail(list, 'zzz')).toEqual([]);
  });

  it('round-trips datetime-local values at minute precision in local time', () => {
    const local = '2026-12-01T09:05';
    const iso = fromDateTimeLocal(local);
    expect(iso).toBe(new Date(2026, 11, 1, 9, 5).toISOString());
    expect(toDateTimeLocal(iso)).toBe(local);
    expect(toDateTimeLocal(new Date(2026, 11, 1, 9, 5, 42).toISOString())).toBe(local);
    expect(fromDateTimeLocal('')).toBeNull();
    expect(toDateTimeLocal(null)).toBe('');
    expect(() => fromDateTimeLocal('amanhã')).toThrow();
  });
});
