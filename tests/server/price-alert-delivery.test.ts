import { createPublicKey, randomUUID, verify } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  alertJobStatusSchema,
  alertStatusReplySchema,
  alertStopReplySchema,
  MAX_DELIVERY_ATTEMPTS,
  pushPayloadSchema,
} from '@core/schemas/alerts';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import { priceAlertRowSchema, pullReplySchema } from '@core/schemas/sync';
import { alertMessageId } from '../../server/notifications/channels/email';
import { deliverOwed } from '../../server/notifications/delivery-worker';
import { runAlertJob } from '../../server/alerts/job';
import { issueOneTimeToken } from '../../server/auth/one-time-tokens';
import type { Db } from '../../server/db/client';
import {
  browserKeys,
  captureMailer,
  decryptPush,
  type LoopbackServer,
  seatsAeroReply,
  startLoopback,
} from '../helpers/alert-fakes';
import { createUser, jsonRequest, login } from '../helpers/auth';
import { type FakeSeatsAero, startFakeSeatsAero } from '../helpers/fake-seats-aero';
import { createTestApp } from '../helpers/test-app';
import { freePort } from '../helpers/postgres-server';
import { createTestDb, resetDb } from '../helpers/test-db';

// A fired alert reaches the phone (Web Push, decrypted here with the browser's own keys) and the
// inbox (e-mail whose stop link switches the alert off, and nothing else).

const DAY = addDaysIso(todayIsoDate(), 20);
let db: Db;
let seats: FakeSeatsAero;
let pushService: LoopbackServer;

beforeAll(async () => {
  db = await createTestDb();
  seats = await startFakeSeatsAero();
  pushService = await startLoopback();
});
afterAll(async () => {
  await seats.close();
  await pushService.close();
  await db.close();
});
beforeEach(async () => {
  await resetDb(db);
  pushService.requests.length = 0;
  seats.respond(() => ({ json: seatsAeroReply(DAY, 30_000) }));
  pushService.respond((req) => ({ status: req.url.pathname.startsWith('/gone') ? 410 : 201 }));
});

async function setup() {
  const mailer = captureMailer();
  const built = createTestApp(db, {
    mailer,
    env: {
      SEATS_AERO_API_KEY: 'chave-seats-de-teste',
      SEATS_AERO_BASE_URL: seats.baseUrl,
      PUSH_ALLOW_HTTP_ENDPOINTS: 'true',
    },
  });
  const user = await createUser(db);
  const { bearer } = await login(built.app, user.email, user.password);
  const id = randomUUID();
  const now = new Date().toISOString();
  const alert = { id, origin: 'GRU', destination: 'MIA', max_price: 40_000, alert_type: 'milhas', active: true };
  const put = await built.app.request(
    `/api/price-alerts/${id}`,
    jsonRequest('PUT', { ...alert, created_at: now, updated_at: now, cabin: 'ECONOMY' }, bearer),
  );
  expect(put.status).toBe(200);
  return { ...built, mailer, user, bearer, alertId: id };
}

type Setup = Awaited<ReturnType<typeof setup>>;

async function subscribe(s: Setup, path: string) {
  const keys = browserKeys();
  const endpoint = `${pushService.baseUrl}${path}`;
  const res = await s.app.request(
    '/api/push/subscriptions',
    jsonRequest('POST', { endpoint, expirationTime: null, keys: keys.json }, s.bearer),
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return keys;
}

describe('Web Push', () => {
  it('delivers an RFC 8291 aes128gcm payload, VAPID-signed, that the browser keys decrypt; a 410 removes the endpoint', async () => {
    const s = await setup();
    const keys = await subscribe(s, '/push/phone');
    await subscribe(s, '/gone/old-laptop');
    expect(await runAlertJob(s.deps)).toEqual({ checked: 1, fired: 1, failed: 0 });
    await deliverOwed(s.deps);

    const delivered = pushService.requests.find((r) => r.url.pathname === '/push/phone');
    expect(delivered?.headers['content-encoding']).toBe('aes128gcm');
    // RFC 8030 §5.4: one Topic per alert, so the push service replaces a repeat (or an older price) not yet delivered.
    expect(delivered?.headers.topic).toBe(s.alertId.replaceAll('-', ''));
    expect(Number(delivered?.headers.ttl)).toBeGreaterThan(0);
    const payload = pushPayloadSchema.parse(JSON.parse(decryptPush(keys, delivered?.body ?? Buffer.alloc(0))));
    expect(payload).toMatchObject({ title: 'GRU → MIA por 30.000 milhas', tag: `alerta-${s.alertId}` });
    expect(payload.url).toBe(`/?origem=GRU&destino=MIA&data=${DAY}&tipo=milhas&classe=ECONOMY`);
    expect(payload.body).toMatch(/≈ R\$/);

    // VAPID (RFC 8292): the JWT is signed by the key /status hands the browser to subscribe with.
    const status = alertStatusReplySchema.parse(
      await (await s.app.request('/api/price-alerts/status', { headers: s.bearer })).json(),
    );
    const auth = String(delivered?.headers.authorization);
    const [, jwt, k] = /^vapid t=([^,]+), k=(.+)$/.exec(auth) ?? [];
    expect(k).toBe(status.vapid_public_key);
    const [head, claims, signature] = (jwt ?? '').split('.');
    const point = Buffer.from(k ?? '', 'base64url');
    const publicKey = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    const signed = verify(
      'sha256',
      Buffer.from(`${head}.${claims}`),
      { key: publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature ?? '', 'base64url'),
    );
    expect(signed).toBe(true);
    expect(JSON.parse(Buffer.from(claims ?? '', 'base64url').toString())).toMatchObject({ aud: pushService.baseUrl });

    const left = await db.query<{ endpoint: string }>('SELECT endpoint FROM push_subscriptions');
    expect(left.map((r) => r.endpoint)).toEqual([`${pushService.baseUrl}/push/phone`]);
  });

  it('refuses plain-http endpoints unless allowed, and keys that cannot encrypt', async () => {
    const s = await setup();
    const strict = createTestApp(db, { env: {} });
    const user = await createUser(db);
    const { bearer } = await login(strict.app, user.email, user.password);
    const keys = browserKeys().json;
    const http = await strict.app.request(
      '/api/push/subscriptions',
      jsonRequest('POST', { endpoint: 'http://10.0.0.1/push', keys }, bearer),
    );
    expect(http.status).toBe(400);
    expect(((await http.json()) as { error: string }).error).toBe('O endereço de notificação deve usar https.');
    for (const endpoint of [
      'https://127.0.0.1/push',
      'https://192.168.0.10/push',
      'https://[::1]/push',
      'https://localhost/x',
    ]) {
      const res = await strict.app.request('/api/push/subscriptions', jsonRequest('POST', { endpoint, keys }, bearer));
      expect(res.status, endpoint).toBe(400);
    }
    const bad = await s.app.request(
      '/api/push/subscriptions',
      jsonRequest('POST', { endpoint: 'https://push.example.com/x', keys: { p256dh: 'abc', auth: 'def' } }, s.bearer),
    );
    expect(bad.status).toBe(400);
    const gone = await s.app.request(
      '/api/push/subscriptions',
      jsonRequest('DELETE', { endpoint: 'https://push.example.com/x' }, s.bearer),
    );
    expect(await gone.json()).toEqual({ success: true, removed: 0 });
  });
});

describe("the e-mail's 'Parar este alerta'", () => {
  it('carries RFC 8058 one-click headers and a stop link that deactivates the alert, and only that alert', async () => {
    const s = await setup();
    await runAlertJob(s.deps);
    await deliverOwed(s.deps);
    const [mail] = s.mailer.sent;
    expect(mail).toMatchObject({ kind: 'price_alert', to: s.user.email });
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = /^<(.+)>$/.exec(mail?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    expect(unsubscribe).toMatch(/^http:\/\/localhost\/api\/price-alerts\/stop\?token=/);
    const page = (mail?.text.match(/https?:\/\/\S+/g) ?? []).find((l) => l.includes('/alertas/parar?token='));
    const token = new URL(page ?? 'http://x').searchParams.get('token') ?? '';
    expect(mail?.text).toContain(`http://localhost/?origem=GRU&destino=MIA&data=${DAY}`);

    const stop = (body: unknown) => s.app.request('/api/price-alerts/stop', jsonRequest('POST', body));
    const tampered = `${token.slice(0, -2)}${token.endsWith('A') ? 'B' : 'A'}A`;
    expect((await stop({ token: tampered })).status).toBe(400);
    const otherAlert = token.replace(s.alertId, randomUUID());
    expect((await stop({ token: otherAlert })).status).toBe(400);
    const magic = await issueOneTimeToken(db, s.user.id, 'magic_link');
    const refused = await stop({ token: magic });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe('Link para parar o alerta inválido.');
    expect(await isActive(s)).toBe(true);

    // The page checks its link first (GET): a bad one is a 400 before any button; a good one names the route
    // and stops nothing.
    const check = (t: string) => s.app.request(`/api/price-alerts/stop?token=${encodeURIComponent(t)}`);
    expect((await check(tampered)).status).toBe(400);
    const checked = await check(token);
    expect(checked.status).toBe(200);
    expect(alertStopReplySchema.parse(await checked.json())).toEqual({
      success: true,
      origin: 'GRU',
      destination: 'MIA',
    });
    expect(await isActive(s)).toBe(true);

    const res = await stop({ token });
    expect(res.status).toBe(200);
    expect(alertStopReplySchema.parse(await res.json())).toEqual({ success: true, origin: 'GRU', destination: 'MIA' });
    expect(await isActive(s)).toBe(false);
    // A stopped alert is not checked again.
    await db.query('UPDATE price_alerts SET next_check_at = now()');
    expect((await runAlertJob(s.deps))?.checked).toBe(0);
  });

  it('stops with the one-click POST a mail client sends (form body, token in the URL)', async () => {
    const s = await setup();
    await runAlertJob(s.deps);
    await deliverOwed(s.deps);
    const url = new URL(/^<(.+)>$/.exec(s.mailer.sent[0]?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '');
    const res = await s.app.request(`${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await isActive(s)).toBe(false);
  });
});

async function isActive(s: Setup): Promise<boolean> {
  const res = await s.app.request('/api/price-alerts', { headers: s.bearer });
  const { items } = pullReplySchema(priceAlertRowSchema).parse(await res.json());
  return items.find((a) => a.id === s.alertId)?.active ?? false;
}

/** A subscriber whose GRU→MIA miles alert has just fired (the job ran once): its delivery is owed. */
async function firedAlert(env: Record<string, string> = {}) {
  const built = createTestApp(db, {
    env: { SEATS_AERO_API_KEY: 'chave-seats-de-teste', SEATS_AERO_BASE_URL: seats.baseUrl, ...env },
  });
  const user = await createUser(db);
  await db.query(
    `INSERT INTO price_alerts (id, user_id, origin, destination, max_price, alert_type, cabin, created_at, updated_at)
     VALUES ($1, $2, 'GRU', 'MIA', 40000, 'milhas', 'ECONOMY', now(), now())`,
    [randomUUID(), user.id],
  );
  expect((await runAlertJob(built.deps))?.fired).toBe(1);
  return { built, user };
}

describe('delivery after a crash', () => {
  it('a resent alert e-mail (its mark lost with the crash) is kept once in the outbox, under the Message-ID of its notification', async () => {
    const { built, user } = await firedAlert();
    expect(await db.query('SELECT push_pending, email_pending FROM notification_deliveries')).toEqual([
      { push_pending: true, email_pending: true },
    ]);
    expect(await deliverOwed(built.deps)).toBe(1);
    expect(await db.query('SELECT notification_id FROM notification_deliveries')).toEqual([]);
    // The crash came after the e-mail left and before its mark was written: it is owed again, and sent again.
    const [note] = await db.query<{ id: string }>('SELECT id FROM notifications');
    await db.query(
      'INSERT INTO notification_deliveries (notification_id, push_pending, email_pending) VALUES ($1, false, true)',
      [note?.id],
    );
    expect(await deliverOwed(built.deps)).toBe(1);
    expect(await db.query('SELECT notification_id FROM notification_deliveries')).toEqual([]);
    expect(await db.query("SELECT to_email, message_id FROM mail_outbox WHERE kind = 'price_alert'")).toEqual([
      { to_email: user.email, message_id: alertMessageId(note?.id ?? '') },
    ]);
  });
});

describe('a delivery that keeps failing', () => {
  it('is recorded with its reason at each failure and given up after MAX_DELIVERY_ATTEMPTS claims, shown to the admin', async () => {
    // An SMTP relay nobody listens on: every send is refused at the socket.
    const { built } = await firedAlert({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}` });
    const row = async () =>
      (
        await db.query<{ attempts: number; last_error: string | null; email_pending: boolean; push_pending: boolean }>(
          'SELECT attempts, last_error, email_pending, push_pending FROM notification_deliveries',
        )
      )[0];
    for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt++) {
      expect(await deliverOwed(built.deps)).toBe(1);
      expect(await row()).toMatchObject({ attempts: attempt, email_pending: true, push_pending: false });
      expect((await row())?.last_error).toMatch(/^e-mail: .*ECONNREFUSED/);
      // Its lease runs out: the next round claims it again.
      await db.query("UPDATE notification_deliveries SET lease_until = now() - interval '1 second'");
    }
    // Given up: never claimed again, kept for the admin with its reason.
    expect(await deliverOwed(built.deps)).toBe(0);
    const admin = await createUser(db, { role: 'admin' });
    const { bearer } = await login(built.app, admin.email, admin.password);
    const res = await built.app.request('/api/admin/alert-jobs', { headers: bearer });
    expect(res.status).toBe(200);
    const { deliveries } = alertJobStatusSchema.parse(await res.json());
    expect(deliveries).toMatchObject({ owed: 0, given_up: 1 });
    expect(deliveries.last_given_up?.reason).toMatch(/^e-mail: .*ECONNREFUSED/);
  });

  it('whose sender stopped mid-send says so when its lease runs out and it is claimed again', async () => {
    const { built } = await firedAlert();
    // A claim whose holder died: leased, one attempt, nothing recorded.
    await db.query("UPDATE notification_deliveries SET attempts = 1, lease_until = now() - interval '1 second'");
    const hold: string[] = [];
    const stalled = {
      ...built.deps,
      mailer: {
        async send() {
          const [r] = await db.query<{ last_error: string }>('SELECT last_error FROM notification_deliveries');
          hold.push(r?.last_error ?? '');
        },
      },
    };
    expect(await deliverOwed(stalled)).toBe(1);
    expect(hold).toEqual(['envio interrompido: a instância parou durante o envio']);
    expect(await db.query('SELECT notification_id FROM notification_deliveries')).toEqual([]);
  });
});
