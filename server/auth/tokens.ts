import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { sign, verify } from 'hono/jwt';

/** Short-lived access token (SPEC: kept by the PWA as `access_token`). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** 'password_change' tokens are good only for POST /api/user/change-password. */
export type AccessPurpose = 'access' | 'password_change';

export interface AccessClaims {
  sub: string;
  email: string;
  role: 'admin' | 'user';
  purpose: AccessPurpose;
  iat: number;
  exp: number;
}

export async function signAccessToken(
  secret: string,
  user: { id: string; email: string; role: 'admin' | 'user' },
  purpose: AccessPurpose = 'access',
  now = Date.now(),
): Promise<string> {
  const iat = Math.floor(now / 1000);
  const claims: AccessClaims = { sub: user.id, email: user.email, role: user.role, purpose, iat, exp: iat + ACCESS_TOKEN_TTL_SECONDS };
  return sign({ ...claims }, secret, 'HS256');
}

/** The claims of a valid, unexpired token signed by us; null for anything else. */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims | null> {
  try {
    const payload = await verify(token, secret, 'HS256');
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
    if (payload.purpose !== 'access' && payload.purpose !== 'password_change') return null;
    return payload as unknown as AccessClaims;
  } catch {
    return null;
  }
}

/** An opaque random token (256 bits) for cookies and e-mailed links. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored hashed: a leaked table gives no usable link or session. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
