// Supabase Auth as an optional identity provider. Real ES256 keys (a JWKS on loopback, served by
// the Supabase Auth stand-in) and a real HS256 secret; every refusal is a 401 or 403 with a pt-BR message.
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authProvidersReply, userReply } from '@core/schemas/auth-replies';
import { supabaseStatusReply } from '@core/schemas/supabase';
import { createSupabaseAuth } from '../../server/auth/supabase-auth';
import { findUserByEmail } from '../../server/auth/users';
import type { Db } from '../../server/db/client';
import { CookieJar, createUser, jsonRequest, login } from '../helpers/auth';
import { type FakeSupabaseAuth, startFakeSupabaseAuth } from '../helpers/fake-supabase-auth';
import { createTestApp } from '../helpers/test-app';
import { createTestDb, resetDb } from '../helpers/test-db';

let db: Db;
let fake: FakeSupabaseAuth;
let app: ReturnType<typeof createTestApp>['app'];
let hsApp: ReturnType<typeof createTestApp>['app'];

const env = () => ({ SUPABASE_URL: fake.url, SUPABASE_ANON_KEY: fake.anonKey });

beforeAll(async () => {
  db = await createTestDb();
  fake = await startFakeSupabaseAuth();
  // No JWKS cooldown here, so a rotation is seen at the next token (production waits 30 s between refetches).
  app = createTestApp(db, {
    env: env(),
    supabase: (config) => (config.supabase ? createSupabaseAuth(config.supabase, { cooldownMs: 0 }) : null),
  }).app;
  hsApp = createTestApp(db, { env: { ...env(), SUPABASE_JWT_SECRET: fake.hs256Secret } }).app;
});
beforeEach(() => resetDb(db));
afterAll(async () => {
  await fake.close();
  await db.close();
});

const exchange = (token: string, target = app) =>
  target.request('/api/auth/supabase/session', jsonRequest('POST', { access_token: token }));
const me = (token: string, target = app) =>
  target.request('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });

async function expectRefused(res: Response, status = 401) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as { success: boolean; error: string };
  expect(body.success).toBe(false);
  // pt-BR, never an English library message.
  expect(body.error).toMatch(/Sessão do Supabase inválida|Token inválido|Confirme seu e-mail/);
}

describe('exchange: a Supabase access token becomes our session', () => {
  it('a confirmed Supabase user with no account here gets one, without paid access', async () => {
    const person = fake.addUser({
      email: `nova-${Date.now()}@exemplo.com.br`,
      userMetadata: { full_name: 'Rita Lee' },
    });
    const res = await exchange(await fake.accessToken(person));
    expect(res.status).toBe(200);
    const { user } = userReply.parse(await res.json());
    expect(user).toMatchObject({ email: person.email, full_name: 'Rita Lee', subscription_status: 'none' });
    const cookies = res.headers.getSetCookie().join('\n');
    expect(cookies).toMatch(/bp_access=.*HttpOnly/);
    expect(cookies).toMatch(/bp_refresh=.*HttpOnly/);
    // Our own session from here on: the cookie works, and the guards are ours (no subscription → no search).
    const jar = new CookieJar();
    jar.store(res);
    expect((await app.request('/api/auth/me', { headers: { cookie: jar.header() } })).status).toBe(200);
    const search = await app.request('/api/search/buscador', jsonRequest('POST', {}, { cookie: jar.header() }));
    expect(search.status).toBe(403);
    expect(((await search.json()) as { error: string }).error).toMatch(/ainda não tem uma assinatura ativa/);
  });

  it('a confirmed e-mail of an existing account signs in as that account: admin stays admin, expiry unchanged', async () => {
    const expires = new Date(Date.now() + 9 * 86_400_000);
    const admin = await createUser(db, { role: 'admin', expires });
    const person = fake.addUser({ email: admin.email.toUpperCase() });
    const res = await exchange(await fake.accessToken(person));
    const { user } = userReply.parse(await res.json());
    expect(user.id).toBe(admin.id);
    const row = await findUserByEmail(db, admin.email);
    expect(row?.role).toBe('admin');
    expect(row?.subscription_expires?.getTime()).toBe(expires.getTime());
    expect(row?.password_hash).toBe(admin.password_hash);
    // Our password still works too: Supabase is one more way in, not a replacement.
    await login(app, admin.email, admin.password);
  });

  it('refuses an e-mail Supabase has not confirmed, and creates nothing', async () => {
    const person = fake.addUser({ email: `pendente-${Date.now()}@exemplo.com.br`, emailConfirmed: false });
    const res = await exchange(await fake.accessToken(person));
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'email_not_confirmed', error: expect.stringMatching(/Confirme/) });
    expect(await findUserByEmail(db, person.email)).toBeNull();
  });

  it('an account here whose e-mail was never confirmed: the Supabase-proven owner takes it, the old password is void', async () => {
    const squatter = await createUser(db, { emailConfirmed: false });
    const person = fake.addUser({ email: squatter.email });
    const res = await exchange(await fake.accessToken(person));
    expect(res.status).toBe(200);
    const row = await findUserByEmail(db, squatter.email);
    expect(row?.email_confirmed_at).not.toBeNull();
    expect(row?.password_hash).toBeNull();
    const old = await app.request(
      '/api/login',
      jsonRequest('POST', { email: squatter.email, password: squatter.password }),
    );
    expect(old.status).toBe(401);
  });

  it('an account due a password change gets the first-access token, as /api/login gives it, and no session', async () => {
    const due = await createUser(db, { requiresPasswordChange: true });
    const res = await exchange(await fake.accessToken(fake.addUser({ email: due.email })));
    expect(res.status).toBe(200);
    const { user } = userReply.parse(await res.json());
    expect(user.requires_password_change).toBe(true);
    expect(res.headers.getSetCookie()).toEqual([]);
    // That token opens nothing but the password change.
    const token = user.access_token ?? '';
    expect((await me(token)).status).toBe(401);
  });

  it('asks Supabase about a token once while it is valid', async () => {
    const person = fake.addUser({ email: `cache-${Date.now()}@exemplo.com.br` });
    const token = await fake.accessToken(person);
    const before = fake.requests.filter((r) => r === 'GET /auth/v1/user').length;
    for (let i = 0; i < 3; i++) expect((await me(token)).status).toBe(200);
    expect(fake.requests.filter((r) => r === 'GET /auth/v1/user').length - before).toBe(1);
  });

  it('a token Supabase no longer honours (signed out) is refused', async () => {
    const person = fake.addUser({ email: `saiu-${Date.now()}@exemplo.com.br` });
    const token = await fake.accessToken(person);
    await fetch(`${fake.issuer}/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    await expectRefused(await exchange(token));
  });
});

describe('verification', () => {
  it('follows a key rotation: a token with a new kid verifies after one JWKS refetch', async () => {
    const person = fake.addUser({ email: `rot-${Date.now()}@exemplo.com.br` });
    expect((await me(await fake.accessToken(person))).status).toBe(200);
    await fake.rotate(true);
    const fetchesBefore = fake.requests.filter((r) => r.endsWith('jwks.json')).length;
    expect((await me(await fake.accessToken(person))).status).toBe(200);
    expect((await me(await fake.accessToken(person))).status).toBe(200);
    expect(fake.requests.filter((r) => r.endsWith('jwks.json')).length - fetchesBefore).toBe(1);
  });

  it('refuses wrong audience, wrong issuer, expired, bad signature, alg none, and HS256 with only a JWKS', async () => {
    const person = fake.addUser({ email: `ruim-${Date.now()}@exemplo.com.br` });
    const stranger = await generateKeyPair('ES256');
    const kid = (await exportJWK((await generateKeyPair('ES256')).publicKey)).x ?? 'x';
    const good = await fake.accessToken(person);
    const [header, payload] = good.split('.');
    const forged = await new SignJWT(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()))
      .setProtectedHeader(JSON.parse(Buffer.from(header ?? '', 'base64url').toString()))
      .sign(stranger.privateKey);
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const bad = {
      audience: await fake.accessToken(person, { claims: { aud: 'anon' } }),
      issuer: await fake.accessToken(person, { claims: { iss: 'https://outro.supabase.co/auth/v1' } }),
      expired: await fake.accessToken(person, { claims: { exp: Math.floor(Date.now() / 1000) - 10 } }),
      signature: forged,
      unknownKid: await new SignJWT({ ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) })
        .setProtectedHeader({ alg: 'ES256', kid })
        .sign(stranger.privateKey),
      none,
      hs256: await fake.accessToken(person, { alg: 'HS256' }),
      serviceRole: await fake.accessToken(person, { claims: { role: 'service_role' } }),
    };
    for (const [name, token] of Object.entries(bad)) {
      const exchanged = await exchange(token);
      expect(exchanged.status, name).toBe(401);
      await expectRefused(exchanged);
      await expectRefused(await me(token));
    }
    expect(await findUserByEmail(db, person.email)).toBeNull();
  });

  it('HS256 projects: a token signed with SUPABASE_JWT_SECRET passes, another secret does not', async () => {
    const person = fake.addUser({ email: `hs-${Date.now()}@exemplo.com.br` });
    expect((await exchange(await fake.accessToken(person, { alg: 'HS256' }), hsApp)).status).toBe(200);
    // ES256 still verifies against the JWKS there.
    expect((await me(await fake.accessToken(person), hsApp)).status).toBe(200);
    const [, payload] = (await fake.accessToken(person)).split('.');
    const otherSecret = await new SignJWT(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()))
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('outro-segredo-qualquer-com-32-caracteres!'));
    await expectRefused(await exchange(otherSecret, hsApp));
  });

  it('rate-limits failed exchanges per address, like /api/login', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await exchange(`nao.e.um-token-${i}`)).status);
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('configuration endpoints', () => {
  it('GET /api/auth/providers names the project and its public key; without Supabase, null', async () => {
    expect(authProvidersReply.parse(await (await app.request('/api/auth/providers')).json())).toEqual({
      success: true,
      supabase: { url: fake.url, anonKey: fake.anonKey },
    });
    const plain = createTestApp(db).app;
    expect(await (await plain.request('/api/auth/providers')).json()).toEqual({ success: true, supabase: null });
    const res = await plain.request(
      '/api/auth/supabase/session',
      jsonRequest('POST', { access_token: 'x'.repeat(20) }),
    );
    expect(res.status).toBe(404);
  });

  it('GET /api/auth/supabase/status: reachable, settings, JWKS keys, and the session issuer', async () => {
    const subscriber = await createUser(db);
    const person = fake.addUser({ email: subscriber.email });
    const token = await fake.accessToken(person);
    const viaSupabase = await app.request('/api/auth/supabase/status', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(viaSupabase.status).toBe(200);
    const status = supabaseStatusReply.parse(await viaSupabase.json());
    expect(status).toMatchObject({
      configured: true,
      reachable: true,
      url: fake.url,
      verification: 'jwks',
      session: { kind: 'supabase', issuer: fake.issuer },
      jwks: { loaded: true },
      error: null,
    });
    expect(status.settings?.external.google).toBe(true);
    expect(status.jwks?.keyIds.length).toBeGreaterThan(0);
    const ours = await login(app, subscriber.email, subscriber.password);
    const plain = createTestApp(db).app;
    const notConfigured = supabaseStatusReply.parse(
      await (await plain.request('/api/auth/supabase/status', { headers: ours.bearer })).json(),
    );
    expect(notConfigured).toMatchObject({ configured: false, session: { kind: 'bussola' } });
  });
});
