// The PWA parses every reply with a schema from core/schemas (src/lib/api.ts); these tests parse the
// server's real replies with the same schemas, so a change on either side that breaks the other fails here.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  changePasswordReply,
  messageReply,
  resetCheckReply,
  successReply,
  userReply,
} from '@core/schemas/auth-replies';
import {
  alertHistoryReplySchema,
  alertJobStatusSchema,
  alertStatusReplySchema,
  notificationSchema,
  pushSubscribeReplySchema,
  pushUnsubscribeReplySchema,
} from '@core/schemas/alerts';
import { asyncSearchResponseSchema, smartSearchResponseSchema } from '@core/schemas/flight';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import { priceAlertRowSchema, pullReplySchema } from '@core/schemas/sync';
import type { Db } from '../../server/db/client';
import { createUser, jsonRequest, login, readMailbox } from '../helpers/auth';
import { pushSubscriptionBody } from '../helpers/request-seeds';
import { createTestApp } from '../helpers/test-app';
import { createTestDb, resetDb } from '../helpers/test-db';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let db: Db;
let app: ReturnType<typeof createTestApp>['app'];
beforeAll(async () => {
  db = await createTestDb();
  app = createTestApp(db).app;
});
beforeEach(() => resetDb(db));
afterAll(() => db.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request(path, jsonRequest('POST', body, headers));
async function json(res: Response | Promise<Response>, status = 200): Promise<unknown> {
  const reply = await res;
  expect(reply.status).toBe(status);
  return reply.json();
}

describe('account replies match the schemas the PWA parses them with', () => {
  it('sign-in, profile, refresh, password change, logout', async () => {
    const user = await createUser(db);
    const signIn = await post('/api/login', { email: user.email, password: user.password });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const { user: session } = userReply.parse(await json(signIn));
    const bearer = { authorization: `Bearer ${session.access_token}` };
    userReply.parse(await json(app.request('/api/auth/me', { headers: bearer })));
    userReply.parse(
      await json(
        app.request('/api/profile', jsonRequest('PUT', { full_name: 'Maria Nova', user_type: 'iniciado' }, bearer)),
      ),
    );
    userReply.parse(await json(app.request('/api/auth/refresh', { method: 'POST', headers: { cookie } })));
    const changed = changePasswordReply.parse(
      await json(
        post('/api/user/change-password', { currentPassword: user.password, newPassword: 'outra-senha-1' }, bearer),
      ),
    );
    expect(changed.message).toBe('Sua senha foi alterada com sucesso!');
    successReply.parse(await json(post('/api/auth/logout', {})));
  });

  it('registration, recovery and magic links', async () => {
    messageReply.parse(
      await json(
        post('/api/auth/register', {
          fullName: 'Rita',
          email: 'rita@exemplo.com.br',
          password: 'rita-123',
          confirmPassword: 'rita-123',
        }),
        201,
      ),
    );
    const user = await createUser(db);
    messageReply.parse(await json(post('/api/auth/forgot-password', { email: user.email })));
    const token = new URL((await readMailbox(app, user.email))[0]?.links[0] ?? '').searchParams.get('token') ?? '';
    resetCheckReply.parse(await json(app.request(`/api/auth/reset-password/check?token=${token}`)));
    successReply.parse(await json(post('/api/auth/reset-password', { token, password: 'nova-senha-1' })));
    messageReply.parse(await json(post('/api/auth/magic-link', { email: user.email })));
    const magic = new URL((await readMailbox(app, user.email))[0]?.links[0] ?? '').searchParams.get('token');
    userReply.parse(await json(post('/api/magic-link/verify', { token: magic, type: 'magiclink' })));
  });

  it('admin deletion', async () => {
    const admin = await createUser(db, { role: 'admin', userType: 'admin', expires: null });
    const other = await createUser(db);
    const { bearer } = await login(app, admin.email, admin.password);
    successReply.parse(
      await json(app.request(`/api/admin/users/${other.id}`, jsonRequest('DELETE', undefined, bearer))),
    );
  });
});

describe('search replies match the schemas the PWA parses them with', () => {
  it('POST /api/search/async and /api/search/buscador', async () => {
    const user = await createUser(db);
    const { bearer } = await login(app, user.email, user.password);
    // A date the API takes whatever the day the test runs (it refuses a departure in the past).
    const query = { origin: 'GRU', destination: 'MIA', departureDate: addDaysIso(todayIsoDate(), 30), adults: 1 };
    const started = await json(post('/api/search/async', query, bearer));
    expect(asyncSearchResponseSchema.parse(started).success).toBe(true);
    // What the search screens read: exactly these two fields, and an id /ws can be asked for.
    expect(asyncSearchResponseSchema.parse(started)).toEqual({ success: true, searchId: expect.stringMatching(UUID) });
    const all = smartSearchResponseSchema.parse(await json(post('/api/search/buscador', query, bearer)));
    expect(all.success).toBe(true);
  });
});

describe('price-alert replies match the schemas the PWA parses them with', () => {
  it('status, history, notifications, push subscriptions and the admin job status', async () => {
    const user = await createUser(db);
    const admin = await createUser(db, { role: 'admin', userType: 'admin', expires: null });
    const { bearer } = await login(app, user.email, user.password);
    const id = '5b0f2a1c-7d3e-4f60-8a9b-0c1d2e3f4a5b';
    const now = new Date().toISOString();
    const alert = { id, origin: 'GRU', destination: 'LIS', max_price: 3000, alert_type: 'reais', active: true };
    await json(
      app.request(
        `/api/price-alerts/${id}`,
        jsonRequest('PUT', { ...alert, created_at: now, updated_at: now }, bearer),
      ),
    );
    pullReplySchema(priceAlertRowSchema).parse(await json(app.request('/api/price-alerts', { headers: bearer })));
    alertStatusReplySchema.parse(await json(app.request('/api/price-alerts/status', { headers: bearer })));
    alertHistoryReplySchema.parse(await json(app.request(`/api/price-alerts/${id}/history`, { headers: bearer })));
    pullReplySchema(notificationSchema).parse(await json(app.request('/api/notifications', { headers: bearer })));
    const endpoint = 'https://push.exemplo.com.br/contrato';
    const keys = pushSubscriptionBody().keys;
    pushSubscribeReplySchema.parse(await json(post('/api/push/subscriptions', { endpoint, keys }, bearer), 201));
    const removed = pushUnsubscribeReplySchema.parse(
      await json(app.request('/api/push/subscriptions', jsonRequest('DELETE', { endpoint }, bearer))),
    );
    expect(removed.removed).toBe(1);
    const adminBearer = (await login(app, admin.email, admin.password)).bearer;
    alertJobStatusSchema.parse(await json(app.request('/api/admin/alert-jobs', { headers: adminBearer })));
  });
});
