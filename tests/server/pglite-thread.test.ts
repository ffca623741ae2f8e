import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { isUniqueViolation } from '../../server/db/errors';
import { openPgliteThread } from '../../server/db/pglite-thread';

// The production build runs PGlite in a worker thread; the worker is bundled here as the build does.
let dir: string;
let workerFile: string;
let db: Db;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'bussola-pglite-thread-'));
  // Inside the project, so the worker finds the installed packages as dist/server/ does.
  workerFile = path.resolve('node_modules/.cache/bussola-tests', `pglite-worker-${process.pid}.js`);
  await build({
    entryPoints: ['server/db/pglite-worker.ts'],
    outfile: workerFile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
  });
  db = await openPgliteThread(workerFile, path.join(dir, 'pgdata'));
  await db.exec('CREATE TABLE t (id text PRIMARY KEY, n int NOT NULL, at timestamptz, doc jsonb)');
}, 60_000);
afterAll(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(workerFile, { force: true });
});

describe('PGlite in a worker thread', () => {
  it('returns rows with the same types as in-process PGlite (Date, JSON, numbers)', async () => {
    const at = new Date('2026-11-23T12:00:00Z');
    await db.query('INSERT INTO t (id, n, at, doc) VALUES ($1, $2, $3, $4)', [
      'a',
      1,
      at,
      { rota: 'GRU-MIA', milhas: 48500 },
    ]);
    const [row] = await db.query<{ id: string; n: number; at: Date; doc: unknown }>('SELECT * FROM t WHERE id = $1', [
      'a',
    ]);
    expect(row).toEqual({ id: 'a', n: 1, at, doc: { rota: 'GRU-MIA', milhas: 48500 } });
  });

  it('flushes commits to disk (fsync on), as the in-thread database does', async () => {
    expect(await db.query('SHOW fsync')).toEqual([{ fsync: 'on' }]);
  });

  it('reports database errors with their SQLSTATE code', async () => {
    const duplicate = await db.query('INSERT INTO t (id, n) VALUES ($1, 0)', ['a']).catch((err: unknown) => err);
    expect(isUniqueViolation(duplicate)).toBe(true);
    await expect(db.query('SELECT nada FROM t')).rejects.toThrow(/nada/);
  });

  it('commits a transaction, and rolls one back when its function throws', async () => {
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO t (id, n) VALUES ($1, 0)', ['b']);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO t (id, n) VALUES ($1, 0)', ['c']);
        throw new Error('desiste');
      }),
    ).rejects.toThrow('desiste');
    const ids = await db.query<{ id: string }>("SELECT id FROM t WHERE id IN ('b', 'c')");
    expect(ids).toEqual([{ id: 'b' }]);
  });

  it('runs concurrent transactions one after another: no lost update', async () => {
    await db.query("INSERT INTO t (id, n) VALUES ('contador', 0)");
    const increment = () =>
      db.transaction(async (tx) => {
        const [row] = await tx.query<{ n: number }>("SELECT n FROM t WHERE id = 'contador'");
        await new Promise((resolve) => setImmediate(resolve));
        await tx.query("UPDATE t SET n = $1 WHERE id = 'contador'", [(row?.n ?? 0) + 1]);
      });
    await Promise.all(Array.from({ length: 10 }, increment));
    const [row] = await db.query<{ n: number }>("SELECT n FROM t WHERE id = 'contador'");
    expect(row?.n).toBe(10);
  });

  it('hands a NOTIFY to its listener before the statement or COMMIT that sent it resolves; none on rollback', async () => {
    const events: string[] = [];
    await db.listen?.('mudou', () => events.push('anunciado'));
    await db.query("SELECT pg_notify('mudou', '')");
    events.push('comando');
    await db.transaction(async (tx) => {
      await tx.query("SELECT pg_notify('mudou', '')");
      events.push('dentro');
    });
    events.push('commit');
    await db
      .transaction(async (tx) => {
        await tx.query("SELECT pg_notify('mudou', '')");
        throw new Error('desfaz');
      })
      .catch(() => events.push('rollback'));
    await db.query('SELECT 1');
    expect(events).toEqual(['anunciado', 'comando', 'dentro', 'anunciado', 'commit', 'rollback']);
  });
});
