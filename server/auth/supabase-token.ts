// Verifies a Supabase Auth access token: the project's JWKS (ES256/RS256, cached, a new
// `kid` refetches it so key rotation works) or, for legacy HS256 projects, SUPABASE_JWT_SECRET. Algorithms are
// pinned per key kind, so neither `alg: none` nor an HS256 token "signed" with a public key can pass.
import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, type JWTPayload, jwtVerify } from 'jose';
import type { SupabaseConfig } from '../config';
import { lifetimeWithin } from './tokens';

export const SUPABASE_AUDIENCE = 'authenticated';
/**
 * The longest access token accepted from Supabase: its "JWT expiry limit" defaults to 1 hour and can be raised to
 * at most 1 week (604,800 s), so a longer `exp − iat` is no token a project issues. The bound is the maximum rather
 * than the default, so a project configured longer still signs in; shorter lifetimes are the project's business.
 */
export const SUPABASE_MAX_TOKEN_LIFETIME_SECONDS = 7 * 24 * 3600;
const ASYMMETRIC_ALGORITHMS = ['ES256', 'RS256'];

export interface SupabaseClaims {
  /** The Supabase user's id (auth.users.id), never ours. */
  sub: string;
  iat: number;
  exp: number;
  iss: string;
  /** Supabase session id, when the project puts it in the token. */
  sessionId: string | null;
}

export interface VerifierOptions {
  /** Minimum time between two JWKS fetches caused by an unknown `kid` (jose's cooldown); default 30 s. */
  cooldownMs?: number;
  /** JWKS request timeout; default 5 s. */
  timeoutMs?: number;
}

export interface SupabaseTokenVerifier {
  readonly issuer: string;
  readonly jwksUrl: string;
  /** True when the token (unverified) says it comes from this project: only such tokens are tried here. */
  claimsIssuer(token: string): boolean;
  /** The verified claims, or null for any token that is not a valid, unexpired access token of this project. */
  verify(token: string): Promise<SupabaseClaims | null>;
  /** The key ids of the JWKS as last fetched (diagnostics). */
  loadedKeyIds(): string[];
}

export function supabaseIssuer(config: SupabaseConfig): string {
  return `${config.url}/auth/v1`;
}

export function createSupabaseTokenVerifier(
  config: SupabaseConfig,
  options: VerifierOptions = {},
): SupabaseTokenVerifier {
  const issuer = supabaseIssuer(config);
  const jwksUrl = `${issuer}/.well-known/jwks.json`;
  const jwks = createRemoteJWKSet(new URL(jwksUrl), {
    cacheMaxAge: config.jwksCacheSeconds * 1000,
    cooldownDuration: options.cooldownMs ?? 30_000,
    timeoutDuration: options.timeoutMs ?? 5000,
    headers: { apikey: config.anonKey },
  });
  const secret = config.jwtSecret ? new TextEncoder().encode(config.jwtSecret) : null;
  const common = { issuer, audience: SUPABASE_AUDIENCE, requiredClaims: ['sub', 'exp', 'iat'] };

  async function verify(token: string): Promise<SupabaseClaims | null> {
    try {
      const header = decodeProtectedHeader(token);
      const { payload } =
        header.alg === 'HS256' && secret
          ? await jwtVerify(token, secret, { ...common, algorithms: ['HS256'] })
          : await jwtVerify(token, jwks, { ...common, algorithms: ASYMMETRIC_ALGORITHMS });
      return toClaims(payload, issuer);
    } catch {
      return null;
    }
  }

  return {
    issuer,
    jwksUrl,
    claimsIssuer(token) {
      try {
        return decodeJwt(token).iss === issuer;
      } catch {
        return false;
      }
    },
    verify,
    loadedKeyIds() {
      const keys = jwks.jwks()?.keys ?? [];
      return keys.map((k) => (typeof k.kid === 'string' ? k.kid : '(sem kid)'));
    },
  };
}

function toClaims(payload: JWTPayload, issuer: string): SupabaseClaims | null {
  const { sub, iat, exp } = payload;
  if (typeof sub !== 'string' || sub === '' || typeof iat !== 'number' || typeof exp !== 'number') return null;
  if (!lifetimeWithin({ iat, exp }, SUPABASE_MAX_TOKEN_LIFETIME_SECONDS)) return null;
  // Only a signed-in user's token: not the anon or service_role keys (also JWTs of the project), not anonymous users.
  if (payload.role !== 'authenticated' || payload.is_anonymous === true) return null;
  const sessionId = typeof payload.session_id === 'string' ? payload.session_id : null;
  return { sub, iat, exp, iss: issuer, sessionId };
}
