import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Hono } from 'hono';
import { daysSince, shiftRecording } from './recorded-dates';

export const KIWIFY_TOKEN = 'kiwify-token-de-teste';

/**
 * When the recordings in tests/fixtures were made: the approval of the recorded purchase. Each recording is moved
 * by the same whole days so this falls within the last day of the test's clock, read once per test file (a file's
 * deliveries agree with each other): the purchase was just approved and its access_until is a month ahead.
 */
const RECORDED_AT = '2026-11-22T10:16:00.000Z';
const SHIFT_DAYS = daysSince(RECORDED_AT);

/** A Kiwify delivery exactly as recorded in tests/fixtures/<name>, its dates moved onto the test's clock. */
export function kiwifyRecording(name: string): Record<string, unknown> {
  return shiftRecording(JSON.parse(readFileSync(`tests/fixtures/${name}`, 'utf8')), SHIFT_DAYS);
}

/** An order_approved delivery exactly as Kiwify sends it (tests/fixtures), with any field replaced. */
export function kiwifyApproved(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...kiwifyRecording('kiwify-order-approved.json'), ...overrides };
}

/** The access_until an event carries (Subscription.customer_access), as sent. */
export function accessUntilOf(event: Record<string, unknown>): string {
  const subscription = event.Subscription as { customer_access?: { access_until?: string } } | undefined;
  const until = subscription?.customer_access?.access_until;
  if (!until) throw new Error('evento sem access_until');
  return until;
}

/** Posts the raw bytes signed as Kiwify does: hex HMAC-SHA1 of the body with the webhook token. */
export function deliverKiwify(app: Pick<Hono, 'request'>, event: unknown, token = KIWIFY_TOKEN) {
  const raw = typeof event === 'string' ? event : JSON.stringify(event);
  const signature = createHmac('sha1', token).update(raw).digest('hex');
  return app.request(`/api/webhooks/kiwify?signature=${signature}`, {
    method: 'POST',
    body: raw,
    headers: { 'content-type': 'application/json' },
  });
}
