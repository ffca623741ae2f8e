import { createHmac } from 'node:crypto';
import { kiwifyWebhook } from '@core/contract/dev';
import { FORGOT_PASSWORD_PATH, resetPasswordPath } from '@core/links/paths';
import type { KiwifyEvent } from '@core/schemas/kiwify';
import { issueOneTimeToken, SET_PASSWORD_TTL_MS, voidOneTimeTokens } from '../../auth/one-time-tokens';
import { revokeAllSessions } from '../../auth/sessions';
import { safeEqual } from '../../auth/tokens';
import { findUserByEmail, insertUser, isAdmin, setPasswordHash, updateUser } from '../../auth/users';
import { GRANTS, LATE, REVOKES } from '../../billing/kiwify-event';
import { cutAccess, extendAccess, lockCustomer, paidAccess, recordEvent } from '../../billing/orders';
import type { Queryable } from '../../db/client';
import { readBodyText } from '../../http/body';
import { AppError } from '../../http/errors';
import { parseWith } from '../../http/validate';
import { setPasswordMail } from '../../mail/templates';
import { type OperationHandler, sendReply } from '../../openapi/contract';

type Outcome = { duplicate: boolean; setPasswordFor?: string };

/**
 * Applies one recorded event to the customer's account, under the customer's lock. Webhooks never touch
 * an administrator or a permanent account. A purchase creates the account without a password (its owner
 * sets one from the e-mailed link); landing on an account whose e-mail was never confirmed, it takes the
 * account away from whoever registered it: sessions, password and earlier links are voided.
 */
async function applyEvent(tx: Queryable, event: KiwifyEvent): Promise<Outcome> {
  const type = event.webhook_event_type;
  const email = event.Customer.email;
  const paid = await paidAccess(tx, email);
  const existing = await findUserByEmail(tx, email);
  if (!existing) {
    if (!GRANTS.includes(type) || !paid) return { duplicate: false };
    const user = await insertUser(tx, {
      email,
      passwordHash: null,
      fullName: event.Customer.full_name ?? event.Customer.first_name ?? '',
      plan: paid.plan,
      expires: paid.until,
      emailConfirmed: true,
    });
    return { duplicate: false, setPasswordFor: user.id };
  }
  if (isAdmin(existing) || existing.subscription_expires === null) return { duplicate: false };
  if (REVOKES.includes(type)) {
    await cutAccess(tx, existing.id, paid);
    return { duplicate: false };
  }
  if (!paid || !(GRANTS.includes(type) || type === LATE)) return { duplicate: false };
  await extendAccess(tx, existing.id, paid);
  if (GRANTS.includes(type) && !existing.email_confirmed_at) {
    await updateUser(tx, existing.id, { full_name: event.Customer.full_name ?? event.Customer.first_name ?? '' });
    await setPasswordHash(tx, existing.id, null);
    await voidOneTimeTokens(tx, existing.id);
    await revokeAllSessions(tx, existing.id);
    return { duplicate: false, setPasswordFor: existing.id };
  }
  return { duplicate: false };
}

/** POST /api/webhooks/kiwify?signature=<hex HMAC-SHA1 of the raw body with the webhook token>. */
export const receive: OperationHandler<typeof kiwifyWebhook> = async (c) => {
  const { db, config, mailer, log } = c.var.deps;
  const secret = config.KIWIFY_WEBHOOK_TOKEN;
  if (!secret) throw new AppError(503, 'Webhook da Kiwify não configurado.', undefined, 'not_configured');
  const raw = await readBodyText(c);
  const expected = createHmac('sha1', secret).update(raw).digest('hex');
  if (!safeEqual(c.req.query('signature') ?? '', expected))
    throw new AppError(401, 'Assinatura inválida.', undefined, 'bad_signature');

  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new AppError(400, 'JSON malformado no corpo da requisição.');
  }
  // The whole body is stored (raw jsonb): bounded as a whole, then the fields we read.
  const event = parseWith(kiwifyWebhook.body, json);

  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    await lockCustomer(tx, event.Customer.email);
    if (!(await recordEvent(tx, event, json))) return { duplicate: true };
    return applyEvent(tx, event);
  });

  if (outcome.setPasswordFor) {
    const token = await issueOneTimeToken(db, outcome.setPasswordFor, 'password_reset', SET_PASSWORD_TTL_MS);
    await mailer.send(
      setPasswordMail(
        event.Customer.email,
        `${config.publicUrl}${resetPasswordPath(token)}`,
        `${config.publicUrl}${FORGOT_PASSWORD_PATH}`,
      ),
    );
  }
  log.info('webhook kiwify', {
    event: event.webhook_event_type,
    order: event.order_id,
    duplicate: outcome.duplicate,
  });
  return sendReply(c, kiwifyWebhook, { success: true, duplicate: outcome.duplicate });
};
