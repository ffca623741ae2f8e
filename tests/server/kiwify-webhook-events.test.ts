import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { accessUntilOf, kiwifyRecording } from '../helpers/kiwify';
import { daysFromNow } from '../helpers/recorded-dates';
import { setupTestApp } from '../helpers/setup-test-app';

const TOKEN = 'kiwify-token-de-teste';
const approved = kiwifyRecording('kiwify-order-approved.json');
const late = kiwifyRecording('kiwify/subscription-late.json');

const server = setupTestApp({ env: { KIWIFY_WEBHOOK_TOKEN: TOKEN }, resetEachTest: true });

/** Signs exactly the bytes sent, as Kiwify does: hex HMAC-SHA1 of the raw body. */
function deliver(raw: string, signature = createHmac('sha1', TOKEN).update(raw).digest('hex')) {
  return server.app.request(`/api/webhooks/kiwify?signature=${signature}`, {
    method: 'POST',
    body: raw,
    headers: { 'content-type': 'application/json' },
  });
}

async function expiry(): Promise<string | undefined> {
  const [row] = await server.db.query<{ subscription_expires: Date | null }>('SELECT subscription_expires FROM users');
  return row?.subscription_expires?.toISOString();
}

describe('Kiwify webhook events', () => {
  it('verifies the raw bytes: whitespace Kiwify sent is part of the signature', async () => {
    const pretty = JSON.stringify(approved, null, 2);
    expect((await deliver(pretty)).status).toBe(200);
    const compact = JSON.stringify(approved);
    const signedPretty = createHmac('sha1', TOKEN).update(pretty).digest('hex');
    expect((await deliver(compact, signedPretty)).status).toBe(401);
    expect((await deliver(compact, signedPretty.toUpperCase().slice(0, 20))).status).toBe(401);
  });

  it('subscription_late keeps access until access_until and records the event with its subscription id', async () => {
    await deliver(JSON.stringify(approved));
    expect(await expiry()).toBe(accessUntilOf(approved));
    expect((await deliver(JSON.stringify(late))).status).toBe(200);
    expect(await expiry()).toBe(accessUntilOf(late));
    expect(accessUntilOf(late) > accessUntilOf(approved)).toBe(true);
    const events = await server.db.query<{ event_type: string; subscription_id: string; status: string }>(
      'SELECT event_type, subscription_id, status FROM kiwify_subscriptions ORDER BY id',
    );
    expect(events).toEqual([
      { event_type: 'order_approved', subscription_id: '9a8b7c6d-5e4f-3a2b-1c0d-e9f8a7b6c5d4', status: 'active' },
      {
        event_type: 'subscription_late',
        subscription_id: '9a8b7c6d-5e4f-3a2b-1c0d-e9f8a7b6c5d4',
        status: 'waiting_payment',
      },
    ]);
  });

  it('a renewal for an existing account sends no second e-mail', async () => {
    await deliver(JSON.stringify(approved));
    const renewed = { ...approved, order_id: 'renovacao-2', webhook_event_type: 'subscription_renewed' };
    await deliver(JSON.stringify(renewed));
    const box = await (await server.app.request('/api/dev/mailbox?to=joao.pereira@exemplo.com.br')).json();
    expect(box.messages).toHaveLength(1);
    expect(await server.db.query('SELECT id FROM users')).toHaveLength(1);
    expect(await server.db.query('SELECT id FROM kiwify_subscriptions')).toHaveLength(2);
  });

  it('an approval delivered after its own refund gives no access', async () => {
    const refund = { ...approved, webhook_event_type: 'order_refunded', order_status: 'refunded' };
    expect((await deliver(JSON.stringify(refund))).status).toBe(200);
    expect((await deliver(JSON.stringify(approved))).status).toBe(200);
    expect(await server.db.query('SELECT id FROM users')).toHaveLength(0);
    expect(await server.db.query('SELECT event_type FROM kiwify_subscriptions ORDER BY id')).toEqual([
      { event_type: 'order_refunded' },
      { event_type: 'order_approved' },
    ]);
  });

  it('a cancellation followed by a late retry of the same order keeps access ended', async () => {
    await deliver(JSON.stringify(approved));
    await deliver(JSON.stringify({ ...approved, webhook_event_type: 'subscription_canceled' }));
    const ended = await expiry();
    await deliver(JSON.stringify({ ...late, order_id: approved.order_id }));
    expect(await expiry()).toBe(ended);
    expect(new Date(ended ?? 0).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('an older renewal arriving after a newer one never shortens access', async () => {
    await deliver(JSON.stringify(approved));
    const period = (until: string) => ({
      ...(approved.Subscription as object),
      customer_access: { has_access: true, access_until: until },
    });
    const renewal = (order: string, until: string) => ({
      ...approved,
      order_id: order,
      webhook_event_type: 'subscription_renewed',
      Subscription: period(until),
    });
    const [january, february] = [daysFromNow(61), daysFromNow(92)];
    await deliver(JSON.stringify(renewal('renovacao-fev', february)));
    await deliver(JSON.stringify(renewal('renovacao-jan', january)));
    expect(await expiry()).toBe(february);
  });

  it('a purchase by someone with permanent access keeps it permanent', async () => {
    await deliver(JSON.stringify(approved));
    await server.db.query('UPDATE users SET subscription_expires = NULL');
    await deliver(JSON.stringify({ ...approved, order_id: 'renovacao-3', webhook_event_type: 'subscription_renewed' }));
    expect(await expiry()).toBeUndefined();
  });

  it('answers malformed JSON and a missing customer with 400', async () => {
    expect((await deliver('{"order_id": ')).status).toBe(400);
    const { Customer: _omit, ...noCustomer } = approved;
    expect((await deliver(JSON.stringify(noCustomer))).status).toBe(400);
  });
});
