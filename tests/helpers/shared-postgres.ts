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
