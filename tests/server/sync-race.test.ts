// DESIGN §7: the pull cursor loses nothing under concurrent writers, on PGlite, on PostgreSQL, and with two app
// instances sharing one PostgreSQL. The device's merged copy ends equal to the server: none missing, none stale,
// no deleted row alive on the device.
import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { createUser, login } from '../helpers/auth';
import { type PostgresRoute, postgresInstances } from '../helpers/shared-postgres';
import { type RaceResult, raceWritersAndPuller } from '../helpers/sync-race';
import { createTestApp } from '../helpers/test-app';
import { createTestDb } from '../helpers/test-db';

const WRITERS = 12;
const DURATION_MS = Number(process.env.RACE_MS ?? 4000);

type App = ReturnType<typeof createTestApp>['app'];

async function race(dbs: Db[]): Promise<RaceResult> {
  const [db] = dbs;
  if (!db) throw new Error('sem banco');
  const apps: App[] = dbs.map((d) => createTestApp(d).app);
  const user = await createUser(db);
  const { bearer } = await login(apps[0] as App, user.email, user.password);
  const result = await raceWritersAndPuller({
    apps,
    db,
    userId: user.id,
    headers: bearer,
    writers: WRITERS,
    durationMs: DURATION_MS,
  });
  console.info(`sync race (${dbs.length} instância(s), ${db.kind}):`, JSON.stringify(result));
  return result;
}

function expectConverged(result: RaceResult) {
  // Throughput depends on the machine; what matters is that writes and pulls overlapped.
  expect(result.writes).toBeGreaterThanOrEqual(WRITERS);
  expect(result.pulls).toBeGreaterThan(1);
  expect({ missing: result.missing, stale: result.stale, resurrected: result.resurrected }).toEqual({
    missing: 0,
    stale: 0,
    resurrected: 0,
  });
}

describe('pull cursor under concurrent writers', () => {
  it('PGlite: the device ends with exactly the server rows', async () => {
    const db = await createTestDb();
    try {
      expectConverged(await race([db]));
    } finally {
      await db.close();
    }
  }, 30_000);

  // Directly, and through a transaction pooler (PgBouncer pool_mode=transaction, as Supabase's on 6543).
  describe.each<PostgresRoute>(['direct', 'transaction-pooler'])('PostgreSQL reached %s', (route) => {
    const { connect } = postgresInstances(route);

    it('one instance: the device ends with exactly the server rows', async () => {
      expectConverged(await race([await connect()]));
    }, 30_000);

    it('two instances on one database: the device ends with exactly the server rows', async () => {
      expectConverged(await race([await connect(), await connect()]));
    }, 30_000);
  });
});
