import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { runMaintenance, vacuumLikeAutovacuum } from '../../server/jobs/maintenance';
import { createTestDb, resetDb } from '../helpers/test-db';

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.close());
beforeEach(() => resetDb(db));

const count = async (table: string) => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n;

describe('maintenance (leader-only pruning)', () => {
  it('removes expired cache rows, stale searches, rate-limit windows and dead tokens; keeps what is still of use', async () => {
    const [user] = await db.query<{ id: string }>(
      "INSERT INTO users (email) VALUES ('poda@exemplo.com.br') RETURNING id",
    );
    const userId = user?.id;
    await db.exec(`
      INSERT INTO search_cache (provider, query_key, results, expires_at) VALUES
        ('google_flights', 'old', '[]', now() - interval '1 second'),
        ('google_flights', 'fresh', '[]', now() + interval '5 minutes');
      INSERT INTO rate_limits (key, window_start, count) VALUES ('old', now() - interval '2 hours', 3), ('now', now(), 1);
    `);
    await db.query(
      `INSERT INTO searches (user_id, params, created_at) VALUES ($1, '{}', now() - interval '2 days'), ($1, '{}', now())`,
      [userId],
    );
    await db.query(
      `INSERT INTO auth_tokens (user_id, purpose, token_hash, expires_at) VALUES
         ($1, 'magic_link', 'a', now() - interval '2 days'), ($1, 'magic_link', 'b', now() + interval '10 minutes')`,
      [userId],
    );
    await db.query(
      `INSERT INTO telegram_link_tokens (token_hash, user_id, expires_at) VALUES
         ('a', $1, now() - interval '2 days'), ('b', $1, now() + interval '10 minutes')`,
      [userId],
    );
    // Telegram retries an update for a day at most: a claim of three days ago guards nothing any more.
    await db.query(
      `INSERT INTO telegram_updates (update_id, claimed_at) VALUES (1, now() - interval '3 days'), (2, now() - interval '1 day')`,
    );
    await db.query(
      `INSERT INTO sessions (user_id, family_id, token_hash, expires_at) VALUES
         ($1, gen_random_uuid(), 'x', now() - interval '31 days'), ($1, gen_random_uuid(), 'y', now() - interval '1 day')`,
      [userId],
    );

    await db.query(
      `INSERT INTO alert_provider_calls (provider, window_start, calls) VALUES
         ('seats_aero', now() - interval '3 days', 5), ('seats_aero:day', date_trunc('day', now()), 5)`,
    );
    await db.query(
      `INSERT INTO alert_job_runs (started_at) VALUES (now() - interval '8 days'), (now() - interval '1 day')`,
    );
    // Award re-checks count today's Brasília day: three days ago counts nothing any more.
    await db.query(
      `INSERT INTO award_rechecks (user_id, day, count) VALUES ($1, current_date - 3, 20), ($1, current_date, 2)`,
      [userId],
    );
    // Price observations are kept 400 days (the verdict reads 90; the rest is for the seasons).
    await db.query(
      `INSERT INTO price_observations (origin, destination, cabin, kind, program, travel_date, source, observed_on,
         min_price, first_seen, last_seen) VALUES
         ('GRU', 'MIA', 'ECONOMY', 'cash', '', current_date, 'google_flights', current_date - 401, 3000, now(), now()),
         ('GRU', 'MIA', 'ECONOMY', 'cash', '', current_date, 'google_flights', current_date - 399, 3000, now(), now())`,
    );
    await db.query(
      `INSERT INTO price_month_minima (origin, destination, cabin, kind, program, travel_month, observed_on,
         min_price, seen_count) VALUES ('GRU', 'MIA', 'ECONOMY', 'cash', '', current_date, current_date - 401, 3000, 1)`,
    );

    expect(await runMaintenance(db)).toEqual({
      search_cache: 1,
      searches: 1,
      rate_limits: 1,
      award_rechecks: 1,
      auth_tokens: 1,
      telegram_link_tokens: 1,
      telegram_updates: 1,
      sessions: 1,
      alert_provider_calls: 1,
      alert_job_runs: 1,
      alert_checks: 0,
      search_logs: 0,
      notifications: 0,
      sign_in_events: 0,
      mail_outbox: 0,
      deleted_account_sessions: 0,
      price_observations: 1,
      price_month_minima: 1,
    });
    expect(await db.query('SELECT query_key FROM search_cache')).toEqual([{ query_key: 'fresh' }]);
    // A session that expired yesterday stays: a replay of its family must still be recognised.
    expect(await count('sessions')).toBe(1);
    expect(await count('searches')).toBe(1);
    expect(await count('rate_limits')).toBe(1);
    expect(await count('award_rechecks')).toBe(1);
    expect(await count('auth_tokens')).toBe(1);
    expect(await count('telegram_updates')).toBe(1);
    expect(await count('alert_provider_calls')).toBe(1);

    expect(await runMaintenance(db)).toEqual({
      search_cache: 0,
      searches: 0,
      rate_limits: 0,
      award_rechecks: 0,
      auth_tokens: 0,
      telegram_link_tokens: 0,
      telegram_updates: 0,
      sessions: 0,
      alert_provider_calls: 0,
      alert_job_runs: 0,
      alert_checks: 0,
      search_logs: 0,
      notifications: 0,
      sign_in_events: 0,
      mail_outbox: 0,
      deleted_account_sessions: 0,
      price_observations: 0,
      price_month_minima: 0,
    });
  });
});

describe('personal data kept no longer than /privacidade says', () => {
  it('removes search history, notifications, sign-in events and kept e-mails past their days; keeps the newer', async () => {
    const [user] = await db.query<{ id: string }>(
      "INSERT INTO users (email) VALUES ('retencao@exemplo.com.br') RETURNING id",
    );
    const id = user?.id;
    // Each table gets one row a day past its limit and one a day within it.
    await db.query(
      `INSERT INTO search_logs (id, user_id, origin, destination, search_type, created_at, updated_at) VALUES
         (gen_random_uuid(), $1, 'GRU', 'LIS', 'milhas', now() - interval '31 days', now()),
         (gen_random_uuid(), $1, 'GRU', 'MIA', 'milhas', now() - interval '29 days', now())`,
      [id],
    );
    await db.query(
      `INSERT INTO notifications (user_id, title, body, url, origin, destination, date, price, unit, source, created_at)
       VALUES ($1, 'velha', '', '/', 'GRU', 'LIS', current_date, 30000, 'milhas', 'seats_aero', now() - interval '181 days'),
              ($1, 'nova', '', '/', 'GRU', 'LIS', current_date, 30000, 'milhas', 'seats_aero', now() - interval '179 days')`,
      [id],
    );
    await db.query(
      `INSERT INTO sign_in_events (user_id, method, created_at) VALUES
         ($1, 'password', now() - interval '91 days'), ($1, 'magic_link', now() - interval '89 days')`,
      [id],
    );
    await db.query(
      `INSERT INTO mail_outbox (to_email, subject, text_body, kind, created_at) VALUES
         ('retencao@exemplo.com.br', 'velho', '', 'magic_link', now() - interval '31 days'),
         ('retencao@exemplo.com.br', 'novo', '', 'magic_link', now() - interval '29 days')`,
    );
    await db.query(
      `INSERT INTO deleted_account_sessions (token_hash, expires_at) VALUES
         ('expirou', now() - interval '1 second'), ('vale', now() + interval '1 day')`,
    );

    // SEARCH_HISTORY_DAYS=30 on this server.
    expect(await runMaintenance(db, { searchHistoryDays: 30 })).toMatchObject({
      search_logs: 1,
      notifications: 1,
      sign_in_events: 1,
      mail_outbox: 1,
      deleted_account_sessions: 1,
    });
    expect(await db.query('SELECT destination FROM search_logs')).toEqual([{ destination: 'MIA' }]);
    expect(await db.query('SELECT title FROM notifications')).toEqual([{ title: 'nova' }]);
    expect(await db.query('SELECT method FROM sign_in_events')).toEqual([{ method: 'magic_link' }]);
    expect(await db.query('SELECT subject FROM mail_outbox')).toEqual([{ subject: 'novo' }]);
    expect(await db.query('SELECT token_hash FROM deleted_account_sessions')).toEqual([{ token_hash: 'vale' }]);
    // By default the history is kept a year.
    await db.query(
      `INSERT INTO search_logs (id, user_id, origin, destination, search_type, created_at, updated_at) VALUES
         (gen_random_uuid(), $1, 'GRU', 'SCL', 'milhas', now() - interval '364 days', now()),
         (gen_random_uuid(), $1, 'GRU', 'EZE', 'milhas', now() - interval '366 days', now())`,
      [id],
    );
    expect(await runMaintenance(db)).toMatchObject({ search_logs: 1 });
    expect(await count('search_logs')).toBe(2);
  });
});

describe('embedded PGlite without autovacuum', () => {
  const planned = async (table: string) =>
    (await db.query<{ rows: number }>('SELECT reltuples::int AS rows FROM pg_class WHERE relname = $1', [table]))[0]
      ?.rows;
  const dead = async (table: string) =>
    (
      await db.query<{ n: number }>('SELECT n_dead_tup::int AS n FROM pg_stat_user_tables WHERE relname = $1', [table])
    )[0]?.n;

  it('tells the planner how big a grown table is, reclaims deleted rows, and leaves quiet tables alone', async () => {
    await db.exec(`
      INSERT INTO users (email) VALUES ('estatisticas@exemplo.com.br');
      INSERT INTO price_alerts (id, user_id, origin, destination, max_price, alert_type)
        SELECT gen_random_uuid(), id, 'GRU', 'MIA', 30000, 'milhas' FROM users, generate_series(1, 1000);
    `);
    expect(await vacuumLikeAutovacuum(db)).toContain('price_alerts');
    expect(await planned('price_alerts')).toBe(1000);

    await db.exec('DELETE FROM price_alerts WHERE ctid IN (SELECT ctid FROM price_alerts LIMIT 600)');
    expect(await vacuumLikeAutovacuum(db)).toContain('price_alerts');
    expect(await planned('price_alerts')).toBe(400);
    expect(await dead('price_alerts')).toBe(0);

    // PGlite's counters start from zero at every start: a table that grew before is still analysed.
    await db.exec(`
      INSERT INTO price_alerts (id, user_id, origin, destination, max_price, alert_type)
        SELECT gen_random_uuid(), id, 'GRU', 'LIS', 30000, 'milhas' FROM users, generate_series(1, 1000);
      SELECT pg_stat_reset();
    `);
    expect(await vacuumLikeAutovacuum(db)).toContain('price_alerts');
    expect(await planned('price_alerts')).toBe(1400);

    // Below autovacuum's thresholds (50 rows + 10 % changed), nothing is redone.
    await db.exec('UPDATE price_alerts SET max_price = 25000 WHERE ctid IN (SELECT ctid FROM price_alerts LIMIT 10)');
    expect(await vacuumLikeAutovacuum(db)).toEqual([]);
  });
});
