// Migration 0004 keeps existing rows and devices: rows written under the timestamp cursor get change
// numbers in the order that cursor saw them, and a device still holding a timestamp cursor pulls them all once.
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, wrapPglite } from '../../server/db/client';
import { defaultMigrationsDir, migrate } from '../../server/db/migrate';
import { pullChanges, SAVED_FLIGHTS, upsertRow } from '../../server/sync/sync-table';

let db: Db;
let before: string;
let userId: string;

beforeAll(async () => {
  // The database as it was before this migration: 0001–0003 only.
  before = mkdtempSync(path.join(tmpdir(), 'bussola-migrations-'));
  for (const file of readdirSync(defaultMigrationsDir()).filter((f) => f < '0004')) {
    copyFileSync(path.join(defaultMigrationsDir(), file), path.join(before, file));
  }
  db = wrapPglite(await PGlite.create());
  await migrate(db, before);
  const [user] = await db.query<{ id: string }>(
    "INSERT INTO users (email) VALUES ('antiga@exemplo.com.br') RETURNING id",
  );
  userId = user?.id ?? '';
  for (const [i, minute] of [3, 1, 2].entries()) {
    await db.query(
      `INSERT INTO saved_flights (id, user_id, origin, destination, saved_at, updated_at, server_updated_at)
       VALUES (gen_random_uuid(), $1, 'GRU', $2, now(), now(), $3)`,
      [userId, ['MIA', 'LIS', 'JFK'][i], new Date(Date.UTC(2026, 10, 22, 12, minute))],
    );
  }
  await db.query(
    `INSERT INTO price_alerts (id, user_id, origin, destination, max_price, created_at, updated_at)
     VALUES (gen_random_uuid(), $1, 'GRU', 'MAD', 50000, now(), now())`,
    [userId],
  );
  expect(await migrate(db)).toEqual(expect.arrayContaining(['0004_sync_version']));
}, 60_000);
afterAll(async () => {
  await db?.close();
  rmSync(before, { recursive: true, force: true });
});

describe('migration 0004_sync_version', () => {
  it('numbers existing rows per user in the old cursor order, alerts after flights, on one counter', async () => {
    const flights = await db.query<{ destination: string; v: string }>(
      'SELECT destination, sync_version::text AS v FROM saved_flights ORDER BY sync_version',
    );
    expect(flights).toEqual([
      { destination: 'LIS', v: '1' },
      { destination: 'JFK', v: '2' },
      { destination: 'MIA', v: '3' },
    ]);
    expect(await db.query('SELECT sync_version::text AS v FROM price_alerts')).toEqual([{ v: '4' }]);
    expect(await db.query('SELECT version::text AS v FROM sync_versions WHERE user_id = $1', [userId])).toEqual([
      { v: '4' },
    ]);
  });

  it('a device holding a timestamp cursor gets every row once, then only what is new', async () => {
    const full = await pullChanges(db, SAVED_FLIGHTS, userId, '2026-11-22T12:05:00.000Z');
    expect(full.items.map((i) => i.destination)).toEqual(['LIS', 'JFK', 'MIA']);
    const id = '0d9a3b8e-4c1f-4e6a-9b2d-7f5e3c1a8b90';
    const at = new Date(Date.UTC(2026, 10, 23)).toISOString();
    await upsertRow(db, SAVED_FLIGHTS, userId, id, { origin: 'GRU', destination: 'SCL', saved_at: at, updated_at: at });
    const next = await pullChanges(db, SAVED_FLIGHTS, userId, full.cursor);
    expect(next.items.map((i) => i.id)).toEqual([id]);
    expect(next.cursor).toBe('v1:5');
  });
});
