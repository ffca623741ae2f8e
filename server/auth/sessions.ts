import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { z } from '@core/schemas/zod-locale';
import type { Db, Queryable } from '../db/client';
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

export type RotateResult =
  | { ok: true; userId: string; token: string }
  | { ok: false; reason: 'invalid' | 'reused' | 'expired' };

/**
 * A rotated token presented again this soon gets the successor it was already given (two tabs, or the
 * page and the service worker, refreshing at once); later, reuse is taken as theft. Supabase Auth uses 10 s.
 */
export const REFRESH_REUSE_INTERVAL_SECONDS = 10;

const sessionRows = z.array(
  z.object({
    id: z.string(),
    user_id: z.string(),
    family_id: z.string(),
    rotated_at: z.date().nullable(),
    revoked_at: z.date().nullable(),
    expired: z.boolean(),
    reusable: z.boolean(),
    successor_sealed: z.string().nullable(),
  }),
);
type SessionRow = z.infer<typeof sessionRows>[number];
const sessionUserRows = z.array(z.object({ user_id: z.string() }));

// The successor is stored encrypted under a key derived from the token it replaces: the database alone
// (a backup, a leaked dump) cannot hand it out, only a caller who still holds the rotated token.
function keyFrom(token: string): Buffer {
  return createHash('sha256').update(`refresh-successor:${token}`).digest();
}

function seal(successor: string, parent: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(parent), iv);
  const body = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

function unseal(sealed: string, parent: string): string | null {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(parent), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

async function findByToken(db: Queryable, token: string): Promise<SessionRow | undefined> {
  const [row] = sessionRows.parse(
    await db.query(
      `SELECT id, user_id, family_id, rotated_at, revoked_at, successor_sealed, expires_at <= now() AS expired,
              coalesce(rotated_at > now() - make_interval(secs => $2), false) AS reusable
       FROM sessions WHERE token_hash = $1`,
      [hashToken(token), REFRESH_REUSE_INTERVAL_SECONDS],
    ),
  );
  return row;
}

/**
 * Exchanges a refresh token for a new one in the same family. A token already rotated away, past the
 * reuse interval, is a sign of theft: the whole family is revoked (OAuth 2.0 Security BCP, refresh rotation).
 */
export async function rotateSession(db: Db, token: string): Promise<RotateResult> {
  let row = await findByToken(db, token);
  if (!row || row.revoked_at) return { ok: false, reason: 'invalid' };
  if (row.expired) return { ok: false, reason: 'expired' };
  if (!row.rotated_at) {
    const current = row;
    const next = randomToken();
    // Only one concurrent refresh wins the rotation; the successor is written in the same transaction.
    const won = await db.transaction(async (tx) => {
      const claimed = await tx.query(
        'UPDATE sessions SET rotated_at = now(), successor_sealed = $2 WHERE id = $1 AND rotated_at IS NULL AND revoked_at IS NULL RETURNING id',
        [current.id, seal(next, token)],
      );
      if (claimed.length === 0) return false;
      await tx.query('INSERT INTO sessions (user_id, family_id, token_hash, expires_at) VALUES ($1, $2, $3, $4)', [
        current.user_id,
        current.family_id,
        hashToken(next),
        new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
      ]);
      return true;
    });
    if (won) return { ok: true, userId: current.user_id, token: next };
    row = await findByToken(db, token);
    if (!row || row.revoked_at) return { ok: false, reason: 'invalid' };
  }
  const successor = row.reusable && row.successor_sealed ? unseal(row.successor_sealed, token) : null;
  if (successor) return { ok: true, userId: row.user_id, token: successor };
  await revokeFamily(db, row.family_id);
  return { ok: false, reason: 'reused' };
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
  const [row] = sessionUserRows.parse(
    await db.query(
      'SELECT user_id FROM sessions WHERE token_hash = $1 AND revoked_at IS NULL AND rotated_at IS NULL AND expires_at > now()',
      [hashToken(token)],
    ),
  );
  return row?.user_id ?? null;
}
