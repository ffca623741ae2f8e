import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import { claimDueAlerts } from '../../server/alerts/alert-store';
import { checkAlert } from '../../server/alerts/check-alert';
import { deliverOwed } from '../../server/notifications/delivery-worker';
import { runAlertJob } from '../../server/alerts/job';
import { UNLIMITED_BUDGET } from '../../server/alerts/provider-budget';
import { loadConfig } from '../../server/config';
import type { Db } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { openDb } from '../../server/db/open-db';
import { createLogger } from '../../server/logger';
import { captureMailer, seatsAeroReply } from '../helpers/alert-fakes';
import { createUser } from '../helpers/auth';
import { type FakeSeatsAero, startFakeSeatsAero } from '../helpers/fake-seats-aero';
import { type PostgresRoute, type SharedPostgres, startSharedPostgres } from '../helpers/shared-postgres';
import { TEST_JWT_SECRET } from '../helpers/test-app';

// Several instances on one PostgreSQL check each due alert once: one notification, one e-mail.

const DAY = addDaysIso(todayIsoDate(), 20);

// Directly, and through a transaction pooler (PgBouncer pool_mode=transaction, as Supabase's on 6543).
describe.each<PostgresRoute>(['direct', 'transaction-pooler'])('PostgreSQL reached %s', (route) => {
  let pg: SharedPostgres;
  let seats: FakeSeatsAero;
  const opened: Db[] = [];

  beforeAll(async () => {
    pg = await startSharedPostgres(route);
    seats = await startFakeSeatsAero();
  }, 90_000);
  afterAll(async () => {
    for (const db of opened) await db.close();
    await seats?.close();
    await pg?.stop();
  });

  async function instance() {
    const db = await openDb({ databaseUrl: pg.url, poolMode: pg.poolMode, dataDir: '/nonexistent' });
    opened.push(db);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '/nonexistent',
      PUBLIC_URL: 'http://localhost',
      SEATS_AERO_API_KEY: 'chave-seats-de-teste',
      SEATS_AERO_BASE_URL: seats.baseUrl,
      SEATS_AERO_CACHE_TTL_SECONDS: '0',
    });
    const mailer = captureMailer();
    return { db, mailer, deps: { db, config, log: createLogger('silent'), mailer, jwtSecret: TEST_JWT_SECRET } };
  }

  describe('two instances on one PostgreSQL', () => {
    it('produce exactly one check and one notification per due alert, however the runs overlap', async () => {
      const [a, b] = [await instance(), await instance()];
      await Promise.all([migrate(a.db), migrate(b.db)]);
      seats.respond(() => ({ json: seatsAeroReply(DAY, 30_000) }));
      const user = await createUser(a.db);
      const ids = Array.from({ length: 12 }, () => randomUUID());
      for (const id of ids) {
        await a.db.query(
          `INSERT INTO price_alerts (id, user_id, origin, destination, max_price, alert_type, cabin, created_at, updated_at)
         VALUES ($1, $2, 'GRU', 'MIA', 40000, 'milhas', 'ECONOMY', now(), now())`,
          [id, user.id],
        );
      }
      const runs = await Promise.all([
        runAlertJob(a.deps),
        runAlertJob(b.deps),
        runAlertJob(a.deps),
        runAlertJob(b.deps),
      ]);
      expect(runs.reduce((sum, r) => sum + (r?.checked ?? 0), 0)).toBe(ids.length);
      expect(runs.reduce((sum, r) => sum + (r?.fired ?? 0), 0)).toBe(ids.length);

      const perAlert = await a.db.query<{ alert_id: string; checks: string; notes: string }>(
        `SELECT p.id AS alert_id,
         (SELECT count(*) FROM alert_checks c WHERE c.alert_id = p.id)::text AS checks,
         (SELECT count(*) FROM notifications n WHERE n.alert_id = p.id)::text AS notes
       FROM price_alerts p`,
      );
      expect(perAlert.every((r) => r.checks === '1' && r.notes === '1')).toBe(true);
      // Both instances' delivery workers at once: each owed e-mail is sent by one of them.
      await Promise.all([deliverOwed(a.deps), deliverOwed(b.deps), deliverOwed(a.deps)]);
      expect(a.mailer.sent.length + b.mailer.sent.length).toBe(ids.length);
      // Every alert watches the same route, cabin and window: each run asks Seats.aero at most once for them all.
      expect(seats.requests.length).toBeGreaterThanOrEqual(1);
      expect(seats.requests.length).toBeLessThanOrEqual(runs.length);

      // An instance that stalls past its lease: the alert is claimed and checked by the other, and the stale
      // claim's result is dropped, so the lower fare is announced once.
      seats.respond(() => ({ json: seatsAeroReply(DAY, 25_000) }));
      const id = ids[0] as string;
      await a.db.query('UPDATE price_alerts SET next_check_at = now() WHERE id = $1', [id]);
      const [stale] = await claimDueAlerts(a.db, 1, 600);
      expect(stale?.id).toBe(id);
      await a.db.query('UPDATE price_alerts SET next_check_at = now() WHERE id = $1', [id]);
      expect(await runAlertJob(b.deps)).toMatchObject({ checked: 1, fired: 1 });
      const late = await checkAlert(a.deps, stale as NonNullable<typeof stale>, {
        budget: UNLIMITED_BUDGET,
        lease: stale?.check_lease ?? null,
      });
      expect(late).toEqual({ kind: 'recorded', recorded: null, outcome: expect.objectContaining({ kind: 'seen' }) });
      const notes = await a.db.query<{ n: string }>(
        'SELECT count(*)::text AS n FROM notifications WHERE alert_id = $1',
        [id],
      );
      expect(notes[0]?.n).toBe('2');
    }, 120_000);
  });
});
