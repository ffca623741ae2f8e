import { DELETION_LINK_MINUTES } from '@core/data/personal-data';
import { z } from '@core/schemas/zod-locale';
import type { Queryable } from '../db/client';
import { hashToken, randomToken } from './tokens';

export type OneTimePurpose = 'magic_link' | 'password_reset' | 'email_confirmation' | 'account_deletion';

/** Magic links last 15 min, reset links 1 h, e-mail confirmations 24 h, account-deletion links 30 min. */
export const ONE_TIME_TTL_MS: Record<OneTimePurpose, number> = {
  magic_link: 15 * 60 * 1000,
  password_reset: 60 * 60 * 1000,
  email_confirmation: 24 * 60 * 60 * 1000,
  account_deletion: DELETION_LINK_MINUTES * 60 * 1000,
};

/** The "Defina sua senha" link a purchase sends: a reset link that lasts 7 days. */
export const SET_PASSWORD_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export async function issueOneTimeToken(
  db: Queryable,
  userId: string,
  purpose: OneTimePurpose,
  ttlMs = ONE_TIME_TTL_MS[purpose],
): Promise<string> {
  const token = randomToken();
  await db.query('INSERT INTO auth_tokens (user_id, purpose, token_hash, expires_at) VALUES ($1, $2, $3, $4)', [
    userId,
    purpose,
    hashToken(token),
    new Date(Date.now() + ttlMs),
  ]);
  return token;
}

export type TokenCheck = { ok: true; userId: string } | { ok: false; reason: 'invalid' | 'expired' | 'used' };

const tokenRows = z.array(
  z.object({ id: z.string(), user_id: z.string(), expires_at: z.date(), used_at: z.date().nullable() }),
);
type TokenRow = z.infer<typeof tokenRows>[number];

async function find(db: Queryable, token: string, purpose: OneTimePurpose): Promise<TokenRow | undefined> {
  const [row] = tokenRows.parse(
    await db.query('SELECT id, user_id, expires_at, used_at FROM auth_tokens WHERE token_hash = $1 AND purpose = $2', [
      hashToken(token),
      purpose,
    ]),
  );
  return row;
}

/** Says whether a token would be accepted, without spending it (reset page check). */
export async function peekOneTimeToken(db: Queryable, token: string, purpose: OneTimePurpose): Promise<TokenCheck> {
  const row = await find(db, token, purpose);
  if (!row) return { ok: false, reason: 'invalid' };
  if (row.used_at) return { ok: false, reason: 'used' };
  if (row.expires_at.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
  return { ok: true, userId: row.user_id };
}

/** Spends a token: single use, even under concurrent requests. */
export async function consumeOneTimeToken(db: Queryable, token: string, purpose: OneTimePurpose): Promise<TokenCheck> {
  const check = await peekOneTimeToken(db, token, purpose);
  if (!check.ok) return check;
  const spent = await db.query(
    'UPDATE auth_tokens SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL RETURNING id',
    [hashToken(token)],
  );
  return spent.length === 1 ? check : { ok: false, reason: 'used' };
}

/** Every link this account was sent and has not used stops working (the account's inbox was not proven). */
export async function voidOneTimeTokens(db: Queryable, userId: string): Promise<void> {
  await db.query('UPDATE auth_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
}
