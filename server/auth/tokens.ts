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
  /** When the user's password last changed (ms; 0 if never), so a later change refuses this token. */
  pwc?: number;
  iat: number;
  exp: number;
}

export async function signAccessToken(
  secret: string,
  user: { id: string; email: string; role: 'admin' | 'user'; password_changed_at?: Date | null },
  purpose: AccessPurpose = 'access',
  now = Date.now(),
): Promise<string> {
  const iat = Math.floor(now / 1000);
  const pwc = user.password_changed_at?.getTime() ?? 0;
  const claims: AccessClaims = {
    sub: user.id,
    email: user.email,
    role: user.role,
    purpose,
    pwc,
    iat,
    exp: iat + ACCESS_TOKEN_TTL_SECONDS,
  };
  return sign({ ...claims }, secret, 'HS256');
}

/** How far ahead of this server's clock another instance's (or Supabase's) may be when it stamps `iat`. */
export const CLOCK_SKEW_SECONDS = 60;

/**
 * True when a token's lifetime is one its issuer could have given: `exp` after `iat`, `exp − iat` at most
 * `maxSeconds`, and `iat` not in the future (else a token "issued" in ten years would pass the lifetime test). A
 * token outside these was not made by the issuer's code: a leaked signing key, or a forgery by whoever held it,
 * should not buy a session that outlives every rotation.
 */
export function lifetimeWithin(claims: { iat: number; exp: number }, maxSeconds: number, now = Date.now()): boolean {
  const nowSeconds = Math.floor(now / 1000);
  return (
    claims.exp > claims.iat && claims.exp - claims.iat <= maxSeconds && claims.iat <= nowSeconds + CLOCK_SKEW_SECONDS
  );
}

// Signature checks already passed, until the token expires: a search makes several authenticated
// calls with one token, and WebCrypto's key import on each verify showed in bench:search.
const verified = new Map<string, { secret: string; claims: AccessClaims }>();
const VERIFIED_CACHE_SIZE = 10_000;

/** The claims of a valid, unexpired token signed by us; null for anything else. */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims | null> {
  const hit = verified.get(token);
  if (hit && hit.secret === secret) return hit.claims.exp * 1000 > Date.now() ? hit.claims : null;
  try {
    const payload = await verify(token, secret, 'HS256');
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
    // hono's verify only checks exp when present: a token of ours without one (or without iat) never ends.
    if (typeof payload.exp !== 'number' || typeof payload.iat !== 'number') return null;
    // Nothing here signs for longer than ACCESS_TOKEN_TTL_SECONDS: a 10-year token is not ours to honour.
    if (!lifetimeWithin({ iat: payload.iat, exp: payload.exp }, ACCESS_TOKEN_TTL_SECONDS)) return null;
    if (payload.purpose !== 'access' && payload.purpose !== 'password_change') return null;
    const claims = payload as unknown as AccessClaims;
    if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value as string);
    verified.set(token, { secret, claims });
    return claims;
  } catch {
    return null;
  }
}

/** True for a token issued before the user's password last changed (or was voided): it is refused at once. */
export function tokenPredatesPassword(
  claims: Pick<AccessClaims, 'pwc'>,
  user: { password_changed_at: Date | null },
): boolean {
  return (claims.pwc ?? 0) < (user.password_changed_at?.getTime() ?? 0);
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
