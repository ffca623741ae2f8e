import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { accessUntilOf, kiwifyApproved } from '../helpers/kiwify';
import { daysFromNow } from '../helpers/recorded-dates';
import { jsonRequest } from '../helpers/auth';
import { createTestApp } from '../helpers/test-app';
import { resetDb } from '../helpers/test-db';
import { setupTestApp } from '../helpers/setup-test-app';

const TOKEN = 'kiwify-token-de-teste';
const approved = kiwifyApproved();

const server = setupTestApp({ env: { KIWIFY_WEBHOOK_TOKEN: TOKEN }, resetEachTest: true });

function deliver(event: unknown, { tamper = false, target = server.app } = {}) {
  const raw = JSON.stringify(event);
  const signature = createHmac('sha1', TOKEN).update(raw).digest('hex');
  const body = tamper ? raw.replace('"paid"', '"refunded"') : raw;
  return target.request(`/api/webhooks/kiwify?signature=${signature}`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
  });
}

const event = (type: string, extra: Record<string, unknown> = {}) => ({
  ...approved,
  webhook_event_type: type,
  ...extra,
});

describe('Kiwify webhook', () => {
  it('creates the subscriber with expiry and plan, no password, and a "Defina sua senha" e-mail', async () => {
    const res = await deliver(approved);
    expect(res.status).toBe(200);
    const [user] = await server.db.query<{
      email: string;
      subscription_plan: string;
      subscription_expires: Date;
      password_hash: string | null;
      full_name: string;
    }>('SELECT * FROM users');
    expect(user).toMatchObject({
      email: 'joao.pereira@exemplo.com.br',
      subscription_plan: 'mensal',
      password_hash: null,
      full_name: 'João Pereira',
    });
    expect(user?.subscription_expires.toISOString()).toBe(accessUntilOf(approved));
    const box = await (await server.app.request('/api/dev/mailbox?to=joao.pereira@exemplo.com.br')).json();
    expect(box.messages[0].kind).toBe('set_password');
    // Without a password nobody signs in until the owner of the inbox sets one.
    expect(
      (
        await server.app.request(
          '/api/login',
          jsonRequest('POST', { email: 'joao.pereira@exemplo.com.br', password: '' }),
        )
      ).status,
    ).toBe(400);
  });

  it('is idempotent: the same event twice makes one account and one record', async () => {
    await deliver(approved);
    const again = await deliver(approved);
    expect(await again.json()).toEqual({ success: true, duplicate: true });
    expect(await server.db.query('SELECT * FROM users')).toHaveLength(1);
    expect(await server.db.query('SELECT * FROM kiwify_subscriptions')).toHaveLength(1);
  });

  it('refuses a tampered body, a missing signature and an unconfigured token', async () => {
    expect((await deliver(approved, { tamper: true })).status).toBe(401);
    const unsigned = await server.app.request('/api/webhooks/kiwify', {
      method: 'POST',
      body: JSON.stringify(approved),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.status).toBe(401);
    const bare = createTestApp(server.db).app;
    expect((await deliver(approved, { target: bare })).status).toBe(503);
    expect(await server.db.query('SELECT * FROM users')).toHaveLength(0);
  });

  it('extends on renewal; a cancellation, refund or chargeback of what paid ends access', async () => {
    const renewedUntil = daysFromNow(61);
    const later = {
      ...(approved.Subscription as object),
      customer_access: { has_access: true, access_until: renewedUntil },
    };
    for (const type of ['subscription_canceled', 'order_refunded', 'chargeback']) {
      await resetDb(server.db);
      await deliver(approved);
      await deliver(event('subscription_renewed', { order_id: 'renovacao-1', Subscription: later }));
      let [user] = await server.db.query<{ subscription_expires: Date }>('SELECT subscription_expires FROM users');
      expect(user?.subscription_expires.toISOString()).toBe(renewedUntil);
      // A cancellation ends the whole subscription; a refund or chargeback takes back its own order.
      await deliver(event(type, { order_id: 'renovacao-1', Subscription: later }));
      if (type !== 'subscription_canceled') await deliver(event(type));
      [user] = await server.db.query<{ subscription_expires: Date }>('SELECT subscription_expires FROM users');
      expect(user?.subscription_expires.getTime(), type).toBeLessThanOrEqual(Date.now());
    }
  });

  it('answers a signed but malformed payload with a 400, never a 500', async () => {
    const res = await deliver({
      order_id: 'x',
      webhook_event_type: 'order_approved',
      Customer: { email: 'sem-arroba' },
    });
    expect(res.status).toBe(400);
  });
});
