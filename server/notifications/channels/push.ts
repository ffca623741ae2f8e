// A notification by Web Push: to each of the owner's browsers at once, under one deadline for the whole
// notification (push/web-push.ts), best effort: a failure is logged and counts as done.
import { dnsResolver } from '../push/push-address';
import { vapidKeys } from '../push/vapid';
import { pushToUser } from '../push/web-push';
import { type Channel, type DeliveryDeps, type OwedNotification, SENT, type SendOutcome } from '../channel';

/** The push's tag: one per alert, so a newer price replaces the older notification on the phone. */
export const alertTag = (alertId: string) => `alerta-${alertId}`;

/** Never throws: pushes are not retried. */
export async function pushNotification(deps: DeliveryDeps, n: OwedNotification): Promise<SendOutcome> {
  const { db, config, log } = deps;
  try {
    const vapid = await vapidKeys(db, config);
    // A bonus notification announces one campaign: it never replaces another campaign's on the phone. A lot's
    // later reminder replaces its earlier one.
    const tag =
      n.kind === 'bonus_alert'
        ? `bonus-${n.id}`
        : n.kind === 'expiry_reminder'
          ? `lote-${n.alert_id}`
          : n.kind === 'booking_opened'
            ? `abertura-${n.alert_id}`
            : alertTag(n.alert_id);
    const payload = { title: n.title, body: n.body, url: n.url, tag, notification_id: n.id };
    const pushed = await pushToUser(db, log, vapid, n.user_id, payload, {
      resolve: deps.resolveHost ?? dnsResolver,
      allowLoopbackHttp: config.PUSH_ALLOW_HTTP_ENDPOINTS,
      signal: AbortSignal.timeout(config.PUSH_DEADLINE_MS),
    });
    if (pushed.removed > 0 || pushed.failed > 0 || pushed.refused > 0) log.info('push de alerta', { ...pushed });
  } catch (err) {
    log.warn('push de alerta falhou', { error: err instanceof Error ? err.message : String(err) });
  }
  return SENT;
}

export const pushChannel: Channel = { name: 'push', label: 'push', bestEffort: true, send: pushNotification };
