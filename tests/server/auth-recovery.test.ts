import { describe, expect, it } from 'vitest';
import { createUser, jsonRequest, login } from '../helpers/auth';
import { createTestApp } from '../helpers/test-app';
import { setupTestApp } from '../helpers/setup-test-app';

const server = setupTestApp({ resetEachTest: true });

const post = (path: string, body: unknown) => server.app.request(path, jsonRequest('POST', body));

/** The newest link the dev mailbox holds for an address. */
async function lastLink(to: string): Promise<URL> {
  const res = await server.app.request(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  const { messages } = (await res.json()) as { messages: { links: string[] }[] };
  const link = messages[0]?.links[0];
  if (!link) throw new Error(`nenhum e-mail com link para ${to}`);
  return new URL(link);
}

describe('registration with e-mail confirmation', () => {
  it('creates an unconfirmed account, confirms through the e-mailed link, then signs in without paid access', async () => {
    const res = await post('/api/auth/register', {
      fullName: 'Carla Dias',
      email: 'carla@exemplo.com.br',
      password: 'segredo1',
      confirmPassword: 'segredo1',
    });
    expect(res.status).toBe(201);
    expect((await post('/api/login', { email: 'carla@exemplo.com.br', password: 'segredo1' })).status).toBe(403);

    const link = await lastLink('carla@exemplo.com.br');
    expect(link.pathname).toBe('/api/auth/confirm-email');
    const confirmed = await server.app.request(link.pathname + link.search);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get('location')).toBe('/login?email_confirmado=1');
    // Opened again (or first by a mail scanner): spent, but the account is confirmed, so still success.
    expect((await server.app.request(link.pathname + link.search)).headers.get('location')).toBe(
      '/login?email_confirmado=1',
    );
    expect((await server.app.request('/api/auth/confirm-email?token=inexistente-123')).headers.get('location')).toBe(
      '/login?email_confirmado=0',
    );

    const session = await login(server.app, 'carla@exemplo.com.br', 'segredo1');
    const me = await (await server.app.request('/api/auth/me', { headers: session.bearer })).json();
    expect(me.user.subscription_plan).toBe('gratuito');
    expect(new Date(me.user.subscription_expires).getTime()).toBeLessThanOrEqual(Date.now());
    // Never subscribed is not "expired": the reply says so and the guard's words too (same 403).
    expect(me.user.subscription_status).toBe('none');
    const refused = await server.app.request('/api/saved-flights', { headers: session.bearer });
    expect(refused.status).toBe(403);
    const body = await refused.json();
    expect(body.error).toMatch(/ainda não tem uma assinatura ativa/);
    expect(body.error).not.toMatch(/expirou/);
  });

  it('tells an ended subscription apart from one that never began', async () => {
    const ended = await createUser(server.db);
    // A month-long subscription bought 40 days ago.
    await server.db.query(
      `UPDATE users SET created_at = now() - interval '40 days', subscription_expires = now() - interval '10 days'
       WHERE id = $1`,
      [ended.id],
    );
    const reply = await (await post('/api/login', { email: ended.email, password: ended.password })).json();
    expect(reply.user.subscription_status).toBe('expired');
    // An administrator's account dated in the past at its creation has ended too: not "never subscribed".
    const dated = await createUser(server.db, { plan: 'premium', expires: new Date(Date.now() - 86_400_000) });
    const datedReply = await (await post('/api/login', { email: dated.email, password: dated.password })).json();
    expect(datedReply.user.subscription_status).toBe('expired');
    const active = await createUser(server.db);
    const signedIn = await (await post('/api/login', { email: active.email, password: active.password })).json();
    expect(signedIn.user.subscription_status).toBe('active');
  });

  it('refuses a taken e-mail and mismatched passwords in pt-BR', async () => {
    await createUser(server.db, { email: 'ja@exemplo.com.br' });
    const taken = await post('/api/auth/register', {
      fullName: 'Já Existe',
      email: 'ja@exemplo.com.br',
      password: 'segredo1',
      confirmPassword: 'segredo1',
    });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({
      error: 'Este email já está cadastrado',
      code: 'user_already_registered',
    });
    const mismatch = await post('/api/auth/register', {
      fullName: 'Ok',
      email: 'novo@exemplo.com.br',
      password: 'segredo1',
      confirmPassword: 'outra',
    });
    expect(mismatch.status).toBe(400);
    expect((await mismatch.json()).issues).toContainEqual({ path: 'confirmPassword', message: 'Senhas não coincidem' });
  });
});

describe('password recovery', () => {
  it('answers the same for known and unknown e-mails, and mails only the known one', async () => {
    const user = await createUser(server.db);
    const known = await post('/api/auth/forgot-password', { email: user.email });
    const unknown = await post('/api/auth/forgot-password', { email: 'ninguem@exemplo.com.br' });
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    const box = await (await server.app.request('/api/dev/mailbox')).json();
    expect(box.messages.map((m: { to: string }) => m.to)).toEqual([user.email]);
  });

  it('resets once with a valid link, signs every device out, and refuses the link again', async () => {
    const user = await createUser(server.db);
    const before = await login(server.app, user.email, user.password);
    await post('/api/auth/forgot-password', { email: user.email });
    const token = (await lastLink(user.email)).searchParams.get('token') ?? '';
    expect((await server.app.request(`/api/auth/reset-password/check?token=${token}`)).status).toBe(200);

    expect((await post('/api/auth/reset-password', { token, password: 'nova-senha-1' })).status).toBe(200);
    const again = await post('/api/auth/reset-password', { token, password: 'outra-senha-2' });
    expect(again.status).toBe(400);
    expect((await again.json()).error).toBe('Link de recuperação inválido ou expirado.');
    expect((await server.app.request(`/api/auth/reset-password/check?token=${token}`)).status).toBe(400);

    expect(
      (await server.app.request('/api/auth/refresh', { method: 'POST', headers: { cookie: before.jar.header() } }))
        .status,
    ).toBe(401);
    await login(server.app, user.email, 'nova-senha-1');
  });

  it('refuses an expired link', async () => {
    const user = await createUser(server.db);
    await post('/api/auth/forgot-password', { email: user.email });
    const token = (await lastLink(user.email)).searchParams.get('token') ?? '';
    await server.db.query("UPDATE auth_tokens SET expires_at = now() - interval '1 second'");
    const res = await post('/api/auth/reset-password', { token, password: 'nova-senha-1' });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('reset_expired');
  });

  it('allows 3 requests per 5 minutes per e-mail', async () => {
    const user = await createUser(server.db);
    for (let i = 0; i < 3; i++)
      expect((await post('/api/auth/forgot-password', { email: user.email })).status).toBe(200);
    expect((await post('/api/auth/forgot-password', { email: user.email })).status).toBe(429);
  });
});

describe('magic link', () => {
  it('signs in once through the e-mailed link', async () => {
    const user = await createUser(server.db);
    expect((await post('/api/auth/magic-link', { email: user.email })).status).toBe(200);
    const link = await lastLink(user.email);
    expect(link.pathname).toBe('/magic-link');
    expect(link.searchParams.get('type')).toBe('magiclink');
    const token = link.searchParams.get('token');

    const ok = await post('/api/magic-link/verify', { token, type: 'magiclink' });
    expect(ok.status).toBe(200);
    const body = await ok.json();
    expect(body).toMatchObject({ success: true, user: { id: user.id, full_name: 'Maria Viajante' } });
    expect(ok.headers.getSetCookie().join()).toContain('bp_refresh=');

    const reused = await post('/api/magic-link/verify', { token, type: 'magiclink' });
    expect(reused.status).toBe(400);
  });

  it("says 'expirou' for an expired link", async () => {
    const user = await createUser(server.db);
    await post('/api/auth/magic-link', { email: user.email });
    const token = (await lastLink(user.email)).searchParams.get('token');
    await server.db.query("UPDATE auth_tokens SET expires_at = now() - interval '1 second'");
    const res = await post('/api/magic-link/verify', { token });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toContain('expirou');
  });
});

describe('development mailbox', () => {
  it('exists only when DEV_MAILBOX=true, whatever NODE_ENV says', async () => {
    for (const NODE_ENV of ['development', 'test', 'production']) {
      const closed = createTestApp(server.db, { env: { NODE_ENV, DEV_MAILBOX: 'false' } }).app;
      expect((await closed.request('/api/dev/mailbox')).status).toBe(404);
    }
    const open = createTestApp(server.db, { env: { DEV_MAILBOX: 'true' } }).app;
    expect((await open.request('/api/dev/mailbox')).status).toBe(200);
  });
});
