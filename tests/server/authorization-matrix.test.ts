import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { createUser, jsonRequest, login } from '../helpers/auth';
import { type FakeSupabaseAuth, startFakeSupabaseAuth } from '../helpers/fake-supabase-auth';
import { createTestApp } from '../helpers/test-app';
import { createTestDb } from '../helpers/test-db';
import { MATRIX, type Role } from './authorization-rows';

let db: Db;
let app: ReturnType<typeof createTestApp>['app'];
let fakeSupabase: FakeSupabaseAuth;
const headers: Record<Role, Record<string, string>> = { anonymous: {}, expired: {}, active: {}, admin: {} };
/**
 * The Supabase-session column: the same three people signed in through Supabase Auth, calling with
 * its access token as Bearer. Each must get exactly what their own session gets, route by route.
 */
const supabaseHeaders: Partial<Record<Role, Record<string, string>>> = {};

async function victim(): Promise<string> {
  return `/api/admin/users/${(await createUser(db)).id}`;
}

beforeAll(async () => {
  db = await createTestDb();
  fakeSupabase = await startFakeSupabaseAuth();
  app = createTestApp(db, { env: { SUPABASE_URL: fakeSupabase.url, SUPABASE_ANON_KEY: fakeSupabase.anonKey } }).app;
  const users = {
    expired: await createUser(db, { expires: new Date(Date.now() - 60_000) }),
    active: await createUser(db),
    admin: await createUser(db, { role: 'admin', expires: null }),
  };
  for (const role of ['expired', 'active', 'admin'] as const) {
    headers[role] = (await login(app, users[role].email, users[role].password)).bearer;
    const token = await fakeSupabase.accessToken(fakeSupabase.addUser({ email: users[role].email }));
    supabaseHeaders[role] = { authorization: `Bearer ${token}` };
  }
});
afterAll(async () => {
  await fakeSupabase.close();
  await db.close();
});

describe('authorization matrix', () => {
  for (const row of MATRIX) {
    it(`${row.method} ${row.path}`, async () => {
      for (const role of Object.keys(row.expect) as Role[]) {
        const path = row.path.startsWith('/api/admin/users/:id')
          ? await victim()
          : row.path.replace(':id', '7d3c1f2e-8a4b-4c5d-9e6f-0a1b2c3d4e5f');
        const res = await app.request(path, jsonRequest(row.method, row.body, headers[role]));
        expect(res.status, `${role}: ${await res.text()}`).toBe(row.expect[role]);
        const viaSupabase = supabaseHeaders[role];
        if (!viaSupabase) continue;
        const again = row.path.startsWith('/api/admin/users/:id') ? await victim() : path;
        const sres = await app.request(again, jsonRequest(row.method, row.body, viaSupabase));
        expect(sres.status, `${role} (sessão Supabase): ${await sres.text()}`).toBe(row.expect[role]);
      }
    });
  }

  it('has a row for every /api route the app registers', () => {
    const registered = new Set(
      app.routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/')).map((r) => `${r.method} ${r.path}`),
    );
    const covered = new Set(MATRIX.map((r) => `${r.method} ${r.path}`));
    expect([...registered].filter((route) => !covered.has(route))).toEqual([]);
  });

  it('every route of the matrix is in /api/openapi.json', async () => {
    const doc = (await (await app.request('/api/openapi.json')).json()) as { paths: Record<string, object> };
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, item]) =>
        Object.keys(item).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
      ),
    );
    expect(MATRIX.map((r) => `${r.method} ${r.path}`).filter((route) => !documented.has(route))).toEqual([]);
  });
});
