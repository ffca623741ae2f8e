// On the default database (file-backed PGlite) an acknowledged write is on disk before the reply.
import fs from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDurablePglite, openGroupCommitPglite } from '../../server/db/pglite-durable';

let dir: string;
let pg: PGlite;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'bussola-durable-'));
  pg = await openDurablePglite(path.join(dir, 'pgdata'));
  await pg.exec('CREATE TABLE t (id serial PRIMARY KEY, v text NOT NULL)');
}, 60_000);
afterAll(async () => {
  await pg?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('durable embedded database', () => {
  it('runs Postgres with fsync on', async () => {
    const [{ fsync }] = (await pg.query<{ fsync: string }>('SHOW fsync')).rows as [{ fsync: string }];
    expect(fsync).toBe('on');
  });

  it('flushes every acknowledged commit to the host disk before the reply', async () => {
    const flush = vi.spyOn(fs, 'fsyncSync');
    try {
      for (let i = 0; i < 5; i++) {
        const before = flush.mock.calls.length;
        await pg.query('INSERT INTO t (v) VALUES ($1)', [`linha ${i}`]);
        expect(flush.mock.calls.length).toBeGreaterThan(before);
      }
      // A read-only statement writes nothing and flushes nothing.
      const before = flush.mock.calls.length;
      await pg.query('SELECT count(*) FROM t');
      expect(flush.mock.calls.length).toBe(before);
    } finally {
      flush.mockRestore();
    }
  });

  it('what was acknowledged is there after reopening the data directory', async () => {
    await pg.close();
    pg = await openDurablePglite(path.join(dir, 'pgdata'));
    const { rows } = await pg.query<{ n: number }>('SELECT count(*)::int AS n FROM t');
    expect(rows[0]?.n).toBe(5);
  });
});

describe('group commit (the worker thread)', () => {
  it('commits only mark their files; one flush syncs them all, and a flush with nothing new syncs nothing', async () => {
    const groupDir = mkdtempSync(path.join(tmpdir(), 'bussola-group-'));
    const { pg: grouped, flush } = await openGroupCommitPglite(path.join(groupDir, 'pgdata'));
    const fsyncs = vi.spyOn(fs, 'fsyncSync');
    try {
      await grouped.exec('CREATE TABLE g (id serial PRIMARY KEY)');
      flush();
      fsyncs.mockClear();
      for (let i = 0; i < 10; i++) await grouped.query('INSERT INTO g DEFAULT VALUES');
      expect(fsyncs).not.toHaveBeenCalled();
      flush();
      const afterTen = fsyncs.mock.calls.length;
      expect(afterTen).toBeGreaterThanOrEqual(1);
      expect(afterTen).toBeLessThan(10);
      flush();
      expect(fsyncs.mock.calls.length).toBe(afterTen);
    } finally {
      fsyncs.mockRestore();
      await grouped.close();
      rmSync(groupDir, { recursive: true, force: true });
    }
  }, 60_000);
});
