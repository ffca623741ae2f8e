import { sign } from 'hono/jwt';
import { describe, expect, it } from 'vitest';
import { signAccessToken } from '../../server/auth/tokens';
import { CookieJar, createUser, jsonRequest, login, ORIGIN } from '../helpers/auth';
import { createTestApp, TEST_JWT_SECRET } from '../helpers/test-app';
import { setupTestApp } from '../helpers/setup-test-app';

const server = setupTestApp({ resetEachTest: true });

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  server.app.request(path, jsonRequest('POST', body, headers));
const me = (token: string) => server.app.request('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });

async function mailCount(to: string): Promise<number> {
  const { messages } = (await (await server.app.request(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)).json()) as {
    messages: unknown[];
  };
  return messages.length;
}

describe('access tokens', () => {
  it('refuses a tampered, foreign, expired or unsigned token with 401 Token inválido', async () => {
    const user = await createUser(server.db);
    const { token } = await login(server.app, user.email, user.password);
    const [head, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const candidates = [
      `${head}.${forged}.${signature}`,
      await sign({ ...claims }, 'outro-segredo-com-mais-de-32-caracteres!!', 'HS256'),
      await signAccessToken(TEST_JWT_SECRET, user, 'access', Date.now() - 16 * 60 * 1000),
      `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`,
      await sign({ sub: user.id, email: user.email, role: 'user', iat: now, exp: now + 60 }, TEST_JWT_SECRET, 'HS256'),
    ];
    for (const candidate of candidates) {
      const res = await me(candidate);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ success: false, error: 'Token inválido', code: 'invalid_token' });
    }
    expect((await me(token)).status).toBe(200);
    const anonymous = await server.app.request('/api/auth/me');
    expect(await anonymous.json()).toEqual({ success: false, error: 'Não autenticado', code: 'unauthenticated' });
  });

  it('refuses a token signed with our secret but without exp: it would never end', async () => {
    const user = await createUser(server.db);
    const { token } = await login(server.app, user.email, user.password);
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const { exp: _exp, ...forever } = payload;
    const res = await me(await sign(forever, TEST_JWT_SECRET, 'HS256'));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ success: false, error: 'Token inválido', code: 'invalid_token' });
    // The same claims with exp are fine: only the missing expiry is refused.
    expect((await me(await sign(payload, TEST_JWT_SECRET, 'HS256'))).status).toBe(200);
  });

  it('a first-access token changes the password once, and opens nothing else', async () => {
    const user = await createUser(server.db, { requiresPasswordChange: true, password: 'padrao123' });
    const first = await (await post('/api/login', { email: user.email, password: 'padrao123' })).json();
    const token = first.user.access_token as string;
    expect((await post('/api/user/change-password', { access_token: token, newPassword: 'primeira-1' })).status).toBe(
      200,
    );
    const again = await post('/api/user/change-password', { access_token: token, newPassword: 'segunda-22' });
    expect(again.status).toBe(401);
    await login(server.app, user.email, 'primeira-1');
  });
});

describe('password change', () => {
  it('ends the sessions of other devices', async () => {
    const user = await createUser(server.db);
    const laptop = await login(server.app, user.email, user.password);
    const phone = await login(server.app, user.email, user.password);
    const res = await post(
      '/api/user/change-password',
      { currentPassword: user.password, newPassword: 'trocada-123' },
      phone.bearer,
    );
    expect(res.status).toBe(200);
    const refreshLaptop = await server.app.request('/api/auth/refresh', {
      method: 'POST',
      headers: { cookie: laptop.jar.header() },
    });
    expect(refreshLaptop.status).toBe(401);
    const jar = new CookieJar();
    jar.store(res);
    expect(
      (await server.app.request('/api/auth/refresh', { method: 'POST', headers: { cookie: jar.header() } })).status,
    ).toBe(200);
  });

  it('by cookie, needs our own Origin', async () => {
    const user = await createUser(server.db);
    const { jar } = await login(server.app, user.email, user.password);
    const body = JSON.stringify({ currentPassword: user.password, newPassword: 'nova-senha-9' });
    const headers = { cookie: jar.header(), 'content-type': 'application/json' };
    const foreign = await server.app.request('/api/user/change-password', {
      method: 'POST',
      body,
      headers: { ...headers, origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).code).toBe('bad_origin');
    const ours = await server.app.request('/api/user/change-password', {
      method: 'POST',
      body,
      headers: { ...headers, origin: ORIGIN },
    });
    expect(ours.status).toBe(200);
  });
});

describe('unconfirmed accounts', () => {
  it('signing in with the right password mails a fresh confirmation link, at most 3 per 5 minutes', async () => {
    const user = await createUser(server.db, { emailConfirmed: false });
    const wrong = await post('/api/login', { email: user.email, password: 'errada' });
    expect(wrong.status).toBe(401);
    expect(await mailCount(user.email)).toBe(0);
    for (let i = 0; i < 4; i++)
      expect((await post('/api/login', { email: user.email, password: user.password })).status).toBe(403);
    expect(await mailCount(user.email)).toBe(3);
  });

  it('registration races on one e-mail give one account and one 409', async () => {
    const body = {
      fullName: 'Dupla Pessoa',
      email: 'dupla@exemplo.com.br',
      password: 'segredo1',
      confirmPassword: 'segredo1',
    };
    const replies = await Promise.all([post('/api/auth/register', body), post('/api/auth/register', body)]);
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await server.db.query('SELECT id FROM users')).toHaveLength(1);
  });
});

describe('magic-link requests', () => {
  it('answer alike for unknown e-mails and stop at 3 per 5 minutes per e-mail', async () => {
    const user = await createUser(server.db);
    const known = await post('/api/auth/magic-link', { email: user.email });
    const unknown = await post('/api/auth/magic-link', { email: 'ninguem@exemplo.com.br' });
    expect(await known.json()).toEqual(await unknown.json());
    expect((await post('/api/auth/magic-link', { email: user.email })).status).toBe(200);
    expect((await post('/api/auth/magic-link', { email: user.email })).status).toBe(200);
    const blocked = await post('/api/auth/magic-link', { email: user.email });
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toMatchObject({ success: false, code: 'rate_limited' });
    expect(await mailCount(user.email)).toBe(3);
  });

  it('a tampered magic-link token is refused without "expirou"', async () => {
    const res = await post('/api/magic-link/verify', { token: 'token-que-nunca-existiu', type: 'magiclink' });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.code).toBe('magic_link_invalid');
    expect(body.error).not.toContain('expirou');
  });
});

describe('client address behind a proxy', () => {
  const attempt = (target: typeof server.app, email: string, forwarded: string) =>
    target.request('/api/login', jsonRequest('POST', { email, password: 'errada' }, { 'x-forwarded-for': forwarded }));

  it('with TRUST_PROXY, counts by the hop our proxy appended, not the forgeable first one', async () => {
    const proxied = createTestApp(server.db, { env: { TRUST_PROXY: 'true' } }).app;
    const user = await createUser(server.db);
    for (let i = 0; i < 5; i++)
      expect((await attempt(proxied, user.email, `198.51.100.${i}, 203.0.113.9`)).status).toBe(401);
    expect((await attempt(proxied, user.email, '198.51.100.77, 203.0.113.9')).status).toBe(429);
    expect((await attempt(proxied, user.email, '203.0.113.10')).status).toBe(401);
  });

  it('without TRUST_PROXY, ignores X-Forwarded-For', async () => {
    const user = await createUser(server.db);
    for (let i = 0; i < 5; i++) expect((await attempt(server.app, user.email, `198.51.100.${i}`)).status).toBe(401);
    expect((await attempt(server.app, user.email, '203.0.113.50')).status).toBe(429);
  });
});
