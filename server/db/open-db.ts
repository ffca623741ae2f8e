import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import postgres from 'postgres';
import { type Db, wrapPglite, wrapPostgres } from './client';
import { openDurablePglite } from './pglite-durable';
import { openPgliteThread, pgliteWorkerFile } from './pglite-thread';

/** A PostgreSQL server when DATABASE_URL is set, else embedded PGlite in DATA_DIR/pgdata. */
export async function openDb(options: { databaseUrl?: string | undefined; dataDir: string }): Promise<Db> {
  if (options.databaseUrl) {
    const sql = postgres(options.databaseUrl, {
      max: 10,
      onnotice: () => {},
      // numeric and bigint arrive as strings, as in PGlite; repositories convert them.
      types: {},
    });
    await sql`select 1`;
    return wrapPostgres(sql);
  }
  const dir = path.join(options.dataDir, 'pgdata');
  await mkdir(dir, { recursive: true });
  // The production build runs PGlite in a worker thread; from sources (dev, tests) it runs in this thread.
  const workerFile = pgliteWorkerFile();
  if (workerFile) return openPgliteThread(workerFile, dir);
  return wrapPglite(await openDurablePglite(dir));
}
