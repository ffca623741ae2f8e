import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Hono } from 'hono';

export const KIWIFY_TOKEN = 'kiwify-token-de-teste';

/** An order_approved delivery exactly as Kiwify sends it (tests/fixtures), with any field replaced. */
export function kiwifyApproved(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...JSON.parse(readFileSync('tests/fixtures/kiwify-order-approved.json', 'utf8')), ...overrides };
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
