import { describe, expect, it } from 'vitest';
import { browserKeys } from '../helpers/alert-fakes';
import { createUser, jsonRequest, login } from '../helpers/auth';
import { setupTestApp } from '../helpers/setup-test-app';

// Who a browser's push endpoint belongs to: another account takes it over only with that browser's keys, or once
// the old owner has signed out; and what the unsubscribe body may carry.

// Loopback http endpoints (the test switch): nothing is sent at subscribe time.
const server = setupTestApp({ env: { PUSH_ALLOW_HTTP_ENDPOINTS: 'true' }, resetEachTest: true });
const ENDPOINT = 'http://127.0.0.1:9/push/navegador-compartilhado';

async function signedIn() {
  const user = await createUser(server.db);
  return { user, ...(await login(server.app, user.email, user.password)) };
}
type Signed = Awaited<ReturnType<typeof signedIn>>;

const subscribe = (s: Signed, keys: { p256dh: string; auth: string }) =>
  server.app.request('/api/push/subscriptions', jsonRequest('POST', { endpoint: ENDPOINT, keys }, s.bearer));
const owner = async () =>
  (
    await server.db.query<{ user_id: string }>('SELECT user_id FROM push_subscriptions WHERE endpoint = $1', [ENDPOINT])
  )[0]?.user_id;

describe('POST /api/push/subscriptions for an endpoint another account holds', () => {
  it('refuses a request without that browser’s keys with a pt-BR 409, and keeps the old owner', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const browser = browserKeys().json;
    expect((await subscribe(a, browser)).status).toBe(201);

    const stolen = await subscribe(b, browserKeys().json);
    expect(stolen.status).toBe(409);
    expect(await stolen.json()).toEqual({
      success: false,
      code: 'push_other_owner',
      error:
        'Este navegador já recebe as notificações de outra conta. Saia daquela conta neste navegador para recebê-las nesta.',
    });
    expect(await owner()).toBe(a.user.id);

    // The same browser (its keys) signed in to another account moves it.
    expect((await subscribe(b, browser)).status).toBe(201);
    expect(await owner()).toBe(b.user.id);
  });

  it("is taken over with other keys once the old owner has signed out ('Sair')", async () => {
    const a = await signedIn();
    const b = await signedIn();
    expect((await subscribe(a, browserKeys().json)).status).toBe(201);
    expect((await subscribe(b, browserKeys().json)).status).toBe(409);

    const out = await server.app.request('/api/auth/logout', { method: 'POST', headers: { cookie: a.jar.header() } });
    expect(out.status).toBe(200);
    expect((await subscribe(b, browserKeys().json)).status).toBe(201);
    expect(await owner()).toBe(b.user.id);
  });
});

describe('DELETE /api/push/subscriptions', () => {
  it('refuses a NUL or control character in the endpoint in the schema (400 with the field), before the database', async () => {
    const a = await signedIn();
    for (const endpoint of ['https://push.exemplo.com.br/a\u0000b', 'https://push.exemplo.com.br/a\u0007b']) {
      const res = await server.app.request('/api/push/subscriptions', jsonRequest('DELETE', { endpoint }, a.bearer));
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        code: 'invalid_input',
        error: 'O texto contém caracteres não permitidos.',
        issues: [{ path: 'endpoint', message: 'O texto contém caracteres não permitidos.' }],
      });
    }
  });
});
