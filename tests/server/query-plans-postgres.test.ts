import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DELIVERY_ATTEMPTS } from '@core/schemas/alerts';
import { deliverOwed } from '../../server/notifications/delivery-worker';
import { runAlertJob } from '../../server/alerts/job';
import type { Db, Queryable } from '../../server/db/client';
import { recordObservations } from '../../server/insight/observation-writes';
import { fireBonusAlerts } from '../../server/wallet/bonus-alerts';
import {
  captureMailer,
  type LoopbackServer,
  seatsAeroReply,
  serpApiReply,
  startLoopback,
} from '../helpers/alert-fakes';
import { createUser, jsonRequest, login } from '../helpers/auth';
import { openDbMode } from '../helpers/db-modes';
import { type FakeSeatsAero, startFakeSeatsAero } from '../helpers/fake-seats-aero';
import { observationRow } from '../helpers/observation-row';
import { createTestApp } from '../helpers/test-app';

// Every statement the hot paths and the alert job issue, recorded from a real run on PostgreSQL and explained with
// sequential scans priced out: a table that grows with the users still read whole means no index serves it.

/** Tables that stay small whatever the number of users: a sequential scan of them is fine. */
const SMALL_TABLES = new Set(['app_settings', 'alert_provider_calls', 'bonus_campaigns', 'schema_migrations']);

/** Statements that plan nothing. */
const NOT_PLANNED = /^\s*(BEGIN|COMMIT|ROLLBACK|SET|RESET|LISTEN|UNLISTEN|SAVEPOINT|RELEASE|LOCK)\b/i;

/** The database as the app gets it, keeping the first parameters each distinct statement ran with. */
function recording(db: Db, seen: Map<string, unknown[]>): Db {
  const wrap = (q: Queryable): Queryable => ({
    query: <T>(sql: string, params: unknown[] = []) => {
      if (!seen.has(sql)) seen.set(sql, params);
      return q.query<T>(sql, params);
    },
    exec: (sql: string) => q.exec(sql),
  });
  return {
    kind: db.kind,
    ...wrap(db),
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    close: () => db.close(),
  };
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

/**
 * Tables read whole: a Seq Scan, or (sequential scans priced out) an index walked end to end without a condition,
 * which costs the same.
 */
function wholeScans(node: PlanNode, underLimit = false): string[] {
  const type = node['Node Type'];
  // Under a Limit, an index walked in order stops at the first rows that match: a top-N read, not a whole one.
  const walked = (type === 'Index Scan' || type === 'Index Only Scan') && !node['Index Cond'] && !underLimit;
  const own = (type === 'Seq Scan' || walked) && node['Relation Name'] ? [node['Relation Name']] : [];
  // A bitmap of a partial index with no condition marks every row the index holds.
  if (type === 'Bitmap Index Scan' && !node['Index Cond']) own.push(`every row of ${node['Index Name']}`);
  const limited = type === 'Limit' || (underLimit && type === 'LockRows');
  return [...own, ...(node.Plans ?? []).flatMap((child) => wholeScans(child, limited))];
}

async function planOf(db: Db, sql: string, params: unknown[]): Promise<PlanNode> {
  return db.transaction(async (tx) => {
    await tx.query('SET LOCAL enable_seqscan = off');
    const [row] = await tx.query<Record<string, unknown>>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
    const value = Object.values(row ?? {})[0];
    const json = (typeof value === 'string' ? JSON.parse(value) : value) as { Plan: PlanNode }[];
    return (json[0] as { Plan: PlanNode }).Plan;
  });
}

let db: Db;
let stop: () => Promise<void>;
let seats: FakeSeatsAero;
let serp: LoopbackServer;
beforeAll(async () => {
  ({ db, stop } = await openDbMode('postgres'));
  seats = await startFakeSeatsAero();
  serp = await startLoopback();
}, 90_000);
afterAll(async () => {
  await seats?.close();
  await serp?.close();
  await stop?.();
});

describe('hot-path query plans on PostgreSQL', () => {
  it('every statement of the hot paths and the alert job reads the growing tables through an index', async () => {
    const seen = new Map<string, unknown[]>();
    const day = addDaysIso(todayIsoDate(), 20);
    seats.respond(() => ({ json: seatsAeroReply(day, 30_000) }));
    serp.respond((req) => ({ status: 200, body: serpApiReply(req.url.searchParams.get('outbound_date') ?? day) }));
    const app = createTestApp(recording(db, seen), {
      mailer: captureMailer(),
      env: {
        SEATS_AERO_API_KEY: 'chave-seats-de-teste',
        SEATS_AERO_BASE_URL: seats.baseUrl,
        SERPAPI_API_KEY: 'chave-serpapi-de-teste',
        SERPAPI_BASE_URL: serp.baseUrl,
      },
    });
    // Other accounts' alerts, analysed, so the planner judges the tables as they are in use, not as two rows.
    await db.query(
      `WITH u AS (INSERT INTO users (email) SELECT 'conta' || n || '@exemplo.com.br' FROM generate_series(1, 500) n RETURNING id)
       INSERT INTO price_alerts (id, user_id, origin, destination, max_price, alert_type, next_check_at)
       SELECT gen_random_uuid(), u.id, 'GIG', 'D' || chr(65 + r % 26) || chr(65 + r / 26), 40000, 'milhas', now() + interval '1 day'
       FROM u, generate_series(0, 9) r`,
    );
    await db.exec('ANALYZE');
    const user = await createUser(db);
    const { bearer } = await login(app.app, user.email, user.password);
    const get = async (path: string) => {
      const res = await app.app.request(path, { headers: bearer });
      expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
      return res.json() as Promise<{ cursor?: string }>;
    };
    const now = new Date().toISOString();
    for (const [type, max] of [
      ['milhas', 40_000],
      ['reais', 5000],
    ] as const) {
      const id = randomUUID();
      const alert = { id, origin: 'GRU', destination: 'MIA', max_price: max, alert_type: type, active: true };
      const body = { ...alert, created_at: now, updated_at: now, cabin: 'ECONOMY', date_from: day, date_to: day };
      const res = await app.app.request(`/api/price-alerts/${id}`, jsonRequest('PUT', body, bearer));
      expect(res.status, await res.clone().text()).toBe(200);
    }
    await recordObservations(db, [observationRow({ travelDate: day })]);

    // The session, every sync pull (first and with a cursor), the verdict and the calendar (twice: the cache).
    await get('/api/auth/me');
    const logged = await app.app.request(
      '/api/search-logs',
      jsonRequest(
        'POST',
        { items: [{ id: randomUUID(), origin: 'GRU', destination: 'MIA', search_type: 'milhas', created_at: now }] },
        bearer,
      ),
    );
    expect(logged.status, await logged.clone().text()).toBeLessThan(300);
    for (const path of ['saved-flights', 'price-alerts', 'notifications', 'wallet', 'bonus-alerts']) {
      const first = await get(`/api/${path}`);
      await get(`/api/${path}?${new URLSearchParams({ cursor: String(first.cursor ?? '') })}`);
    }
    await get(`/api/price-insight?origin=GRU&destination=MIA&date=${day}&cabin=ECONOMY&kind=cash`);
    // The miles verdict by month, a city read as its airports, and the award table's verdicts in one read.
    await get(`/api/price-insight?origin=SAO&destination=MIA&date=${day}&cabin=ECONOMY&kind=miles&program=SMILES`);
    await get('/api/miles/search?origin=GRU&destination=MIA&source=smiles');
    const calendar = `/api/calendar?origin=GRU&destination=MIA&from=${addDaysIso(day, -3)}&to=${addDaysIso(day, 3)}`;
    await get(calendar);
    await get(calendar);
    // The alert job (claim, checks, record), the delivery worker and the bonus alerts.
    expect(await runAlertJob(app.deps)).toMatchObject({ checked: 2 });
    await deliverOwed(app.deps);
    await fireBonusAlerts(app.deps);

    const unindexed: string[] = [];
    for (const [sql, params] of seen) {
      if (NOT_PLANNED.test(sql)) continue;
      const growing = wholeScans(await planOf(db, sql, params)).filter((t) => !SMALL_TABLES.has(t));
      if (growing.length > 0) unindexed.push(`${[...new Set(growing)].join(', ')} ← ${sql.replace(/\s+/g, ' ')}`);
    }
    expect(seen.size).toBeGreaterThan(30);
    expect(unindexed).toEqual([]);
    // The delivery claim walks only owed deliveries: the partial index's number is the code's.
    const claim = [...seen].find(([sql]) => sql.includes('UPDATE notification_deliveries SET lease_until'));
    expect(JSON.stringify(await planOf(db, claim?.[0] ?? '', claim?.[1] ?? []))).toContain(
      'notification_deliveries_owed_idx',
    );
    const migration = readFileSync(
      new URL('../../server/db/migrations/0016_hot_path_indexes.sql', import.meta.url),
      'utf8',
    );
    expect(migration).toContain(`WHERE attempts < ${MAX_DELIVERY_ATTEMPTS};`);
  }, 120_000);
});
