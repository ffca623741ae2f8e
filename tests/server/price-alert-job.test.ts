import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ALERT_NEEDS_LIVE_SOURCE,
  alertCheckReplySchema,
  alertHistoryReplySchema,
  alertStatusReplySchema,
  notificationSchema,
  searchLinkPath,
} from '@core/schemas/alerts';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import { priceAlertRowSchema, pullReplySchema } from '@core/schemas/sync';
import { runAlertJob } from '../../server/alerts/job';
import type { Db } from '../../server/db/client';
import {
  captureMailer,
  type LoopbackServer,
  seatsAeroReply,
  serpApiReply,
  startLoopback,
} from '../helpers/alert-fakes';
import { createUser, jsonRequest, login } from '../helpers/auth';
import { type FakeSeatsAero, startFakeSeatsAero } from '../helpers/fake-seats-aero';
import { createTestApp } from '../helpers/test-app';
import { createTestDb, resetDb } from '../helpers/test-db';

// Issue #13: the checking job against recorded Seats.aero and SerpApi replies served on loopback.

const DAY = addDaysIso(todayIsoDate(), 20);
let db: Db;
let seats: FakeSeatsAero;
let serp: LoopbackServer;
let miles = 45_000;
let cashDelta = 0;

const liveEnv = (extra: Record<string, string> = {}) => ({
  SEATS_AERO_API_KEY: 'chave-seats-de-teste',
  SEATS_AERO_BASE_URL: seats.baseUrl,
  SERPAPI_API_KEY: 'chave-serpapi-de-teste',
  SERPAPI_BASE_URL: serp.baseUrl,
  // The reply cache would hide the drop between two checks a minute apart.
  SEATS_AERO_CACHE_TTL_SECONDS: '0',
  SEARCH_CACHE_TTL_SECONDS: '0',
  ...extra,
});

beforeAll(async () => {
  db = await createTestDb();
  seats = await startFakeSeatsAero();
  serp = await startLoopback();
});
afterAll(async () => {
  await seats.close();
  await serp.close();
  await db.close();
});
beforeEach(async () => {
  await resetDb(db);
  seats.reset();
  serp.requests.length = 0;
  miles = 45_000;
  cashDelta = 0;
  seats.respond(() => ({ json: seatsAeroReply(DAY, miles) }));
  serp.respond((req) => ({
    status: 200,
    body: serpApiReply(req.url.searchParams.get('outbound_date') ?? DAY, cashDelta),
  }));
});

async function signedIn(env: Record<string, string> = liveEnv()) {
  const mailer = captureMailer();
  const built = createTestApp(db, { env, mailer });
  const user = await createUser(db);
  const { bearer } = await login(built.app, user.email, user.password);
  return { ...built, mailer, user, bearer };
}

type Signed = Awaited<ReturnType<typeof signedIn>>;

async function createAlert(s: Signed, overrides: Record<string, unknown> = {}): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  const body = {
    id,
    origin: 'GRU',
    destination: 'MIA',
    max_price: 40_000,
    alert_type: 'milhas',
    active: true,
    created_at: now,
    updated_at: now,
    date_from: addDaysIso(DAY, -5),
    date_to: addDaysIso(DAY, 5),
    cabin: 'ECONOMY',
    ...overrides,
  };
  const res = await s.app.request(`/api/price-alerts/${id}`, jsonRequest('PUT', body, s.bearer));
  expect(res.status, await res.clone().text()).toBe(200);
  return id;
}

const makeDue = () => db.query('UPDATE price_alerts SET next_check_at = now()');
const count = async (table: string) =>
  Number((await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table}`))[0]?.n);

async function pull(s: Signed, path: string) {
  const res = await s.app.request(path, { headers: s.bearer });
  expect(res.status).toBe(200);
  return res.json();
}

describe('the price-alert job', () => {
  it('fires once per drop at or under the maximum, and never again for the same fare', async () => {
    const s = await signedIn();
    const id = await createAlert(s);

    expect(await runAlertJob(s.deps)).toEqual({ checked: 1, fired: 0, failed: 0 });
    expect(seats.requests[0]?.query.get('start_date')).toBe(addDaysIso(DAY, -5));
    expect(seats.requests[0]?.query.get('end_date')).toBe(addDaysIso(DAY, 5));
    // Not due again until the interval has passed.
    expect(await runAlertJob(s.deps)).toEqual({ checked: 0, fired: 0, failed: 0 });

    miles = 38_000;
    await makeDue();
    expect(await runAlertJob(s.deps)).toEqual({ checked: 1, fired: 1, failed: 0 });
    await makeDue();
    expect(await runAlertJob(s.deps)).toEqual({ checked: 1, fired: 0, failed: 0 });
    miles = 39_000;
    await makeDue();
    expect((await runAlertJob(s.deps))?.fired).toBe(0);
    miles = 36_000;
    await makeDue();
    expect((await runAlertJob(s.deps))?.fired).toBe(1);
    expect(await count('notifications')).toBe(2);

    const notes = pullReplySchema(notificationSchema).parse(await pull(s, '/api/notifications'));
    const latest = notes.items.at(-1);
    expect(latest).toMatchObject({
      alert_id: id,
      title: 'GRU → MIA por 36.000 milhas',
      url: searchLinkPath({ origin: 'GRU', destination: 'MIA', date: DAY, unit: 'milhas', cabin: 'ECONOMY' }),
      price: 36_000,
      unit: 'milhas',
      source: 'seats_aero',
      date: DAY,
      read_at: null,
    });
    expect(latest?.body).toMatch(/^\d\d\/\d\d\/\d{4} · .*Econômica.* · ≈ R\$ [\d.]+,\d\d · Seats\.aero$/);
    expect(latest?.value_brl).toBeGreaterThan(0);

    const alerts = pullReplySchema(priceAlertRowSchema).parse(await pull(s, '/api/price-alerts'));
    expect(alerts.items[0]).toMatchObject({ last_announced_price: 36_000, last_error: null });
    expect(alerts.items[0]?.last_best?.price).toBe(36_000);
    expect(alerts.items[0]?.last_triggered_at).not.toBeNull();

    const history = alertHistoryReplySchema.parse(await pull(s, `/api/price-alerts/${id}/history`));
    expect(history.items.map((p) => [p.best?.price, p.fired])).toEqual([
      [45_000, false],
      [38_000, true],
      [38_000, false],
      [39_000, false],
      [36_000, true],
    ]);
    // One e-mail per fire.
    expect(s.mailer.sent.filter((m) => m.kind === 'price_alert')).toHaveLength(2);
  });

  it('checks cash on Google Flights for at most ALERT_MAX_CASH_DATES days and fires at or under the maximum', async () => {
    const s = await signedIn(liveEnv({ ALERT_MAX_CASH_DATES: '2' }));
    await createAlert(s, { alert_type: 'reais', max_price: 2589, cabin: null });
    expect(await runAlertJob(s.deps)).toEqual({ checked: 1, fired: 1, failed: 0 });
    expect(serp.requests).toHaveLength(2);
    expect(serp.requests.every((r) => r.url.searchParams.get('currency') === 'BRL')).toBe(true);
    const [note] = pullReplySchema(notificationSchema).parse(await pull(s, '/api/notifications')).items;
    expect(note).toMatchObject({ title: 'GRU → MIA por R$ 2.589,00', unit: 'reais', source: 'google_flights' });
    expect(note?.body).toContain('Google Flights');

    // The day found cheapest is asked first next time; the same fare does not fire again.
    const cheapest = note?.date;
    serp.requests.length = 0;
    await makeDue();
    expect((await runAlertJob(s.deps))?.fired).toBe(0);
    expect(serp.requests[0]?.url.searchParams.get('outbound_date')).toBe(cheapest);
    cashDelta = -100;
    await makeDue();
    expect((await runAlertJob(s.deps))?.fired).toBe(1);
  });

  it('never checks (or fires) without a live source: demo data is not an offer', async () => {
    const s = await signedIn({});
    const id = await createAlert(s, { max_price: 10_000_000 });
    expect(await runAlertJob(s.deps)).toBeNull();
    expect(await count('alert_checks')).toBe(0);
    expect(await count('notifications')).toBe(0);
    expect(seats.requests).toHaveLength(0);
    const status = alertStatusReplySchema.parse(await pull(s, '/api/price-alerts/status'));
    expect(status).toMatchObject({ live: false, message: ALERT_NEEDS_LIVE_SOURCE, check_interval_minutes: 360 });
    expect(status.vapid_public_key).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    const res = await s.app.request(`/api/price-alerts/${id}/check`, jsonRequest('POST', undefined, s.bearer));
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toBe(ALERT_NEEDS_LIVE_SOURCE);
  });

  it('retries a failing provider with backoff and says why in pt-BR', async () => {
    const s = await signedIn();
    await createAlert(s);
    seats.respond(() => ({ status: 500, json: { error: 'boom' } }));
    expect(await runAlertJob(s.deps)).toEqual({ checked: 1, fired: 0, failed: 1 });
    const [row] = await db.query<{ last_error: string; check_attempts: number; wait: number }>(
      'SELECT last_error, check_attempts, extract(epoch FROM next_check_at - now())::int AS wait FROM price_alerts',
    );
    expect(row?.last_error).toBe('A Seats.aero respondeu com erro 500.');
    expect(row?.check_attempts).toBe(1);
    expect(row?.wait).toBeGreaterThan(200);
    expect(row?.wait).toBeLessThanOrEqual(300);
  });

  it('spends at most ALERT_MAX_PROVIDER_CALLS_PER_RUN per provider in one run; the rest waits for the next', async () => {
    const s = await signedIn(liveEnv({ ALERT_MAX_PROVIDER_CALLS_PER_RUN: '1' }));
    await createAlert(s);
    await createAlert(s, { destination: 'LIS' });
    expect(await runAlertJob(s.deps)).toEqual({ checked: 1, fired: 0, failed: 0 });
    expect(seats.requests).toHaveLength(1);
    await db.query('UPDATE price_alerts SET next_check_at = now() WHERE last_checked_at IS NULL');
    expect((await runAlertJob(s.deps))?.checked).toBe(1);
  });
});

describe('POST /api/price-alerts/:id/check and the history, for their owner only', () => {
  it("answers { success, checked_at, best, fired }, then 429 within 5 minutes; another user's alert is 404", async () => {
    const s = await signedIn();
    const id = await createAlert(s);
    miles = 30_000;
    const res = await s.app.request(`/api/price-alerts/${id}/check`, jsonRequest('POST', undefined, s.bearer));
    expect(res.status).toBe(200);
    const reply = alertCheckReplySchema.parse(await res.json());
    expect(reply).toMatchObject({
      success: true,
      fired: true,
      best: { price: 30_000, source: 'seats_aero', date: DAY },
    });

    const again = await s.app.request(`/api/price-alerts/${id}/check`, jsonRequest('POST', undefined, s.bearer));
    expect(again.status).toBe(429);
    expect(((await again.json()) as { error: string }).error).toMatch(/Aguarde 5 minutos/);

    const other = await createUser(db);
    const { bearer } = await login(s.app, other.email, other.password);
    for (const [method, path] of [
      ['POST', `/api/price-alerts/${id}/check`],
      ['GET', `/api/price-alerts/${id}/history`],
    ] as const) {
      const res2 = await s.app.request(path, jsonRequest(method, undefined, bearer));
      expect(res2.status, path).toBe(404);
    }
    const [note] = pullReplySchema(notificationSchema).parse(await pull(s, '/api/notifications')).items;
    const read = await s.app.request(`/api/notifications/${note?.id}/read`, jsonRequest('PUT', undefined, bearer));
    expect(read.status).toBe(404);
  });

  it('marks a notification read once, with a new change number, and pulls it again', async () => {
    const s = await signedIn();
    await createAlert(s);
    miles = 30_000;
    await runAlertJob(s.deps);
    const first = pullReplySchema(notificationSchema).parse(await pull(s, '/api/notifications'));
    const id = first.items[0]?.id;
    const read = await s.app.request(`/api/notifications/${id}/read`, jsonRequest('PUT', undefined, s.bearer));
    const { item } = (await read.json()) as { item: unknown };
    expect(notificationSchema.parse(item).read_at).not.toBeNull();
    const after = pullReplySchema(notificationSchema).parse(
      await pull(s, `/api/notifications?updated_since=${first.cursor}`),
    );
    expect(after.items.map((n) => n.id)).toEqual([id]);
    const twice = await s.app.request(`/api/notifications/${id}/read`, jsonRequest('PUT', undefined, s.bearer));
    expect(twice.status).toBe(200);
    const none = pullReplySchema(notificationSchema).parse(
      await pull(s, `/api/notifications?updated_since=${after.cursor}`),
    );
    expect(none.items).toEqual([]);
  });
});
