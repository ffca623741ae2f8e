import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertCheckReplySchema } from '@core/schemas/alerts';
import { type DeliveryWorker, startDeliveryWorker } from '../../server/notifications/delivery-worker';
import { runAlertJob } from '../../server/alerts/job';
import { browserKeys, type SilentListener, startSilentListener } from '../helpers/alert-fakes';
import { alertTestBed } from '../helpers/alert-test-bed';
import { jsonRequest } from '../helpers/auth';

// Push endpoints that accept and never answer: a user's browsers are sent to at once under one deadline, in the
// background, so neither 'Verificar agora', nor the job, nor anyone else's alert waits for them.

const t = alertTestBed();
const DEADLINE_MS = 3000;
let worker: DeliveryWorker | undefined;
let hanging: SilentListener[] = [];

afterEach(async () => {
  await worker?.stop();
  worker = undefined;
  for (const l of hanging) await l.close();
  hanging = [];
});

/** A signed-in user whose app wakes the running delivery worker, with 4 never-answering push endpoints. */
async function stalledUser() {
  const env = t.liveEnv({ PUSH_ALLOW_HTTP_ENDPOINTS: 'true', PUSH_DEADLINE_MS: String(DEADLINE_MS) });
  const s = await t.signedIn(env, { kickDelivery: () => worker?.kick() });
  hanging = await Promise.all(Array.from({ length: 4 }, startSilentListener));
  for (const l of hanging) {
    const res = await s.app.request(
      '/api/push/subscriptions',
      jsonRequest('POST', { endpoint: `${l.baseUrl}/push`, keys: browserKeys().json }, s.bearer),
    );
    expect(res.status).toBe(201);
  }
  worker = startDeliveryWorker(s.deps);
  return s;
}

const owed = () => t.count('notification_deliveries');
const owedTo = async (userId: string) =>
  (
    await t.bed.db.query(
      'SELECT 1 FROM notification_deliveries d JOIN notifications n ON n.id = d.notification_id WHERE n.user_id = $1',
      [userId],
    )
  ).length;

describe('never-answering push endpoints', () => {
  it("do not hold 'Verificar agora': it answers with the check, and the pushes wait together for one deadline", async () => {
    const s = await stalledUser();
    const id = await t.createAlert(s);
    t.prices.miles = 30_000;

    const started = Date.now();
    const res = await s.app.request(`/api/price-alerts/${id}/check`, jsonRequest('POST', {}, s.bearer));
    expect(res.status).toBe(200);
    expect(alertCheckReplySchema.parse(await res.json()).fired).toBe(true);
    // Answered while its delivery is still owed: the check did not wait for the pushes.
    expect(await owed()).toBe(1);

    // The e-mail does not wait for the pushes; the four endpoints hang at the same time (one after another, only
    // one would be open at once)…
    await vi.waitFor(() => expect(s.mailer.sent).toHaveLength(1), { timeout: 4 * DEADLINE_MS, interval: 20 });
    await vi.waitFor(() => expect(hanging.map((l) => l.open)).toEqual([1, 1, 1, 1]), {
      timeout: 4 * DEADLINE_MS,
      interval: 20,
    });
    // …and are given up together at the deadline, each tried once.
    await vi.waitFor(async () => expect(await owed()).toBe(0), { timeout: 8 * DEADLINE_MS, interval: 50 });
    expect(hanging.map((l) => l.connections)).toEqual([1, 1, 1, 1]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(DEADLINE_MS);
  }, 60_000);

  it("do not delay the job's run, nor another account's alert", async () => {
    const a = await stalledUser();
    await t.createAlert(a);
    const b = await t.signedIn();
    await t.createAlert(b);
    t.prices.miles = 30_000;

    expect(await runAlertJob(a.deps)).toEqual({ checked: 2, fired: 2, failed: 0 });
    // The run ended with A's delivery still owed: it did not wait for A's endpoints.
    expect(await owed()).toBeGreaterThanOrEqual(1);
    // B's e-mail goes out while A's endpoints are still hanging.
    await vi.waitFor(() => expect(a.mailer.sent.map((m) => m.to)).toContain(b.user.email), {
      timeout: 4 * DEADLINE_MS,
      interval: 20,
    });
    expect(await owedTo(a.user.id)).toBe(1);
    await vi.waitFor(async () => expect(await owed()).toBe(0), { timeout: 8 * DEADLINE_MS, interval: 50 });
  }, 60_000);
});
