// A fired alert reaches its owner (issue #13): the notification row is already committed (the app's list);
// then a Web Push to each subscription and an e-mail with 'Parar este alerta'. Both are best effort: a
// failure is logged and never undoes the notification.
import { z } from '@core/schemas/zod-locale';
import type { AppDeps } from '../app-env';
import { priceAlertMail } from '../mail/templates';
import type { NewNotification } from './notification-store';
import { pushToUser } from './push';
import { stopToken } from './stop-token';
import { vapidKeys } from './vapid';

export type DeliveryDeps = Pick<AppDeps, 'db' | 'config' | 'log' | 'mailer' | 'jwtSecret'>;

/** The push's tag: one per alert, so a newer price replaces the older notification on the phone. */
export const alertTag = (alertId: string) => `alerta-${alertId}`;

export async function deliverNotification(deps: DeliveryDeps, n: NewNotification): Promise<void> {
  const { db, config, log } = deps;
  try {
    const vapid = await vapidKeys(db, config);
    const payload = { title: n.title, body: n.body, url: n.url, tag: alertTag(n.alert_id), notification_id: n.id };
    const pushed = await pushToUser(db, log, vapid, n.user_id, payload);
    if (pushed.removed > 0 || pushed.failed > 0) log.info('push de alerta', { ...pushed });
  } catch (err) {
    log.warn('push de alerta falhou', { error: err instanceof Error ? err.message : String(err) });
  }
  try {
    const [user] = z
      .array(z.object({ email: z.string() }))
      .parse(await db.query('SELECT email FROM users WHERE id = $1', [n.user_id]));
    if (!user) return;
    const token = encodeURIComponent(stopToken(deps.jwtSecret, n.alert_id));
    await deps.mailer.send(
      priceAlertMail(user.email, {
        title: n.title,
        body: n.body,
        searchUrl: `${config.publicUrl}${n.url}`,
        stopPageUrl: `${config.publicUrl}/alertas/parar?token=${token}`,
        unsubscribeUrl: `${config.publicUrl}/api/price-alerts/stop?token=${token}`,
      }),
    );
  } catch (err) {
    log.warn('e-mail de alerta falhou', { error: err instanceof Error ? err.message : String(err) });
  }
}
