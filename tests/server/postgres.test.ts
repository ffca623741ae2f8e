import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { openDb } from '../../server/db/open-db';
import { defaultMigrationsDir, migrate } from '../../server/db/migrate';
import { MAINTENANCE_LOCK, runMaintenance } from '../../server/jobs/maintenance';
import { createSearch } from '../../server/search/searches';
import { searchQuerySchema } from '../../core/schemas/search';
import { type PostgresRoute, type SharedPostgres, startSharedPostgres } from '../helpers/shared-postgres';

const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

// Directly, and through a transaction pooler (PgBouncer pool_mode=transaction, as Supabase's on 6543).
describe.each<PostgresRoute>(['direct', 'transaction-pooler'])('PostgreSQL reached %s', (route) => {
  let pg: SharedPostgres;
  const opened: Db[] = [];

  beforeAll(async () => {
    pg = await startSharedPostgres(route);
  }, 90_000);
  afterAll(async () => {
    for (const db of opened) await db.close();
    await pg?.stop();
  });

  async function connect(): Promise<Db> {
    const db = await openDb({ databaseUrl: pg.url, poolMode: pg.poolMode, dataDir: '/nonexistent' });
    opened.push(db);
    return db;
  }

  describe('a PostgreSQL server (DATABASE_URL)', () => {
    it('takes the same migrations, once, even from two instances starting together', async () => {
      const [a, b] = [await connect(), await connect()];
      const [appliedA, appliedB] = await Promise.all([migrate(a), migrate(b)]);
      const all = readdirSync(defaultMigrationsDir())
        .filter((f) => f.endsWith('.sql'))
        .map((f) => f.replace(/\.sql$/, ''))
        .sort();
      expect(all.length).toBeGreaterThan(1);
      // Each migration ran exactly once, whichever instance got to it.
      expect([...appliedA, ...appliedB].sort()).toEqual(all);
      expect(await migrate(a)).toEqual([]);
      const tables = await a.query<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1",
      );
      expect(tables.map((t) => t.table_name)).toEqual(
        expect.arrayContaining(['users', 'saved_flights', 'search_cache']),
      );
    });

    it('runs parameterised queries and rolls back failed transactions', async () => {
      const db = await connect();
      const [user] = await db.query<{ id: string }>('INSERT INTO users (email) VALUES ($1) RETURNING id', [
        'pg@exemplo.com.br',
      ]);
      await expect(
        db.transaction(async (tx) => {
          await tx.query('INSERT INTO searches (user_id, params) VALUES ($1, $2)', [
            user?.id,
            JSON.stringify({ origin: 'GRU' }),
          ]);
          throw new Error('falhou no meio');
        }),
      ).rejects.toThrow('falhou no meio');
      expect(await db.query('SELECT * FROM searches')).toHaveLength(0);
      await db.query('INSERT INTO searches (user_id, params) VALUES ($1, $2)', [user?.id, { origin: 'GRU' }]);
      const [search] = await db.query<{ params: { origin: string } }>('SELECT params FROM searches');
      expect(search?.params.origin).toBe('GRU');
    });

    it('answers every statement and transaction when more run at once than the pool has connections', async () => {
      const db = await connect();
      // Statements without parameters (which the driver would send behind a busy connection's), statements with
      // them, and transactions, all at once: 60 on a pool of 10, through a pooler with 3 server connections.
      const work = Array.from({ length: 20 }, (_, i) => [
        db.query<{ n: number }>('SELECT 1 AS n'),
        db.query<{ n: number }>('SELECT $1::int AS n', [i]),
        db.transaction(async (tx) => {
          await tx.query('SELECT 1');
          return tx.query<{ n: number }>('SELECT $1::int AS n', [i]);
        }),
      ]).flat();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('uma consulta ficou sem resposta')), 10_000);
      });
      const answered = await Promise.race([Promise.all(work), timeout]).finally(() => clearTimeout(timer));
      expect(answered.map((rows) => rows.length)).toEqual(Array(60).fill(1));
    });

    it('stores searches made at the same moment, and their log lines, in one statement', async () => {
      const db = await connect();
      const [user] = await db.query<{ id: string }>('INSERT INTO users (email) VALUES ($1) RETURNING id', [
        `lote-${route}@exemplo.com.br`,
      ]);
      const userId = user?.id ?? '';
      const query = searchQuerySchema.parse({ origin: 'GRU', destination: 'LIS', departureDate: inAMonth });
      const ids = await Promise.all([1, 2, 3].map(() => createSearch(db, userId, query)));
      const searches = await db.query<{ id: string; params: { destination: string } }>(
        'SELECT id, params FROM searches WHERE user_id = $1',
        [userId],
      );
      expect(searches.map((s) => s.id).sort()).toEqual([...ids].sort());
      expect(searches.every((s) => s.params.destination === 'LIS')).toBe(true);
      const logs = await db.query<{ search_type: string; departure_date: string }>(
        "SELECT search_type, to_char(departure_date, 'YYYY-MM-DD') AS departure_date FROM search_logs WHERE user_id = $1",
        [userId],
      );
      expect(logs).toEqual([1, 2, 3].map(() => ({ search_type: 'todos', departure_date: inAMonth })));
    });
  });

  describe('DATABASE_DIRECT_URL', () => {
    it('runs the migrations over the direct URL and serves queries over DATABASE_URL', async () => {
      const prepared: Db[] = [];
      const db = await openDb({
        databaseUrl: pg.url,
        poolMode: pg.poolMode,
        directUrl: pg.directUrl,
        dataDir: '/nonexistent',
        prepare: async (direct) => {
          prepared.push(direct);
          // The direct connection is a session: a session-level lock taken here is still held a statement later.
          await direct.query('SELECT pg_advisory_lock(77)');
          const [held] = await direct.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND objid = 77 AND pid = pg_backend_pid()",
          );
          expect(held?.n).toBe(1);
          await direct.query('SELECT pg_advisory_unlock(77)');
          await migrate(direct);
        },
      });
      opened.push(db);
      expect(prepared).toHaveLength(1);
      expect(prepared[0]).not.toBe(db);
      const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
      expect(row?.n).toBeGreaterThan(1);
    });
  });

  describe('leader-only jobs on PostgreSQL', () => {
    it('one instance prunes; another running at the same moment skips instead of waiting', async () => {
      const [a, b] = [await connect(), await connect()];
      await migrate(a);
      // Instance A is mid-round (holds the lock in its transaction) when instance B's round starts.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const roundA = a.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [MAINTENANCE_LOCK.toString()]);
        await held;
      });
      // Give A's lock a moment to be taken: poll pg_locks rather than sleeping blindly.
      for (let i = 0; i < 100; i++) {
        const [row] = await b.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND granted",
        );
        if ((row?.n ?? 0) > 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(await runMaintenance(b)).toBeNull();
      release();
      await roundA;
      expect(await runMaintenance(b)).not.toBeNull();
    });
  });
});
