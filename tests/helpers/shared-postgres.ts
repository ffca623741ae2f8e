import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { openDb } from '../../server/db/open-db';
import { startPgbouncer } from './pgbouncer';
import { startPostgres } from './postgres-server';

/** How instances reach the shared PostgreSQL: directly, or through a transaction pooler. */
export type PostgresRoute = 'direct' | 'transaction-pooler';

export interface SharedPostgres {
  /** DATABASE_URL as the instances get it. */
  url: string;
  poolMode: 'session' | 'transaction';
  /** The server itself (DATABASE_DIRECT_URL). */
  directUrl: string;
  stop(): Promise<void>;
}

/** A throw-away PostgreSQL reached by `route`; stop() stops the pooler (if any) and the server. */
export async function startSharedPostgres(route: PostgresRoute): Promise<SharedPostgres> {
  const server = await startPostgres();
  if (route === 'direct') {
    return { url: server.url, poolMode: 'session', directUrl: server.url, stop: async () => server.stop() };
  }
  const pooler = await startPgbouncer(server.url).catch((err: unknown) => {
    server.stop();
    throw err;
  });
  return {
    url: pooler.url,
    poolMode: 'transaction',
    directUrl: server.url,
    async stop() {
      try {
        await pooler.stop();
      } finally {
        server.stop();
      }
    },
  };
}

/**
 * Several app instances on one PostgreSQL, for the describe block it is called in: the server (and pooler) start
 * before its tests, migrated; `connect()` opens one more instance's pool on it; all close after the block.
 */
export function postgresInstances(route: PostgresRoute): { connect(): Promise<Db> } {
  let pg: SharedPostgres | undefined;
  const opened: Db[] = [];
  const connect = async () => {
    if (!pg) throw new Error('postgresInstances: connect() só existe dentro dos testes e hooks do bloco');
    const db = await openDb({ databaseUrl: pg.url, poolMode: pg.poolMode, dataDir: '/nonexistent' });
    opened.push(db);
    return db;
  };
  beforeAll(async () => {
    pg = await startSharedPostgres(route);
    await migrate(await connect());
  }, 90_000);
  afterAll(async () => {
    for (const db of opened) await db.close();
    await pg?.stop();
  });
  return { connect };
}
