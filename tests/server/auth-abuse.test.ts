// Sign-in and e-mailed links cost a bounded amount of CPU and mail, and cannot be used to lock
// someone else out; racing refreshes keep the session; a password change ends every older token at once.
import { describe, expect, it } from 'vitest';
import { HASH_CONCURRENCY, HASH_MAX_WAITING, passwordHashQueue } from '../../server/auth/hash-queue';
import { createUser, jsonRequest, login, ORIGIN, readMailbox, refreshTokenOf } from '../helpers/auth';
import { setupTestApp } from '../helpers/setup-test-app';

// Behind our proxy: the client address is the last X-Forwarded-For hop, so each test can be "elsewhere".
const server = setupTestApp({ env: { TRUST_PROXY: 'true' }, resetEachTest: true });

const from = (ip: string) => ({ 'x-forwarded-for': ip });
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  server.app.request(path, jsonRequest('POST', body, headers));
const me = (token: string) => server.app.request('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });

/** Takes every running and waiting slot of the password-hashing queue until the returned function is called. */
function holdHashQueue(): () => Promise<void> {
  let open = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const held = Array.from({ length: HASH_CONCURRENCY + HASH_MAX_WAITING }, () => passwordHashQueue.run(() => gate));
  return async () => {
    open();
    await Promise.all(held);
  };
}

describe('sign-in limits', () => {
  it('an address that fails on 20 different e-mails is refused before any hashing; others are not', async () => {
    const user = await createUser(server.db);
    for (let i = 0; i < 20; i++) {
      expect(
        (await post('/api/login', { email: `alvo-${i}@exemplo.com.br`, password: 'chute' }, from('203.0.113.9')))
          .status,
      ).toBe(401);
    }
    // With every hashing slot taken, the refusal still comes at once: the limit is checked before any scrypt.
    const release = holdHashQueue();
    const blocked = await post('/api/login', { email: user.email, password: user.password }, from('203.0.113.9'));
    await release();
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).error).toBe('Muitas tentativas de login. Aguarde alguns minutos e tente novamente.');
    expect(
      (await post('/api/login', { email: user.email, password: user.password }, from('198.51.100.4'))).status,
    ).toBe(200);
  });

  it('successful sign-ins are not counted: 8 in a row all get in', async () => {
    const user = await createUser(server.db);
    for (let i = 0; i < 8; i++)
      expect(
        (await post('/api/login', { email: user.email, password: user.password }, from('203.0.113.10'))).status,
      ).toBe(200);
  });

  it('a full hashing queue answers 503 at once, in Portuguese, and frees up afterwards', async () => {
    const user = await createUser(server.db);
    const release = holdHashQueue();
    const started = performance.now();
    const busy = await post('/api/login', { email: user.email, password: user.password }, from('203.0.113.11'));
    expect(busy.status).toBe(503);
    expect((await busy.json()).error).toBe('Servidor ocupado, tente novamente em instantes.');
    expect(performance.now() - started).toBeLessThan(1000);
    await release();
    expect(passwordHashQueue.size).toEqual({ running: 0, waiting: 0 });
    expect(
      (await post('/api/login', { email: user.email, password: user.password }, from('203.0.113.11'))).status,
    ).toBe(200);
  });
});

describe('e-mailed link limits', () => {
  it('a stranger asking for many resets from elsewhere cannot block the owner’s own reset', async () => {
    const user = await createUser(server.db);
    for (let i = 0; i < 3; i++)
      expect((await post('/api/auth/forgot-password', { email: user.email }, from('203.0.113.12'))).status).toBe(200);
    expect((await post('/api/auth/forgot-password', { email: user.email }, from('203.0.113.12'))).status).toBe(429);
    expect((await post('/api/auth/magic-link', { email: user.email }, from('203.0.113.12'))).status).toBe(200);
    expect((await post('/api/auth/forgot-password', { email: user.email }, from('198.51.100.20'))).status).toBe(200);
    expect((await readMailbox(server.app, user.email)).filter((m) => m.kind === 'password_reset')).toHaveLength(4);
  });

  it('one e-mail gets at most 20 reset links an hour, from however many addresses', async () => {
    const user = await createUser(server.db);
    for (let i = 0; i < 20; i++)
      expect((await post('/api/auth/forgot-password', { email: user.email }, from(`192.0.2.${i}`))).status).toBe(200);
    expect((await post('/api/auth/forgot-password', { email: user.email }, from('192.0.2.200'))).status).toBe(429);
  });
});

describe('sign-up limits', () => {
  const signUp = (email: string, ip: string) =>
    post(
      '/api/auth/register',
      { email, password: 'senha-de-cadastro', confirmPassword: 'senha-de-cadastro', fullName: 'Pessoa Nova' },
      from(ip),
    );

  it('one address gets at most 30 sign-ups an hour (each mails a stranger), then a pt-BR 429; others are not', async () => {
    for (let i = 0; i < 30; i++) expect((await signUp(`novo-${i}@exemplo.com.br`, '203.0.113.30')).status).toBe(201);
    const blocked = await signUp('novo-31@exemplo.com.br', '203.0.113.30');
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toMatchObject({
      code: 'rate_limited',
      error: 'Muitos cadastros a partir deste endereço ou para este e-mail. Aguarde alguns minutos e tente novamente.',
    });
    expect((await signUp('novo-31@exemplo.com.br', '198.51.100.30')).status).toBe(201);
  });

  it('one e-mail is tried at most 3 times per 5 minutes from one address, 10 an hour from any', async () => {
    const email = 'disputado@exemplo.com.br';
    expect((await signUp(email, '203.0.113.31')).status).toBe(201);
    expect((await signUp(email, '203.0.113.31')).status).toBe(409);
    expect((await signUp(email, '203.0.113.31')).status).toBe(409);
    expect((await signUp(email, '203.0.113.31')).status).toBe(429);
    for (let i = 0; i < 7; i++) expect((await signUp(email, `192.0.2.${40 + i}`)).status).toBe(409);
    expect((await signUp(email, '192.0.2.60')).status).toBe(429);
  });
});

describe('refresh races', () => {
  it('three refreshes with one token at once all get the same successor, which keeps working', async () => {
    const user = await createUser(server.db);
    const { jar } = await login(server.app, user.email, user.password);
    const refresh = (cookie: string) =>
      server.app.request('/api/auth/refresh', { method: 'POST', headers: { cookie, origin: ORIGIN } });
    const replies = await Promise.all([refresh(jar.header()), refresh(jar.header()), refresh(jar.header())]);
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    const successors = replies.map(refreshTokenOf);
    expect(new Set(successors).size).toBe(1);
    expect((await refresh(`bp_refresh=${successors[0]}`)).status).toBe(200);
    // Past the reuse interval the first token is stolen goods: the family ends.
    await server.db.query(
      "UPDATE sessions SET rotated_at = rotated_at - interval '11 seconds' WHERE rotated_at IS NOT NULL",
    );
    const replay = await refresh(jar.header());
    expect(replay.status).toBe(401);
    expect((await replay.json()).code).toBe('refresh_reused');
  });
});

describe('a new password ends older access tokens at once', () => {
  it('after a change, the old token is refused and the new one works', async () => {
    const user = await createUser(server.db);
    const { token: old } = await login(server.app, user.email, user.password);
    const changed = await post(
      '/api/user/change-password',
      { currentPassword: user.password, newPassword: 'nova-senha-456' },
      { authorization: `Bearer ${old}` },
    );
    expect(changed.status).toBe(200);
    const fresh = (await changed.json()).user.access_token as string;
    expect((await me(old)).status).toBe(401);
    expect((await me(fresh)).status).toBe(200);
  });

  it('after a reset by e-mail, tokens issued before it are refused', async () => {
    const user = await createUser(server.db);
    const { token: old } = await login(server.app, user.email, user.password);
    await post('/api/auth/forgot-password', { email: user.email });
    const link = (await readMailbox(server.app, user.email)).find((m) => m.kind === 'password_reset')?.links[0] ?? '';
    const reset = await post('/api/auth/reset-password', {
      token: new URL(link).searchParams.get('token'),
      password: 'nova-senha-789',
    });
    expect(reset.status).toBe(200);
    expect((await me(old)).status).toBe(401);
    await login(server.app, user.email, 'nova-senha-789');
  });
});
