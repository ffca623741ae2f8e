// POST /api/search-logs: a device's batch of up to 200 award searches lands in one statement, each row once,
// on both database modes (a retried batch, or a row repeated inside one, inserts nothing twice).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import type { Db } from '../../server/db/client';
import { createUser, jsonRequest, login } from '../helpers/auth';
import { type DbMode, openDbMode } from '../helpers/db-modes';
import { createTestApp } from '../helpers/test-app';

describe.each<DbMode>(['pglite', 'postgres'])('search logs on %s', (mode) => {
  let db: Db;
  let stop: () => Promise<void>;
  let app: ReturnType<typeof createTestApp>['app'];
  beforeAll(async () => {
    ({ db, stop } = await openDbMode(mode));
    app = createTestApp(db).app;
  }, 90_000);
  afterAll(() => stop());

  it('inserts a batch of 200 once, with its dates intact, whatever the retries', async () => {
    const user = await createUser(db);
    const { bearer } = await login(app, user.email, user.password);
    const travel = addDaysIso(todayIsoDate(), 48);
    const items = Array.from({ length: 200 }, (_, i) => ({
      id: crypto.randomUUID(),
      origin: 'GRU',
      destination: i % 2 ? 'MIA' : 'LIS',
      search_type: 'award',
      departure_date: i % 3 ? travel : null,
      created_at: new Date(Date.UTC(2026, 10, 1, 12, 0, i % 60)).toISOString(),
    }));
    const send = (batch: unknown[]) => app.request('/api/search-logs', jsonRequest('POST', { items: batch }, bearer));
    const first = await send(items);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ success: true, inserted: 200 });
    expect(await (await send(items)).json()).toEqual({ success: true, inserted: 0 });
    const repeated = [items[0], items[0]];
    expect(await (await send(repeated)).json()).toEqual({ success: true, inserted: 0 });

    const rows = await db.query<{ n: number; dated: number; first: Date }>(
      'SELECT count(*)::int AS n, count(departure_date)::int AS dated, min(created_at) AS first FROM search_logs WHERE user_id = $1',
      [user.id],
    );
    expect(rows[0]).toMatchObject({ n: 200, dated: 133, first: new Date(Date.UTC(2026, 10, 1, 12, 0, 0)) });
    const [day] = await db.query<{ d: string }>(
      'SELECT departure_date::text AS d FROM search_logs WHERE departure_date IS NOT NULL LIMIT 1',
    );
    expect(day?.d).toBe(travel);
  });
});
