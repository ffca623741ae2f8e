import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import postgres from 'postgres';
import { type Db, wrapPglite, wrapPostgres } from './client';
import { connectionGate } from './connection-gate';
import { openDurablePglite } from './pglite-durable';
import { openPgliteThread, pgliteWorkerFile } from './pglite-thread';

interface OpenDbOptions {
  databaseUrl?: string | undefined;
  /** 'transaction' behind a transaction pooler: statements are sent unprepared (README "Deploy on Supabase"). */
  poolMode?: 'session' | 'transaction' | undefined;
  /** Where `prepare` (the migrations) runs when set: a direct connection instead of DATABASE_URL's pooler. */
  directUrl?: string | undefined;
  dataDir: string;
  /** Readies the schema (migrations); idempotent. Runs on the returned database, and on a first start also before. */
  prepare?: (db: Db) => Promise<void>;
}

/** A PostgreSQL server when DATABASE_URL is set, else embedded PGlite in DATA_DIR/pgdata; prepared when asked. */
export async function openDb(options: OpenDbOptions): Promise<Db> {
  if (options.databaseUrl && options.directUrl && options.prepare) {
    const direct = await connectPostgres(options.directUrl, 'session', 1);
    try {
      await options.prepare(direct);
    } finally {
      await direct.close();
    }
    return connectPostgres(options.databaseUrl, options.poolMode ?? 'session');
  }
  const db = await open(options);
  await options.prepare?.(db);
  return db;
}

async function connectPostgres(url: string, poolMode: 'session' | 'transaction', max = 10): Promise<Db> {
  const sql = postgres(url, {
    max,
    // A transaction pooler hands each transaction any server connection, where a statement prepared on
    // another one does not exist: unnamed statements only. Transactions stay whole (BEGIN…COMMIT on one connection).
    prepare: poolMode === 'session',
    onnotice: () => {},
    // numeric and bigint arrive as strings, as in PGlite; repositories convert them.
    types: {},
  });
  await sql`select 1`;
  // Behind a transaction pooler, one statement per connection at a time: it loses pipelined ones.
  return wrapPostgres(sql, poolMode === 'transaction' ? connectionGate(max) : undefined);
}

async function open(options: OpenDbOptions): Promise<Db> {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl, options.poolMode ?? 'session');
  const dir = path.join(options.dataDir, 'pgdata');
  await mkdir(dir, { recursive: true });
  // The production build runs PGlite in a worker thread; from sources (dev, tests) it runs in this thread.
  const workerFile = pgliteWorkerFile();
  if (workerFile) {
    // initdb leaves ~450 MB of the WASM heap resident in the thread that ran it: a first start
    // creates the cluster in a throwaway worker, and the long-lived one opens the finished directory.
    // The migrations run there too, so the long-lived worker starts as lean as on any restart.
    if (!existsSync(path.join(dir, 'PG_VERSION'))) {
      const first = await openPgliteThread(workerFile, dir);
      try {
        await options.prepare?.(first);
      } finally {
        await first.close();
      }
    }
    return openPgliteThread(workerFile, dir);
  }
  return wrapPglite(await openDurablePglite(dir));
}
