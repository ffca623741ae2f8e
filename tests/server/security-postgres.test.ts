// The security rules on a PostgreSQL server shared by two instances: concurrent Kiwify deliveries for one new
// e-mail make one account and never a 500; racing refreshes across instances keep the session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { openDb } from '../../server/db/open-db';
import { migrate } from '../../server/db/migrate';
import { createUser, login, ORIGIN, readMailbox, refreshTokenOf } from '../helpers/auth';
import { deliverKiwify, KIWIFY_TOKEN, kiwifyApproved } from '../helpers/kiwify';
import { type PostgresRoute, type SharedPostgres, startSharedPostgres } from '../helpers/shared-postgres';
import { createTestApp } from '../helpers/test-app';

// Directly, and through a transaction pooler (PgBouncer pool_mode=transaction, as Supabase's on 6543).
describe.each<PostgresRoute>(['direct', 'transaction-pooler'])('two instances on one PostgreSQL (%s)', (route) => {
  let pg: SharedPostgres;
  let dbs: Db[] = [];
  let apps: ReturnType<typeof createTestApp>['app'][] = [];

  beforeAll(async () => {
    pg = await startSharedPostgres(route);
    const connect = () => openDb({ databaseUrl: pg.url, poolMode: pg.poolMode, dataDir: '/nonexistent' });
    dbs = [await connect(), await connect()];
    await migrate(dbs[0] as Db);
    apps = dbs.map((db) => createTestApp(db, { env: { KIWIFY_WEBHOOK_TOKEN: KIWIFY_TOKEN } }).app);
  }, 90_000);
  afterAll(async () => {
    for (const db of dbs) await db.close();
    await pg?.stop();
  });

  it('two orders for one new e-mail at the same moment: both 200, one account, one "Defina sua senha"', async () => {
    for (let round = 0; round < 5; round++) {
      const email = `compra-${round}@exemplo.com.br`;
      const customer = { ...(kiwifyApproved().Customer as object), email };
      const replies = await Promise.all(
        ['a', 'b'].map((order, i) =>
          deliverKiwify(
            apps[i] as (typeof apps)[0],
            kiwifyApproved({ order_id: `${order}-${round}`, Customer: customer }),
          ),
        ),
      );
      expect(replies.map((r) => r.status)).toEqual([200, 200]);
      expect(await (dbs[0] as Db).query('SELECT id FROM users WHERE email = $1', [email])).toHaveLength(1);
      expect(
        (await readMailbox(apps[0] as (typeof apps)[0], email)).filter((m) => m.kind === 'set_password'),
      ).toHaveLength(1);
    }
  });

  it('three refreshes of one token across both instances all get the same successor', async () => {
    const [db] = dbs as [Db];
    const [one, two] = apps as [(typeof apps)[0], (typeof apps)[0]];
    const user = await createUser(db);
    const { jar } = await login(one, user.email, user.password);
    const refresh = (app: typeof one) =>
      app.request('/api/auth/refresh', { method: 'POST', headers: { cookie: jar.header(), origin: ORIGIN } });
    const replies = await Promise.all([refresh(one), refresh(two), refresh(two)]);
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    const successors = replies.map(refreshTokenOf);
    expect(new Set(successors).size).toBe(1);
  });
});
