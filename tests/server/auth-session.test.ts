import { describe, expect, it } from 'vitest';
import { createUser, jsonRequest, login, ORIGIN } from '../helpers/auth';
import { setupTestApp } from '../helpers/setup-test-app';

const server = setupTestApp({ resetEachTest: true });

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  server.app.request(path, jsonRequest('POST', body, headers));

describe('POST /api/login', () => {
  it('signs in: the SPEC §3 user with its access_token, and httpOnly SameSite=Lax cookies', async () => {
    const user = await createUser(server.db, { email: 'ana@exemplo.com.br', fullName: 'Ana Souza' });
    const res = await post('/api/login', { email: ' ANA@exemplo.com.br ', password: user.password });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      success: true,
      user: {
        id: user.id,
        email: 'ana@exemplo.com.br',
        full_name: 'Ana Souza',
        user_type: 'assinante',
        requires_password_change: false,
      },
    });
    expect(body.user.access_token).toMatch(/^ey/);
    const cookies = res.headers.getSetCookie().join('\n');
    expect(cookies).toMatch(/bp_access=.*HttpOnly.*SameSite=Lax/);
    expect(cookies).toMatch(/bp_refresh=.*Path=\/api\/auth.*HttpOnly/);
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const user = await createUser(server.db);
    for (const body of [
      { email: user.email, password: 'errada' },
      { email: 'ninguem@exemplo.com.br', password: 'x' },
    ]) {
      const res = await post('/api/login', body);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        success: false,
        error: 'Email ou senha incorretos',
        code: 'invalid_credentials',
      });
    }
  });

  it('refuses an e-mail not yet confirmed', async () => {
    const user = await createUser(server.db, { emailConfirmed: false });
    const res = await post('/api/login', { email: user.email, password: user.password });
    expect(res.status).toBe(403);
    expect((await res.json()).code).toBe('email_not_confirmed');
  });

  it('limits to 5 failed tries a minute per address and e-mail', async () => {
    const user = await createUser(server.db);
    for (let i = 0; i < 5; i++)
      expect((await post('/api/login', { email: user.email, password: 'errada' })).status).toBe(401);
    const blocked = await post('/api/login', { email: user.email, password: user.password });
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).error).toBe('Muitas tentativas de login. Aguarde alguns minutos e tente novamente.');
    // Another e-mail from the same address is counted apart.
    const other = await createUser(server.db);
    expect((await post('/api/login', { email: other.email, password: other.password })).status).toBe(200);
  });

  it('rejects malformed input with a pt-BR 400, never a 500', async () => {
    const res = await post('/api/login', { email: 'não-é-email', password: '' });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('Email inválido');
  });
});

describe('first access: forced password change', () => {
  it('gives a token good only for the change, then signs in with the new password', async () => {
    const user = await createUser(server.db, { requiresPasswordChange: true, password: 'padrao123' });
    const res = await post('/api/login', { email: user.email, password: 'padrao123' });
    const body = await res.json();
    expect(body.user.requires_password_change).toBe(true);
    expect(res.headers.getSetCookie()).toEqual([]);

    const limited = { authorization: `Bearer ${body.user.access_token}` };
    expect((await server.app.request('/api/auth/me', { headers: limited })).status).toBe(401);

    const short = await post('/api/user/change-password', { access_token: body.user.access_token, newPassword: '123' });
    expect(short.status).toBe(400);
    expect((await short.json()).error).toBe('A nova senha deve ter pelo menos 6 caracteres');

    const changed = await post('/api/user/change-password', {
      access_token: body.user.access_token,
      newPassword: 'minha-nova-senha',
    });
    expect(changed.status).toBe(200);
    const changedBody = await changed.json();
    expect(changedBody.user.requires_password_change).toBe(false);
    expect(changed.headers.getSetCookie().join()).toContain('bp_refresh=');

    expect((await post('/api/login', { email: user.email, password: 'padrao123' })).status).toBe(401);
    const session = await login(server.app, user.email, 'minha-nova-senha');
    expect((await server.app.request('/api/auth/me', { headers: session.bearer })).status).toBe(200);
  });

  it('asks a signed-in user for the right current password', async () => {
    const user = await createUser(server.db);
    const { bearer } = await login(server.app, user.email, user.password);
    const wrong = await post(
      '/api/user/change-password',
      { currentPassword: 'errada', newPassword: 'outra-senha' },
      bearer,
    );
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error).toBe('Senha atual incorreta');
    const ok = await post(
      '/api/user/change-password',
      { currentPassword: user.password, newPassword: 'outra-senha' },
      bearer,
    );
    expect(ok.status).toBe(200);
  });
});

describe('refresh, reuse detection and logout', () => {
  it('rotates the refresh token; replaying an old one revokes the whole family', async () => {
    const user = await createUser(server.db);
    const { jar } = await login(server.app, user.email, user.password);
    const first = jar.header();

    const refreshed = await server.app.request('/api/auth/refresh', {
      method: 'POST',
      headers: { cookie: first, origin: ORIGIN },
    });
    expect(refreshed.status).toBe(200);
    jar.store(refreshed);
    expect((await refreshed.json()).user.access_token).toMatch(/^ey/);
    const second = jar.header();
    expect(second).not.toBe(first);

    // Past the reuse interval (10 s), presenting a rotated token again is theft.
    await server.db.query(
      "UPDATE sessions SET rotated_at = now() - interval '11 seconds' WHERE rotated_at IS NOT NULL",
    );
    const replay = await server.app.request('/api/auth/refresh', { method: 'POST', headers: { cookie: first } });
    expect(replay.status).toBe(401);
    expect((await replay.json()).code).toBe('refresh_reused');
    // The thief's replay also ended the legitimate chain.
    expect(
      (await server.app.request('/api/auth/refresh', { method: 'POST', headers: { cookie: second } })).status,
    ).toBe(401);
  });

  it('logout revokes the session and clears the cookies', async () => {
    const user = await createUser(server.db);
    const { jar } = await login(server.app, user.email, user.password);
    const out = await server.app.request('/api/auth/logout', { method: 'POST', headers: { cookie: jar.header() } });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join()).toMatch(/bp_refresh=;.*Max-Age=0/);
    expect(
      (await server.app.request('/api/auth/refresh', { method: 'POST', headers: { cookie: jar.header() } })).status,
    ).toBe(401);
  });

  it('turns access_token + refresh_token URL parameters into a session, only when they belong together', async () => {
    const user = await createUser(server.db);
    const other = await createUser(server.db);
    const mine = await login(server.app, user.email, user.password);
    const theirs = await login(server.app, other.email, other.password);
    const refresh = mine.jar.get('bp_refresh') ?? '';
    expect((await post('/api/auth/session', { access_token: theirs.token, refresh_token: refresh })).status).toBe(401);
    const ok = await post('/api/auth/session', { access_token: mine.token, refresh_token: refresh });
    expect(ok.status).toBe(200);
    expect((await ok.json()).user.id).toBe(user.id);
  });
});

describe('cookie-authenticated writes', () => {
  it('need our own Origin and a JSON body', async () => {
    const user = await createUser(server.db);
    const { jar } = await login(server.app, user.email, user.password);
    const jsonBody = JSON.stringify({ full_name: 'Maria Nova', user_type: 'iniciado' });
    const base = { method: 'PUT', body: jsonBody };
    const foreign = await server.app.request('/api/profile', {
      ...base,
      headers: { cookie: jar.header(), 'content-type': 'application/json', origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    const noOrigin = await server.app.request('/api/profile', {
      ...base,
      headers: { cookie: jar.header(), 'content-type': 'application/json' },
    });
    expect(noOrigin.status).toBe(403);
    const form = await server.app.request('/api/profile', {
      ...base,
      headers: { cookie: jar.header(), 'content-type': 'text/plain', origin: ORIGIN },
    });
    expect(form.status).toBe(415);
    const ok = await server.app.request('/api/profile', {
      ...base,
      headers: { cookie: jar.header(), 'content-type': 'application/json', origin: ORIGIN },
    });
    expect(ok.status).toBe(200);
  });
});
