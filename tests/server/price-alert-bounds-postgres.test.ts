import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitActiveAlerts } from '../../server/alerts/alert-limits';
import { claimDueAlerts, renewLeases, stampManualCheck, unstampManualCheck } from '../../server/alerts/alert-store';
import { takeAccountCheck } from '../../server/alerts/manual-checks';
import { SharedProviderBudget } from '../../server/alerts/provider-budget';
import { savePushSubscription } from '../../server/notifications/push/push-subscriptions';
import type { Db } from '../../server/db/client';
import { createUser } from '../helpers/auth';
import { openDbMode } from '../helpers/db-modes';

// The per-account bounds' statements on a real PostgreSQL through its driver (postgres.js), whose typed
// parameters differ from PGlite's: a timestamptz parameter loses its microseconds, a jsonb one is encoded again.

let db: Db;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ db, stop } = await openDbMode('postgres'));
}, 90_000);
afterAll(() => stop?.());

async function alertOf(userId: string): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO price_alerts (id, user_id, origin, destination, max_price, alert_type, cabin, created_at, updated_at)
     VALUES ($1, $2, 'GRU', 'MIA', 40000, 'milhas', 'ECONOMY', now(), now())`,
    [id, userId],
  );
  return id;
}

describe('per-account bounds on PostgreSQL', () => {
  it("gives back a refused 'Verificar agora' exactly: the alert's stamp and the account's count", async () => {
    const user = await createUser(db);
    const id = await alertOf(user.id);
    const stamp = await stampManualCheck(db, id, 5);
    expect(stamp.ok).toBe(true);
    expect((await stampManualCheck(db, id, 5)).ok).toBe(false);
    if (stamp.ok) await unstampManualCheck(db, id, stamp.prev, stamp.stamp);
    expect((await stampManualCheck(db, id, 5)).ok).toBe(true);

    const first = await takeAccountCheck(db, user.id, 1);
    expect((await takeAccountCheck(db, user.id, 1)).ok).toBe(false);
    if (first.ok) await first.undo();
    expect((await takeAccountCheck(db, user.id, 1)).ok).toBe(true);
  });

  it("shares the providers' budget and renews a run's leases", async () => {
    const user = await createUser(db);
    await alertOf(user.id);
    const limits = { perWindow: 1, windowSeconds: 3600, perDay: { seats_aero: 1, google_flights: 5 } };
    const budget = new SharedProviderBudget(db, limits);
    expect(await budget.take('google_flights')).toBe(true);
    expect(await new SharedProviderBudget(db, limits).take('google_flights')).toBe(false);

    const claimed = await claimDueAlerts(db, 10, 60);
    expect(claimed.map((a) => a.user_id)).toContain(user.id);
    await renewLeases(db, claimed, 600);
    const [row] = await db.query<{ ahead: number }>(
      'SELECT min(extract(epoch FROM next_check_at - now()))::int AS ahead FROM price_alerts WHERE user_id = $1',
      [user.id],
    );
    expect(row?.ahead).toBeGreaterThan(500);
  });

  it('refuses one live alert too many, and a push endpoint of a signed-in account without its keys', async () => {
    const user = await createUser(db);
    const live = await alertOf(user.id);
    const write = (id: string) =>
      db.transaction((tx) =>
        limitActiveAlerts(1)(tx, user.id, id, { active: true, deleted_at: null, updated_at: new Date().toISOString() }),
      );
    await expect(write(randomUUID())).rejects.toThrow(/máximo por conta/);
    await expect(write(live)).resolves.toBeUndefined();

    const sub = { endpoint: `https://push.exemplo.com.br/${randomUUID()}`, keys: { p256dh: 'chave', auth: 'segredo' } };
    expect(await savePushSubscription(db, user.id, sub)).toBe('saved');
    const other = await createUser(db);
    expect(await savePushSubscription(db, other.id, { ...sub, keys: { p256dh: 'outra', auth: 'outro' } })).toBe(
      'other_owner',
    );
    expect(await savePushSubscription(db, other.id, sub)).toBe('saved');
  });
});
