import type { KiwifyEvent } from '@core/schemas/kiwify';

/** How Kiwify's events (the body schema is core/schemas/kiwify.ts) translate into access. */

/** Events that pay for access, events that take back what an order paid, and the late-payment notice. */
export const GRANTS = ['order_approved', 'subscription_renewed'];
export const REVOKES = ['subscription_canceled', 'order_refunded', 'chargeback'];
export const LATE = 'subscription_late';

const PLAN_BY_FREQUENCY: Record<string, string> = {
  daily: 'diario',
  weekly: 'semanal',
  monthly: 'mensal',
  yearly: 'anual',
  annually: 'anual',
};

export function planOf(event: KiwifyEvent): string {
  const frequency = event.Subscription?.plan?.frequency?.toLowerCase();
  if (frequency && PLAN_BY_FREQUENCY[frequency]) return PLAN_BY_FREQUENCY[frequency];
  const name = `${event.Subscription?.plan?.name ?? ''} ${event.Product?.product_name ?? ''}`.toLowerCase();
  for (const [word, plan] of [
    ['anual', 'anual'],
    ['mensal', 'mensal'],
    ['semanal', 'semanal'],
    ['diári', 'diario'],
    ['diari', 'diario'],
  ] as const) {
    if (name.includes(word)) return plan;
  }
  return 'mensal';
}

/** The access_until Kiwify sent, if it is a date. */
export function sentAccessUntil(event: KiwifyEvent): Date | null {
  const until = event.Subscription?.customer_access?.access_until;
  const parsed = until ? new Date(until) : null;
  return parsed && !Number.isNaN(parsed.getTime()) ? parsed : null;
}

/** What this event says about access: a grant runs to access_until (a one-off purchase without it gets 30 days). */
export function accessUntilOf(event: KiwifyEvent, now = Date.now()): Date | null {
  if (GRANTS.includes(event.webhook_event_type))
    return sentAccessUntil(event) ?? new Date(now + 30 * 24 * 60 * 60 * 1000);
  return sentAccessUntil(event);
}

export function subscriptionIdOf(event: KiwifyEvent): string | null {
  return (event.subscription_id ?? event.Subscription?.id)?.toString() ?? null;
}
