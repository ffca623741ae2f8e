// Access tokens live no longer than their issuer gives them: ours 15 minutes (ACCESS_TOKEN_TTL_SECONDS), Supabase's
// at most a week (its longest "JWT expiry limit"). A token signed with the right key but a longer life, or "issued"
// in the future, is refused like a forged one: 401 in pt-BR.
import { sign } from 'hono/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../server/auth/tokens';
import { SUPABASE_MAX_TOKEN_LIFETIME_SECONDS } from '../../server/auth/supabase-token';
import { createUser, jsonRequest, login } from '../helpers/auth';
import { type FakeSupabaseAuth, startFakeSupabaseAuth } from '../helpers/fake-supabase-auth';
import { setupTestApp } from '../helpers/setup-test-app';
import { TEST_JWT_SECRET } from '../helpers/test-app';

let fake: FakeSupabaseAuth;
beforeAll(async () => {
  fake = await startFakeSupabaseAuth();
});
afterAll(() => fake.close());

// The stand-in's address is read when the app is built (setupTestApp's beforeAll, after the one above).
const server = setupTestApp({
  resetEachTest: true,
  env: {
    get SUPABASE_URL() {
      return fake.url;
    },
    get SUPABASE_ANON_KEY() {
      return fake.anonKey;
    },
  },
});

const me = (token: string) => server.app.request('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
const exchange = (token: string) =>
  server.app.request('/api/auth/supabase/session', jsonRequest('POST', { access_token: token }));
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('our access tokens', () => {
  /** The claims of a real token of ours, re-signed with our secret and the given iat and exp. */
  async function resigned(iat: number, exp: number): Promise<string> {
    const user = await createUser(server.db);
    const { token } = await login(server.app, user.email, user.password);
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    return sign({ ...claims, iat, exp }, TEST_JWT_SECRET, 'HS256');
  }

  it.each([
    ['ten years', 0, 10 * 365 * 86_400],
    ['one second more than we issue', 0, ACCESS_TOKEN_TTL_SECONDS + 1],
    ['issued an hour from now', 3600, 3600 + ACCESS_TOKEN_TTL_SECONDS],
    ['exp before iat', 0, -1],
  ])('refuses one signed with our secret but lasting %s', async (_name, iatOffset, expOffset) => {
    const now = nowSeconds();
    const res = await me(await resigned(now + iatOffset, now + expOffset));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ success: false, error: 'Token inválido', code: 'invalid_token' });
  });

  it('accepts exactly the lifetime we issue', async () => {
    const now = nowSeconds();
    expect((await me(await resigned(now, now + ACCESS_TOKEN_TTL_SECONDS))).status).toBe(200);
  });
});

describe('Supabase access tokens', () => {
  it('refuses a token lasting longer than a week, or issued in the future, to the exchange and to a bearer call', async () => {
    const person = fake.addUser({ email: `longa-${Date.now()}@exemplo.com.br` });
    const now = nowSeconds();
    const tooLong = await fake.accessToken(person, { ttlSeconds: SUPABASE_MAX_TOKEN_LIFETIME_SECONDS + 1 });
    const future = await fake.accessToken(person, { claims: { iat: now + 3600, exp: now + 7200 } });
    for (const token of [tooLong, future]) {
      const exchanged = await exchange(token);
      expect(exchanged.status).toBe(401);
      expect((await exchanged.json()).error).toMatch(/Sessão do Supabase inválida|Token inválido/);
      expect((await me(token)).status).toBe(401);
    }
  });

  it('accepts a project configured at the longest Supabase allows (one week)', async () => {
    const person = fake.addUser({ email: `semana-${Date.now()}@exemplo.com.br` });
    const week = await fake.accessToken(person, { ttlSeconds: SUPABASE_MAX_TOKEN_LIFETIME_SECONDS });
    expect((await exchange(week)).status).toBe(200);
  });
});
