import type { PGlite } from '@electric-sql/pglite';
import type postgres from 'postgres';
import { preparedQuery } from './pglite-prepared';

/** What the repositories need of a database: parameterised queries and transactions. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Embedded PGlite only: calls `onNotify` for each NOTIFY on `channel`, before the statement (or COMMIT) that
   * sent it resolves for its caller. Resolves once listening.
   */
  listen?(channel: string, onNotify: () => void): Promise<void>;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export function wrapPglite(pg: PGlite): Db {
  const asQueryable = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await q.query<T>(sql, params);
      return result.rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  const query = preparedQuery(pg);
  return {
    kind: 'pglite',
    ...asQueryable(pg),
    query,
    // PGlite calls listeners in a microtask queued while it reads the statement's reply, so before the
    // statement's own promise settles.
    listen: async (channel, onNotify) => {
      await pg.listen(channel, () => onNotify());
    },
    transaction: (fn) => pg.transaction((tx) => fn(asQueryable(tx))),
    close: () => pg.close(),
  };
}

/** `gate`, when set, runs each statement and each whole transaction (server/db/connection-gate.ts). */
export function wrapPostgres(sql: postgres.Sql, gate?: <T>(operation: () => Promise<T>) => Promise<T>): Db {
  type Runner = Pick<postgres.Sql, 'unsafe'>;
  const asQueryable = (q: Runner): Queryable => ({
    async query<T>(text: string, params: unknown[] = []) {
      const rows = await q.unsafe(text, params as postgres.ParameterOrJSON<never>[]);
      return rows as unknown as T[];
    },
    async exec(text: string) {
      await q.unsafe(text);
    },
  });
  const direct = asQueryable(sql);
  const through = gate ?? (<T>(operation: () => Promise<T>) => operation());
  return {
    kind: 'postgres',
    query: (text, params) => through(() => direct.query(text, params)),
    exec: (text) => through(() => direct.exec(text)),
    // The transaction's own statements run on its reserved connection, outside the gate.
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) =>
      through(async () => (await sql.begin((tx) => fn(asQueryable(tx)))) as T),
    close: () => sql.end({ timeout: 5 }),
  };
}

/** Whether the database answers a trivial statement (liveness for load balancers); throws when it does not. */
export async function pingDb(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}
