import type { Db } from '../../server/db/client';
import { openDb } from '../../server/db/open-db';
import { migrate } from '../../server/db/migrate';
import { type PostgresServer, startPostgres } from './postgres-server';
import { createTestDb } from './test-db';

// Both database modes the product runs on, for suites that must hold on each (the input hardening).

export type DbMode = 'pglite' | 'postgres';

/** A migrated database in either mode the product runs on: embedded PGlite, or a throw-away PostgreSQL server. */
export async function openDbMode(mode: DbMode): Promise<{ db: Db; stop(): Promise<void> }> {
  if (mode === 'pglite') {
    const db = await createTestDb();
    return { db, stop: () => db.close() };
  }
  const server: PostgresServer = await startPostgres();
  const db = await openDb({ databaseUrl: server.url, dataDir: '/nonexistent' });
  await migrate(db);
  return {
    db,
    async stop() {
      await db.close();
      server.stop();
    },
  };
}
