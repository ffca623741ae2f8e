import {
  ALERT_CHECK_RETENTION_DAYS,
  MAIL_OUTBOX_RETENTION_DAYS,
  NOTIFICATION_RETENTION_DAYS,
  SEARCH_HISTORY_DEFAULT_DAYS,
  SIGN_IN_EVENT_RETENTION_DAYS,
} from '@core/data/personal-data';
import { OBSERVATION_RETENTION_DAYS } from '@core/insight/limits';
import { z } from '@core/schemas/zod-locale';
import type { Db } from '../db/client';
import type { Logger } from '../logger';

/** Any 64-bit number of our own; every instance uses the same, so one of them does the work each round. */
export const MAINTENANCE_LOCK = 0x6275_7373_6f6c_6102n;
export const MAINTENANCE_INTERVAL_MS = 10 * 60_000;

/** How long the holder's own rows are kept: /privacidade and SECURITY.md state these numbers. */
export interface Retention {
  /** SEARCH_HISTORY_DAYS. */
  searchHistoryDays: number;
}

/**
 * What each table may keep; anything older only costs space (and, for tokens, is useless), or is personal data
 * kept past what the holder was told.
 */
const prune = ({ searchHistoryDays }: Retention): readonly { table: string; sql: string }[] => [
  { table: 'search_cache', sql: 'DELETE FROM search_cache WHERE expires_at < now()' },
  // A search's parameters are needed until its socket subscribes (seconds); a day covers reconnects.
  { table: 'searches', sql: "DELETE FROM searches WHERE created_at < now() - interval '1 day'" },
  // The longest rate-limit window is 5 minutes.
  { table: 'rate_limits', sql: "DELETE FROM rate_limits WHERE window_start < now() - interval '1 hour'" },
  // Award re-checks count Brasília's day only; two days covers any instance's clock at midnight.
  { table: 'award_rechecks', sql: 'DELETE FROM award_rechecks WHERE day < current_date - 2' },
  { table: 'auth_tokens', sql: "DELETE FROM auth_tokens WHERE expires_at < now() - interval '1 day'" },
  // A spent or expired Telegram link only answers 'já usado' / 'expirou' for a day more.
  {
    table: 'telegram_link_tokens',
    sql: "DELETE FROM telegram_link_tokens WHERE expires_at < now() - interval '1 day'",
  },
  // Telegram keeps an undelivered update (and retries its webhook post) for 24 hours at most: a claim older than
  // two days guards against no repeat.
  {
    table: 'telegram_updates',
    sql: "DELETE FROM telegram_updates WHERE claimed_at < now() - interval '2 days'",
  },
  // Rotated tokens stay while their family may still be replayed; a month after expiry nothing can use them.
  { table: 'sessions', sql: "DELETE FROM sessions WHERE expires_at < now() - interval '30 days'" },
  // The alerts' provider budget reads the current window and UTC day only (server/alerts/provider-budget.ts).
  {
    table: 'alert_provider_calls',
    sql: "DELETE FROM alert_provider_calls WHERE window_start < now() - interval '2 days'",
  },
  // The admin panel shows the last alert-job run; a week of runs is plenty to look back on.
  { table: 'alert_job_runs', sql: "DELETE FROM alert_job_runs WHERE started_at < now() - interval '7 days'" },
  // An alert's price chart covers its recent checks.
  {
    table: 'alert_checks',
    sql: `DELETE FROM alert_checks WHERE checked_at < now() - interval '${ALERT_CHECK_RETENTION_DAYS} days'`,
  },
  // The holder's history, for as long as /privacidade says.
  {
    table: 'search_logs',
    sql: `DELETE FROM search_logs WHERE created_at < now() - interval '${Math.trunc(searchHistoryDays)} days'`,
  },
  {
    table: 'notifications',
    sql: `DELETE FROM notifications WHERE created_at < now() - interval '${NOTIFICATION_RETENTION_DAYS} days'`,
  },
  {
    table: 'sign_in_events',
    sql: `DELETE FROM sign_in_events WHERE created_at < now() - interval '${SIGN_IN_EVENT_RETENTION_DAYS} days'`,
  },
  {
    table: 'mail_outbox',
    sql: `DELETE FROM mail_outbox WHERE created_at < now() - interval '${MAIL_OUTBOX_RETENTION_DAYS} days'`,
  },
  // A deleted account's refresh token tells its device so only until that token would have expired.
  { table: 'deleted_account_sessions', sql: 'DELETE FROM deleted_account_sessions WHERE expires_at < now()' },
  // The price verdict reads the last 90 days; a year and more is kept for the calendar's seasons.
  {
    table: 'price_observations',
    sql: `DELETE FROM price_observations WHERE observed_on < current_date - ${OBSERVATION_RETENTION_DAYS}`,
  },
  {
    table: 'price_month_minima',
    sql: `DELETE FROM price_month_minima WHERE observed_on < current_date - ${OBSERVATION_RETENTION_DAYS}`,
  },
];

/**
 * One maintenance round, on the leader only (DESIGN §2): the instance that takes the advisory lock prunes;
 * the others skip. Returns the rows removed per table, or null when another instance holds the lock.
 */
const lockRows = z.array(z.object({ taken: z.boolean() }));

const DEFAULT_RETENTION: Retention = { searchHistoryDays: SEARCH_HISTORY_DEFAULT_DAYS };

export async function runMaintenance(
  db: Db,
  retention: Retention = DEFAULT_RETENTION,
): Promise<Record<string, number> | null> {
  return db.transaction(async (tx) => {
    const [lock] = lockRows.parse(
      await tx.query('SELECT pg_try_advisory_xact_lock($1) AS taken', [MAINTENANCE_LOCK.toString()]),
    );
    if (!lock?.taken) return null;
    const removed: Record<string, number> = {};
    for (const { table, sql } of prune(retention)) removed[table] = (await tx.query(`${sql} RETURNING 1`)).length;
    return removed;
  });
}

const staleTables = z.array(z.object({ name: z.string(), vacuum: z.boolean() }));

/**
 * Embedded PGlite runs no autovacuum, so nothing else would ever tell its planner how big a table has grown
 * (claiming due alerts among 1,000 never-analysed ones took 1.08 s a claim, nested loops over a guessed-empty
 * table; 17 ms once analysed) or reclaim the rows the pruning deletes. This does autovacuum's job with its default
 * thresholds: ANALYZE a table once 50 rows + 10 % of it changed, VACUUM (ANALYZE) it once 50 + 20 % are dead.
 * PGlite's change counters start from zero at every start, so a table is also analysed when it was never analysed
 * or its file grew by over 10 % since (the catalog keeps both). Returns the tables it processed. PostgreSQL has
 * autovacuum: nothing to do there.
 */
export async function vacuumLikeAutovacuum(db: Db): Promise<string[]> {
  if (db.kind !== 'pglite') return [];
  // PGlite's backend rarely flushes its table counters to pg_stat_user_tables by itself.
  await db.query('SELECT pg_stat_force_next_flush()');
  const stale = staleTables.parse(
    await db.query(
      `SELECT name, never_analysed OR many_dead AS vacuum
       FROM (
         SELECT format('%I', c.relname) AS name,
                c.reltuples < 0 AS never_analysed,
                pg_relation_size(c.oid) AS bytes,
                pg_relation_size(c.oid) / current_setting('block_size')::int > 1.1 * c.relpages + 1 AS grown,
                coalesce(s.n_dead_tup, 0) > 50 + 0.2 * greatest(c.reltuples, 0) AS many_dead,
                coalesce(s.n_mod_since_analyze, 0) > 50 + 0.1 * greatest(c.reltuples, 0) AS many_changed
         FROM pg_class c
         JOIN pg_namespace ns ON ns.oid = c.relnamespace AND ns.nspname = 'public'
         LEFT JOIN pg_stat_user_tables s ON s.relid = c.oid
         WHERE c.relkind = 'r'
       ) t
       WHERE (never_analysed AND bytes > 0) OR grown OR many_dead OR many_changed
       ORDER BY name`,
    ),
  );
  // VACUUM cannot run inside a transaction: one plain statement per table.
  for (const { name, vacuum } of stale) await db.exec(`${vacuum ? 'VACUUM (ANALYZE)' : 'ANALYZE'} ${name}`);
  return stale.map((t) => t.name);
}

/** Runs maintenance now and then every interval; returns the stop function (used at shutdown). */
export function startMaintenance(
  db: Db,
  log: Logger,
  retention: Retention = DEFAULT_RETENTION,
  intervalMs = MAINTENANCE_INTERVAL_MS,
): () => void {
  const round = () =>
    runMaintenance(db, retention)
      .then(async (removed) => {
        if (removed && Object.values(removed).some((n) => n > 0))
          log.info('manutenção: linhas antigas removidas', removed);
        const processed = await vacuumLikeAutovacuum(db);
        if (processed.length > 0) log.debug('manutenção: estatísticas do banco atualizadas', { tables: processed });
      })
      .catch((err: unknown) =>
        log.warn('manutenção falhou', { error: err instanceof Error ? err.message : String(err) }),
      );
  void round();
  const timer = setInterval(() => void round(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
