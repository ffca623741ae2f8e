// What bench:scale reads from PostgreSQL itself: the database's and the biggest tables' sizes, the statements that
// took the most time (pg_stat_statements, preloaded by the bench) and the sequential scans of big tables since the
// measuring began (a hot path missing an index shows there).

const mb = (bytes) => Math.round(bytes / 1e5) / 10;
const ms = (value) => Math.round(value * 100) / 100;

/** Forgets the statistics gathered while seeding, so what is read later is the measured phases' own. */
export async function resetStats(sql) {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_stat_statements`;
  await sql`SELECT pg_stat_statements_reset()`;
  await sql`SELECT pg_stat_reset()`;
}

export async function readStats(sql) {
  const [{ bytes }] = await sql`SELECT pg_database_size(current_database())::float8 AS bytes`;
  const tables = await sql`SELECT c.relname AS table, c.reltuples::float8 AS rows,
      pg_total_relation_size(c.oid)::float8 AS bytes, pg_indexes_size(c.oid)::float8 AS index_bytes
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind = 'r' AND n.nspname = 'public' ORDER BY pg_total_relation_size(c.oid) DESC LIMIT 8`;
  const statements =
    await sql`SELECT left(regexp_replace(query, '\\s+', ' ', 'g'), 160) AS query, calls::float8 AS calls,
      total_exec_time AS total_ms, mean_exec_time AS mean_ms, max_exec_time AS max_ms, rows::float8 AS rows
    FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
      AND query NOT ILIKE '%pg_stat%'
    ORDER BY total_exec_time DESC LIMIT 10`;
  const seqScans = await sql`SELECT relname AS table, seq_scan::float8 AS scans, seq_tup_read::float8 AS rows_read,
      n_live_tup::float8 AS live_rows
    FROM pg_stat_user_tables WHERE seq_scan > 0 AND n_live_tup > 1000 ORDER BY seq_tup_read DESC`;
  return {
    sizeMb: mb(bytes),
    tables: tables.map((t) => ({
      table: t.table,
      rows: Math.round(t.rows),
      mb: mb(t.bytes),
      indexMb: mb(t.index_bytes),
    })),
    topStatements: statements.map((s) => ({
      query: s.query,
      calls: s.calls,
      totalMs: Math.round(s.total_ms),
      meanMs: ms(s.mean_ms),
      maxMs: ms(s.max_ms),
      rows: s.rows,
    })),
    seqScansOfBigTables: seqScans,
  };
}
