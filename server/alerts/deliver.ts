// A fired alert reaches its owner: the notification row is already committed (the app's list) with
// what it owes; the delivery worker (delivery-worker.ts) calls these: a Web Push to each subscription, all at
// once under one deadline, and an e-mail with 'Parar este alerta' whose Message-ID is the notification's.
import { stopAlertPath } from '@core/links/paths';
import { z } from '@core/schemas/zod-locale';
import type { AppDeps } from '../app-env';
import { bonusAlertMail, priceAlertMail } from '../mail/templates';
import { dnsResolver } from './push-address';
import { pushToUser } from './push';
import { stopToken } from './stop-token';
import { vapidKeys } from './vapid';

export type DeliveryDeps = Pick<
  AppDeps,
  'db' | 'config' | 'log' | 'mailer' | 'jwtSecret' | 'resolveHost' | 'kickDelivery'
>;

/** What a delivery needs of the notification. */
export interface OwedNotification {
  id: string;
  user_id: string;
  /** A price alert's unless said (a bonus alert's has no stop link: it is deleted in Minhas milhas). */
  kind?: 'price_alert' | 'bonus_alert';
  /** The alert that fired: a price alert, or a bonus alert for kind 'bonus_alert'. */
  alert_id: string;
  title: string;
  body: string;
  url: string;
}

/** The push's tag: one per alert, so a newer price replaces the older notification on the phone. */
export const alertTag = (alertId: string) => `alerta-${alertId}`;

/** Stable per notification: a resent e-mail carries the same Message-ID, so it is recognisable as a resend. */
export const alertMessageId = (notificationId: string) => `<alerta.${notificationId}@bussoladaspassagens.com.br>`;

/** Best effort: a failure is logged and counts as done (pushes are not retried). */
export async function pushNotification(deps: DeliveryDeps, n: OwedNotification): Promise<void> {
  const { db, config, log } = deps;
  try {
    const vapid = await vapidKeys(db, config);
    // A bonus notification announces one campaign: it never replaces another campaign's on the phone.
    const tag = n.kind === 'bonus_alert' ? `bonus-${n.id}` : alertTag(n.alert_id);
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
}

/** Throws when the mailer does (the e-mail stays owed and is tried again). */
export async function mailNotification(deps: DeliveryDeps, n: OwedNotification): Promise<void> {
  const { db, config } = deps;
  const [user] = z
    .array(z.object({ email: z.string() }))
    .parse(await db.query('SELECT email FROM users WHERE id = $1', [n.user_id]));
  if (!user) return;
  if (n.kind === 'bonus_alert') {
    const mail = bonusAlertMail(user.email, { ...n, pageUrl: `${config.publicUrl}${n.url}` }, alertMessageId(n.id));
    return deps.mailer.send(mail);
  }
  const token = stopToken(deps.jwtSecret, n.alert_id);
  await deps.mailer.send(
    priceAlertMail(
      user.email,
      {
        title: n.title,
        body: n.body,
        searchUrl: `${config.publicUrl}${n.url}`,
        stopPageUrl: `${config.publicUrl}${stopAlertPath(token)}`,
        unsubscribeUrl: `${config.publicUrl}/api/price-alerts/stop?token=${encodeURIComponent(token)}`,
      },
      alertMessageId(n.id),
    ),
  );
}
