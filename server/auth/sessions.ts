import type { Queryable } from '../db/client';
import { hashToken, randomToken } from './tokens';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Starts a refresh-token family (one sign-in on one device). */
export async function createSession(db: Queryable, userId: string, userAgent?: string): Promise<string> {
  const token = randomToken();
  await db.query(
    `INSERT INTO sessions (user_id, family_id, token_hash, expires_at, user_agent)
     VALUES ($1, gen_random_uuid(), $2, $3, $4)`,
    [userId, hashToken(token), new Date(Date.now() + REFRESH_TOKEN_TTL_MS), userAgent?.slice(0, 300) ?? null],
  );
  return token;
}

export type RotateResult = { ok: true; userId: string; token: string } | { ok: false; reason: 'invalid' | 'reused' | 'expired' };

interface SessionRow {
  id: string;
  user_id: string;
  family_id: string;
  rotated_at: Date | null;
  revoked_at: Date | null;
  expires_at: Date;
}

/**
 * Exchanges a refresh token for a new one in the same family. A token already rotated away
 * is a sign of theft: the whole family is revoked (OAuth 2.0 Security BCP, refresh rotation).
 */
export async function rotateSession(db: Queryable, token: string): Promise<RotateResult> {
  const [row] = await db.query<SessionRow>(
    'SELECT id, user_id, family_id, rotated_at, revoked_at, expires_at FROM sessions WHERE token_hash = $1',
    [hashToken(token)],
  );
  if (!row || row.revoked_at) return { ok: false, reason: 'invalid' };
  if (row.rotated_at) {
    await revokeFamily(db, row.family_id);
    return { ok: false, reason: 'reused' };
  }
  if (row.expires_at.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
  // Only one concurrent refresh may win the rotation.
  const claimed = await db.query('UPDATE sessions SET rotated_at = now() WHERE id = $1 AND rotated_at IS NULL RETURNING id', [row.id]);
  if (claimed.length === 0) {
    await revokeFamily(db, row.family_id);
    return { ok: false, reason: 'reused' };
  }
  const next = randomToken();
  await db.query(
    `INSERT INTO sessions (user_id, family_id, token_hash, expires_at) VALUES ($1, $2, $3, $4)`,
    [row.user_id, row.family_id, hashToken(next), new Date(Date.now() + REFRESH_TOKEN_TTL_MS)],
  );
  return { ok: true, userId: row.user_id, token: next };
}

export async function revokeFamily(db: Queryable, familyId: string): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL', [familyId]);
}

/** Logout: the family of this refresh token ends. */
export async function revokeSessionByToken(db: Queryable, token: string): Promise<void> {
  await db.query(
    `UPDATE sessions SET revoked_at = now()
     WHERE revoked_at IS NULL AND family_id = (SELECT family_id FROM sessions WHERE token_hash = $1)`,
    [hashToken(token)],
  );
}

/** After a password reset or an admin deletion: every device signs in again. */
export async function revokeAllSessions(db: Queryable, userId: string): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
}

/** The user of a live, unrotated refresh token (used by POST /api/auth/session). */
export async function findLiveSessionUser(db: Queryable, token: string): Promise<string | null> {
  const [row] = await db.query<{ user_id: string }>(
    'SELECT user_id FROM sessions WHERE token_hash = $1 AND revoked_at IS NULL AND rotated_at IS NULL AND expires_at > now()',
    [hashToken(token)],
  );
  return row?.user_id ?? null;
}
