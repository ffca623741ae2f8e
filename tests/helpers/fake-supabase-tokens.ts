import { randomBytes, randomUUID } from 'node:crypto';
import { type CryptoKey, exportJWK, generateKeyPair, type JWK, type JWTPayload, SignJWT } from 'jose';

// The Supabase stand-in's token side (tests/helpers/fake-supabase-auth.ts): its signing keys, the access tokens
// it issues (claims as Supabase's), the user JSON GoTrue answers, and reading a bearer's claims.

export interface FakeSupabaseUser {
  id: string;
  email: string;
  password: string;
  emailConfirmed: boolean;
  userMetadata: Record<string, unknown>;
}

export interface SignOptions {
  claims?: JWTPayload;
  alg?: 'ES256' | 'HS256';
  kid?: string;
  ttlSeconds?: number;
  sessionId?: string;
}

interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

async function newKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const kid = randomUUID();
  return { kid, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' } };
}

/** ES256 keys published in the JWKS (`rotate()` adds one), or HS256 with `hs256Secret` for a legacy project. */
export async function createTokenSigner(issuer: string) {
  const keys: SigningKey[] = [await newKey()];
  const hs256Secret = randomBytes(32).toString('hex');
  return {
    hs256Secret,
    jwks: () => ({ keys: keys.map((k) => k.publicJwk) }),
    async rotate(dropOld = false) {
      const key = await newKey();
      if (dropOld) keys.splice(0, keys.length);
      keys.push(key);
      return key.kid;
    },
    async sign(user: FakeSupabaseUser, options: SignOptions = {}) {
      const now = Math.floor(Date.now() / 1000);
      const payload: JWTPayload = {
        aud: 'authenticated',
        iss: issuer,
        sub: user.id,
        email: user.email,
        phone: '',
        app_metadata: { provider: 'email', providers: ['email'] },
        user_metadata: user.userMetadata,
        role: 'authenticated',
        aal: 'aal1',
        amr: [{ method: 'password', timestamp: now }],
        session_id: options.sessionId ?? randomUUID(),
        is_anonymous: false,
        iat: now,
        exp: now + (options.ttlSeconds ?? 3600),
        ...options.claims,
      };
      if (options.alg === 'HS256') {
        return new SignJWT(payload)
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .sign(new TextEncoder().encode(hs256Secret));
      }
      const key = keys.find((k) => k.kid === options.kid) ?? keys[keys.length - 1];
      if (!key) throw new Error('sem chave');
      return new SignJWT(payload).setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' }).sign(key.privateKey);
    },
  };
}

/** The claims of an `Authorization: Bearer` JWT, unverified (GoTrue checks the session behind them); null if unreadable. */
export function bearerClaims(authorization: string | undefined): JWTPayload | null {
  const token = authorization?.replace(/^Bearer /i, '') ?? '';
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as JWTPayload;
  } catch {
    return null;
  }
}

/** A user as GoTrue's `/user` and `/token` answer it. */
export const userJson = (u: FakeSupabaseUser) => ({
  id: u.id,
  aud: 'authenticated',
  role: 'authenticated',
  email: u.email,
  email_confirmed_at: u.emailConfirmed ? '2026-11-01T12:00:00.000000Z' : null,
  phone: '',
  confirmed_at: u.emailConfirmed ? '2026-11-01T12:00:00.000000Z' : null,
  last_sign_in_at: new Date().toISOString(),
  app_metadata: { provider: 'email', providers: ['email'] },
  user_metadata: u.userMetadata,
  identities: [],
  created_at: '2026-11-01T12:00:00.000000Z',
  updated_at: new Date().toISOString(),
  is_anonymous: false,
});
