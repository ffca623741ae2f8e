import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Db } from '../../server/db/client';
import { createUser, login } from './auth';
import { type DbMode, openDbMode } from './db-modes';
import { createTestApp } from './test-app';

export interface InsightBed {
  db: Db;
  app: ReturnType<typeof createTestApp>['app'];
  /** A signed-in subscriber's headers. */
  auth: Record<string, string>;
}

/**
 * The price verdict's suites on one database mode: the app, a signed-in subscriber, and the price history emptied
 * before each test. Call inside a describe; read the fields inside the tests (they are set in beforeAll).
 */
export function insightBed(mode: DbMode): InsightBed {
  const bed = {} as InsightBed;
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const opened = await openDbMode(mode);
    stop = opened.stop;
    bed.db = opened.db;
    bed.app = createTestApp(bed.db).app;
    const user = await createUser(bed.db);
    bed.auth = (await login(bed.app, user.email, user.password)).bearer;
  }, 60_000);
  afterAll(() => stop?.());
  beforeEach(() => bed.db.exec('TRUNCATE price_observations, price_month_minima, search_cache'));
  return bed;
}
