import { beforeEach, describe, expect, it } from 'vitest';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import { createUser, jsonRequest, login } from '../helpers/auth';
import { setupTestApp } from '../helpers/setup-test-app';

const server = setupTestApp({ resetEachTest: true });
let admin: Awaited<ReturnType<typeof createUser>>;
let auth: Record<string, string>;

beforeEach(async () => {
  admin = await createUser(server.db, { email: 'chefe@bussola.com.br', role: 'admin', expires: null });
  auth = (await login(server.app, admin.email, admin.password)).bearer;
});

const call = (method: string, path: string, body?: unknown) =>
  server.app.request(path, jsonRequest(method, body, auth));

describe('admin users API', () => {
  it('says who is an admin', async () => {
    expect(await (await call('GET', '/api/admin/me')).json()).toEqual({ isAdmin: true });
    const user = await createUser(server.db);
    const { bearer } = await login(server.app, user.email, user.password);
    expect(await (await server.app.request('/api/admin/me', { headers: bearer })).json()).toEqual({ isAdmin: false });
  });

  it('creates, lists, edits expiry, toggles admin and deletes users', async () => {
    const expiresOn = addDaysIso(todayIsoDate(), 90);
    const created = await call('POST', '/api/admin/users', {
      email: 'Novo@Exemplo.com.br',
      password: 'abc123',
      fullName: '',
      expiresAt: `${expiresOn}T12:30`,
      isAdmin: false,
    });
    expect(created.status).toBe(201);
    const { user } = await created.json();
    expect(user).toMatchObject({
      email: 'novo@exemplo.com.br',
      user_metadata: { full_name: 'novo', role: 'user', user_type: 'assinante', subscription_plan: 'premium' },
    });
    expect(user.user_metadata.subscription_expires.slice(0, 10)).toBe(expiresOn);

    const list = await (await call('GET', '/api/admin/users')).json();
    expect(list.users.map((u: { email: string }) => u.email).sort()).toEqual([
      'chefe@bussola.com.br',
      'novo@exemplo.com.br',
    ]);

    const permanent = await (
      await call('PUT', `/api/admin/users/${user.id}`, { user_metadata: { subscription_expires: null } })
    ).json();
    expect(permanent.user.user_metadata).toMatchObject({ subscription_expires: null, subscription_plan: 'gratuito' });

    const promoted = await (
      await call('PUT', `/api/admin/users/${user.id}`, { user_metadata: { role: 'admin', user_type: 'admin' } })
    ).json();
    expect(promoted.user.user_metadata).toMatchObject({ role: 'admin', user_type: 'admin' });
    const demoted = await (
      await call('PUT', `/api/admin/users/${user.id}`, { user_metadata: { role: 'user', user_type: 'assinante' } })
    ).json();
    expect(demoted.user.user_metadata).toMatchObject({ role: 'user', user_type: 'assinante' });

    expect((await call('DELETE', `/api/admin/users/${user.id}`)).status).toBe(200);
    expect((await call('DELETE', `/api/admin/users/${user.id}`)).status).toBe(404);
  });

  it('refuses a duplicate e-mail, a missing or short password and bad dates in pt-BR', async () => {
    expect((await call('POST', '/api/admin/users', { email: admin.email, password: 'abc123' })).status).toBe(409);
    const noPassword = await call('POST', '/api/admin/users', { email: 'a@b.com', password: '' });
    expect(noPassword.status).toBe(400);
    expect((await noPassword.json()).error).toBe('Email e senha são obrigatórios');
    // The same rule as sign-up: a 3-character password is refused by the server, whatever the form sent.
    const short = await call('POST', '/api/admin/users', { email: 'a@b.com', password: 'abc' });
    expect(short.status).toBe(400);
    expect((await short.json()).error).toBe('Senha deve ter pelo menos 6 caracteres');
    const badDate = await call('POST', '/api/admin/users', {
      email: 'a@b.com',
      password: 'abc123',
      expiresAt: 'amanhã',
    });
    expect(badDate.status).toBe(400);
    expect((await badDate.json()).error).toBe('Data de expiração inválida');
  });

  it('keeps an admin from deleting or demoting themself', async () => {
    const del = await call('DELETE', `/api/admin/users/${admin.id}`);
    expect(del.status).toBe(400);
    expect((await del.json()).code).toBe('self_delete');
    const demote = await call('PUT', `/api/admin/users/${admin.id}`, {
      user_metadata: { role: 'user', user_type: 'assinante' },
    });
    expect(demote.status).toBe(400);
    expect((await demote.json()).code).toBe('self_demotion');
  });

  it('answers an unknown or malformed id with 404, never 500', async () => {
    expect((await call('PUT', '/api/admin/users/nao-e-uuid', { user_metadata: {} })).status).toBe(404);
    expect((await call('DELETE', '/api/admin/users/00000000-0000-0000-0000-000000000000')).status).toBe(404);
  });

  it('takes a demotion into account at once, without waiting for the token to expire', async () => {
    const other = await createUser(server.db, { role: 'admin' });
    const session = await login(server.app, other.email, other.password);
    // Admin a moment ago (on embedded PGlite that row is now remembered: caller-rows.ts).
    expect((await server.app.request('/api/admin/users', { headers: session.bearer })).status).toBe(200);
    await call('PUT', `/api/admin/users/${other.id}`, { user_metadata: { role: 'user', user_type: 'assinante' } });
    expect((await server.app.request('/api/admin/users', { headers: session.bearer })).status).toBe(403);
  });
});
