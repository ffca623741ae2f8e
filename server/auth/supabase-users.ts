// A confirmed Supabase identity → OUR user, by e-mail. Purchases (Kiwify, matched by e-mail),
// expiry, admin rights and every guard stay in our users table; Supabase only proves who is at the keyboard.
import { safeText } from '@core/schemas/bounds';
import type { Queryable } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { revokeAllSessions } from './sessions';
import type { SupabaseIdentity } from './supabase-auth';
import type { AccessClaims } from './tokens';
import { findUserByEmail, insertUser, setPasswordHash, type UserRow } from './users';

const nameSchema = safeText({ min: 2, max: 120 });

/**
 * Our account for a confirmed Supabase e-mail. None yet: one is created as self-registration does (no paid
 * access until a purchase with that e-mail). One whose e-mail we never saw confirmed (someone may have
 * registered that address first): Supabase has just proved the inbox, so, as when a purchase lands on it,
 * its password, sessions and earlier links are voided and the e-mail is marked confirmed.
 */
export async function userForSupabaseIdentity(db: Queryable, identity: SupabaseIdentity): Promise<UserRow> {
  const existing = await findUserByEmail(db, identity.email);
  if (existing?.email_confirmed_at) return existing;
  if (existing) {
    await setPasswordHash(db, existing.id, null, true);
    await revokeAllSessions(db, existing.id);
    const voided = await findUserByEmail(db, identity.email);
    if (!voided) throw new Error('usuário sumiu durante o login pelo Supabase');
    return voided;
  }
  const name = nameSchema.safeParse(identity.name ?? '');
  try {
    return await insertUser(db, {
      email: identity.email,
      passwordHash: null,
      fullName: name.success ? name.data : (identity.email.split('@')[0] ?? ''),
      plan: 'gratuito',
      expires: null,
      noPaidAccess: true,
      emailConfirmed: true,
    });
  } catch (err) {
    // Two first calls at once: the unique index decides, and both get the one row.
    const winner = isUniqueViolation(err) ? await findUserByEmail(db, identity.email) : null;
    if (!winner) throw err;
    return winner;
  }
}

/**
 * Claims standing in for our access token's, so every guard reads a Supabase caller exactly as one of ours.
 * Our password is not the credential behind a Supabase token, so changing (or voiding) it does not refuse one:
 * that session lives by Supabase's rules (its sign-out, its token's expiry). `pwc` is set past any change.
 */
export function claimsForSupabaseUser(user: UserRow, identity: SupabaseIdentity): AccessClaims {
  return {
    sub: user.id,
    email: user.email,
    role: user.role,
    purpose: 'access',
    pwc: Number.MAX_SAFE_INTEGER,
    iat: identity.claims.iat,
    exp: identity.claims.exp,
  };
}
