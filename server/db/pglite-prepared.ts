import { type PGlite, parse, protocol } from '@electric-sql/pglite';

/** Distinct statements kept per database; past this many, a new text takes PGlite's own path (never evicted). */
export const MAX_PREPARED_STATEMENTS = 500;

// Errors after which a named statement is dropped and the call retried on PGlite's own path: the statement is
// gone (26000) or a table it reads changed shape under it (0A000, "cached plan must not change result type").
const STALE_STATEMENT = new Set(['26000', '0A000']);

/** Statement names are unique in the process: two preparedQuery over one PGlite share its namespace. */
let named = 0;

interface Prepared {
  name: string;
  paramTypes: number[];
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const codeOf = (err: unknown) =>
  typeof err === 'object' && err !== null && 'code' in err ? (err as { code: unknown }).code : undefined;

/**
 * PGlite's query() makes six calls into Postgres per statement (parse, describe, bind, describe, execute, sync)
 * and parses and plans the text every time. Here each distinct text is parsed once as a named statement, and each
 * call sends bind + describe + execute + sync in ONE buffer. Same serializers, parsers, locks and SQLSTATE errors as query(). For statements
 * outside a transaction: a transaction's own statements go through its Transaction object.
 */
export function preparedQuery(pg: PGlite, maxStatements = MAX_PREPARED_STATEMENTS) {
  const statements = new Map<string, Prepared>();
  const { serialize } = protocol;

  async function prepare(sql: string): Promise<Prepared> {
    const name = `bussola_${++named}`;
    const { messages } = await pg.execProtocol(
      concat([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const prepared = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    statements.set(sql, prepared);
    return prepared;
  }

  async function run<T>(sql: string, params: unknown[]): Promise<T[]> {
    const prepared = statements.get(sql) ?? (await prepare(sql));
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = pg.serializers[prepared.paramTypes[i] ?? 0];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await pg.execProtocol(
      concat([
        serialize.bind({ statement: prepared.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    return (parse.parseResults(messages, pg.parsers)[0]?.rows ?? []) as T[];
  }

  return async <T>(sql: string, params: unknown[] = []): Promise<T[]> => {
    if (!statements.has(sql) && statements.size >= maxStatements) {
      return (await pg.query<T>(sql, params)).rows;
    }
    // The same locks as query(): never inside someone else's open transaction, never two protocol exchanges at once.
    try {
      return await pg._runExclusiveTransaction(() => pg._runExclusiveQuery(() => run<T>(sql, params)));
    } catch (err) {
      if (!STALE_STATEMENT.has(String(codeOf(err)))) throw err;
      statements.delete(sql);
      return (await pg.query<T>(sql, params)).rows;
    }
  };
}
