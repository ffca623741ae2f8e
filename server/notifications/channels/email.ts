// A notification by e-mail: the price alert's carries 'Parar este alerta' (and List-Unsubscribe) with a token that
// stops that alert alone; a bonus alert's and an expiry reminder's link to Minhas milhas. The Message-ID is the notification's.
import { stopAlertPath } from '@core/links/paths';
import { z } from '@core/schemas/zod-locale';
import { bonusAlertMail, expiryReminderMail, priceAlertMail } from '../../mail/templates';
import { type Channel, type DeliveryDeps, type OwedNotification, SENT, type SendOutcome } from '../channel';
import { stopToken } from '../stop-token';

/** Stable per notification: a resent e-mail carries the same Message-ID, so it is recognisable as a resend. */
export const alertMessageId = (notificationId: string) => `<alerta.${notificationId}@bussoladaspassagens.com.br>`;

/** Throws when the mailer does (the e-mail stays owed and is tried again). */
export async function mailNotification(deps: DeliveryDeps, n: OwedNotification): Promise<SendOutcome> {
  const { db, config } = deps;
  const [user] = z
    .array(z.object({ email: z.string() }))
    .parse(await db.query('SELECT email FROM users WHERE id = $1', [n.user_id]));
  if (!user) return SENT;
  if (n.kind === 'expiry_reminder') {
    const parts = { ...n, pageUrl: `${config.publicUrl}${n.url}` };
    await deps.mailer.send(expiryReminderMail(user.email, parts, alertMessageId(n.id)));
    return SENT;
  }
  if (n.kind === 'bonus_alert') {
    const mail = bonusAlertMail(user.email, { ...n, pageUrl: `${config.publicUrl}${n.url}` }, alertMessageId(n.id));
    await deps.mailer.send(mail);
    return SENT;
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
  return SENT;
}

export const emailChannel: Channel = { name: 'email', label: 'e-mail', bestEffort: false, send: mailNotification };
