// The wallet under concurrent devices (sync-race style): several devices edit the same programmes at once while
// one pulls. Each programme ends as exactly one row holding the latest edit, the pulling device's copy equals the
// server's, and devices that add the same programme under different ids leave exactly one live row.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { createUser, jsonRequest, login } from '../helpers/auth';
import { postgresInstances } from '../helpers/shared-postgres';
import { createTestApp } from '../helpers/test-app';
import { createTestDb } from '../helpers/test-db';

type App = ReturnType<typeof createTestApp>['app'];
interface WalletItem {
  id: string;
  program: string;
  balance: number;
  updated_at: string;
  deleted_at: string | null;
}

const PROGRAMS = ['SMILES', 'LATAM_PASS', 'AZUL', 'LIVELO'] as const;
const DEVICES = 6;
const WRITES_PER_DEVICE = 24;

async function signIn(apps: App[], db: Db) {
  const user = await createUser(db);
  const { bearer } = await login(apps[0] as App, user.email, user.password);
  return { user, bearer };
}

async function pullAll(app: App, headers: Record<string, string>, into: Map<string, WalletItem>, cursor: string) {
  let next = cursor;
  for (;;) {
    const res = await app.request(`/api/wallet?updated_since=${encodeURIComponent(next)}`, { headers });
    const page = (await res.json()) as { items: WalletItem[]; cursor: string; hasMore: boolean };
    for (const item of page.items) into.set(item.id, item);
    next = page.cursor;
    if (!page.hasMore) return next;
  }
}

async function editRace(apps: App[], db: Db) {
  const { user, bearer } = await signIn(apps, db);
  // The id a device makes for a programme (UUID v5 of user and programme): the same on every device.
  const ids = new Map(PROGRAMS.map((p) => [p, randomUUID()]));
  const base = Date.UTC(2026, 10, 22, 12);
  const device = async (n: number) => {
    const app = apps[n % apps.length] as App;
    for (let i = 0; i < WRITES_PER_DEVICE; i++) {
      const program = PROGRAMS[(n + i) % PROGRAMS.length] as (typeof PROGRAMS)[number];
      const id = ids.get(program) as string;
      // Distinct instants across devices: the latest one must win wherever it lands in commit order.
      const updated_at = new Date(base + (i * DEVICES + n) * 1000).toISOString();
      const body = { id, program, balance: n * 1000 + i, created_at: new Date(base).toISOString(), updated_at };
      const res =
        i % 7 === 6
          ? await app.request(`/api/wallet/${id}`, jsonRequest('DELETE', undefined, bearer))
          : await app.request(`/api/wallet/${id}`, jsonRequest('PUT', { ...body, deleted_at: null }, bearer));
      if (res.status !== 200 && res.status !== 404) throw new Error(`${res.status} ${await res.text()}`);
    }
  };
  const copy = new Map<string, WalletItem>();
  let cursor = 'v1:0';
  let writing = true;
  const puller = (async () => {
    while (writing) {
      cursor = await pullAll(apps[0] as App, bearer, copy, cursor);
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  await Promise.all(Array.from({ length: DEVICES }, (_, n) => device(n))).finally(() => {
    writing = false;
  });
  await puller;
  await pullAll(apps[0] as App, bearer, copy, cursor);
  const server = await db.query<{ id: string; program: string; balance: number; deleted_at: Date | null }>(
    'SELECT id, program, balance, deleted_at FROM wallet WHERE user_id = $1',
    [user.id],
  );
  return { server, copy, ids };
}

async function addRace(apps: App[], db: Db) {
  const { user, bearer } = await signIn(apps, db);
  const now = new Date().toISOString();
  const statuses = await Promise.all(
    Array.from({ length: DEVICES }, async (_, n) => {
      const id = randomUUID();
      const body = { id, program: 'AZUL', balance: n, created_at: now, updated_at: now, deleted_at: null };
      return (await (apps[n % apps.length] as App).request(`/api/wallet/${id}`, jsonRequest('PUT', body, bearer)))
        .status;
    }),
  );
  const live = await db.query('SELECT id FROM wallet WHERE user_id = $1 AND deleted_at IS NULL', [user.id]);
  return { statuses, live: live.length };
}

function expectConverged(result: Awaited<ReturnType<typeof editRace>>) {
  expect(result.server).toHaveLength(PROGRAMS.length);
  expect(new Set(result.server.map((r) => r.id))).toEqual(new Set(result.ids.values()));
  for (const row of result.server) {
    const mine = result.copy.get(row.id);
    expect(mine, row.program).toBeDefined();
    expect({ balance: mine?.balance, deleted: mine?.deleted_at !== null }).toEqual({
      balance: row.balance,
      deleted: row.deleted_at !== null,
    });
  }
}

function expectOneLive(result: Awaited<ReturnType<typeof addRace>>) {
  expect(result.live).toBe(1);
  expect(result.statuses.filter((s) => s === 200)).toHaveLength(1);
  expect(result.statuses.filter((s) => s === 409)).toHaveLength(DEVICES - 1);
}

describe('wallet under concurrent devices', () => {
  it('PGlite: one row per programme, the device copy equals the server, one live row per programme added', async () => {
    const db = await createTestDb();
    try {
      const apps = [createTestApp(db).app];
      expectConverged(await editRace(apps, db));
      expectOneLive(await addRace(apps, db));
    } finally {
      await db.close();
    }
  }, 60_000);

  describe('PostgreSQL, two instances', () => {
    const { connect } = postgresInstances('direct');

    it('one row per programme, the device copy equals the server, one live row per programme added', async () => {
      const dbs = [await connect(), await connect()];
      const apps = dbs.map((d) => createTestApp(d).app);
      const db = dbs[0] as Db;
      expectConverged(await editRace(apps, db));
      expectOneLive(await addRace(apps, db));
    }, 60_000);
  });
});
