import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type Db, wrapPglite } from '../../server/db/client';

/** A fresh, migrated in-memory database for one test file (a copy of the global snapshot). */
export async function createTestDb(): Promise<Db> {
  const bytes = await readFile(inject('pgSnapshotPath'));
  const pg = await PGlite.create({ loadDataDir: new Blob([bytes]) });
  return wrapPglite(pg);
}

const USER_TABLES = [
  'users',
  'kiwify_subscriptions',
  'sessions',
  'auth_tokens',
  'saved_flights',
  'price_alerts',
  'search_logs',
  'searches',
  'search_cache',
  'push_subscriptions',
  'notifications',
  'alert_checks',
  'alert_job_runs',
  'mail_outbox',
  'app_settings',
  'rate_limits',
  'alert_manual_checks',
  'alert_provider_calls',
  'price_observations',
  'price_month_minima',
  'wallet',
  'bonus_alerts',
  'bonus_campaigns',
  'beneficiary_rules',
  'clubs',
  'telegram_links',
  'telegram_link_tokens',
  'telegram_updates',
  'sign_in_events',
  'deleted_account_sessions',
];

/** Empties every table between tests of one file. */
export async function resetDb(db: Db): Promise<void> {
  await db.exec(`TRUNCATE ${USER_TABLES.join(', ')} RESTART IDENTITY CASCADE`);
}
