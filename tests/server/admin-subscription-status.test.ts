import { describe, expect, it } from 'vitest';
import { adminUserSchema } from '@core/schemas/auth';
import { toAdminUser, type UserRow } from '../../server/auth/users';

// The admin list tells an account that never paid ('Sem assinatura' on screen) from one whose subscription ended.

const now = Date.now();
const created = new Date(now - 30 * 86_400_000);
const row = (over: Partial<UserRow>): UserRow => ({
  id: 'u-1',
  email: 'ana@exemplo.com.br',
  password_hash: null,
  full_name: 'Ana',
  role: 'user',
  user_type: 'assinante',
  subscription_plan: 'gratuito',
  subscription_expires: null,
  requires_password_change: false,
  email_confirmed_at: null,
  password_changed_at: null,
  created_at: created,
  ...over,
});

describe('toAdminUser: subscription_status', () => {
  it("is 'none' for a self-registered account that never paid, 'expired' for one that ended, 'active' otherwise", () => {
    const never = toAdminUser(row({ subscription_expires: created }));
    const ended = toAdminUser(row({ subscription_plan: 'mensal', subscription_expires: new Date(now - 86_400_000) }));
    const active = toAdminUser(row({ subscription_plan: 'mensal', subscription_expires: new Date(now + 86_400_000) }));
    expect([never, ended, active].map((u) => u.subscription_status)).toEqual(['none', 'expired', 'active']);
    expect(adminUserSchema.parse(never).subscription_status).toBe('none');
  });
});
