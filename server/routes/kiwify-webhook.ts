import { createHmac } from 'node:crypto';
import { Hono } from 'hono';
import { type KiwifyEvent, kiwifyBodySchema } from '@core/schemas/kiwify';
import type { AppEnv } from '../app';
import { generatePassword, hashPassword } from '../auth/password';
import { safeEqual } from '../auth/tokens';
import { findUserByEmail, insertUser } from '../auth/users';
import { AppError } from '../http/errors';
import { parseWith } from '../http/validate';
import { welcomeMail } from '../mail/templates';

const GRANTS = new Set(['order_approved', 'subscription_renewed']);
const REVOKES = new Set(['subscription_canceled', 'order_refunded', 'chargeback']);
const LATE = 'subscription_late';
/** The new expiry ($1) unless the account already has a later one, or none (permanent access). */
const EXTEND_ONLY = 'CASE WHEN subscription_expires IS NULL THEN NULL ELSE GREATEST(subscription_expires, $1) END';

const PLAN_BY_FREQUENCY: Record<string, string> = { daily: 'diario', weekly: 'semanal', monthly: 'mensal', yearly: 'anual', annually: 'anual' };

function planOf(event: KiwifyEvent): string {
  const frequency = event.Subscription?.plan?.frequency?.toLowerCase();
  if (frequency && PLAN_BY_FREQUENCY[frequency]) return PLAN_BY_FREQUENCY[frequency];
  const name = `${event.Subscription?.plan?.name ?? ''} ${event.Product?.product_name ?? ''}`.toLowerCase();
  for (const [word, plan] of [['anual', 'anual'], ['mensal', 'mensal'], ['semanal', 'semanal'], ['diári', 'diario'], ['diari', 'diario']] as const) {
    if (name.includes(word)) return plan;
  }
  return 'mensal';
}

/** The access_until Kiwify sent, if it is a date. */
function sentAccessUntil(event: KiwifyEvent): Date | null {
  const until = event.Subscription?.customer_access?.access_until;
  const parsed = until ? new Date(until) : null;
  return parsed && !Number.isNaN(parsed.getTime()) ? parsed : null;
}

/** Access ends at access_until; a one-off purchase without it gets 30 days. */
function accessUntil(event: KiwifyEvent): Date {
  return sentAccessUntil(event) ?? new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
}

/** POST /api/webhooks/kiwify?signature=<hex HMAC-SHA1 of the raw body with the webhook token>. */
export function kiwifyWebhookRoutes() {
  const r = new Hono<AppEnv>();
  r.post('/', async (c) => {
    const { db, config, mailer, passwordCost, log } = c.var.deps;
    const secret = config.KIWIFY_WEBHOOK_TOKEN;
    if (!secret) throw new AppError(503, 'Webhook da Kiwify não configurado.', undefined, 'not_configured');
    const raw = await c.req.text();
    const expected = createHmac('sha1', secret).update(raw).digest('hex');
    if (!safeEqual(c.req.query('signature') ?? '', expected)) throw new AppError(401, 'Assinatura inválida.', undefined, 'bad_signature');

    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      throw new AppError(400, 'JSON malformado no corpo da requisição.');
    }
    // Bounded like every other input (core/schemas/kiwify.ts): a bad body is a 400, which Kiwify does not retry.
    const event = parseWith(kiwifyBodySchema, json);
    const type = event.webhook_event_type;

    const outcome = await db.transaction(async (tx) => {
      const stored = await tx.query(
        `INSERT INTO kiwify_subscriptions (order_id, event_type, email, plano, data_expiracao, subscription_id, status, raw)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (order_id, event_type) DO NOTHING RETURNING id`,
        [event.order_id, type, event.Customer.email, planOf(event), GRANTS.has(type) ? accessUntil(event) : sentAccessUntil(event),
          (event.subscription_id ?? event.Subscription?.id)?.toString() ?? null, event.Subscription?.status ?? event.order_status ?? null, json],
      );
      if (stored.length === 0) return { duplicate: true as const };

      // Deliveries can arrive out of order (Kiwify retries failed ones): an order already refunded, charged
      // back or canceled never grants access again, and a grant or late notice only ever extends access.
      if (GRANTS.has(type) || type === LATE) {
        const revoked = await tx.query('SELECT 1 FROM kiwify_subscriptions WHERE order_id = $1 AND event_type = ANY($2) LIMIT 1', [
          event.order_id,
          [...REVOKES],
        ]);
        if (revoked.length > 0) return { duplicate: false as const };
      }
      const existing = await findUserByEmail(tx, event.Customer.email);
      if (GRANTS.has(type)) {
        if (existing) {
          await tx.query(`UPDATE users SET subscription_expires = ${EXTEND_ONLY}, subscription_plan = $2, updated_at = now() WHERE id = $3`, [
            accessUntil(event),
            planOf(event),
            existing.id,
          ]);
          return { duplicate: false as const };
        }
        const password = config.DEFAULT_USER_PASSWORD ?? generatePassword();
        await insertUser(tx, {
          email: event.Customer.email,
          passwordHash: await hashPassword(password, passwordCost),
          fullName: event.Customer.full_name ?? event.Customer.first_name ?? '',
          plan: planOf(event),
          expires: accessUntil(event),
          requiresPasswordChange: true,
          emailConfirmed: true,
        });
        return { duplicate: false as const, welcome: config.DEFAULT_USER_PASSWORD ? null : password };
      }
      if (REVOKES.has(type) && existing) {
        await tx.query('UPDATE users SET subscription_expires = now(), updated_at = now() WHERE id = $1', [existing.id]);
      }
      // subscription_late: access runs until the end of the period already paid (access_until).
      const lateUntil = sentAccessUntil(event);
      if (type === LATE && existing && lateUntil) {
        await tx.query(`UPDATE users SET subscription_expires = ${EXTEND_ONLY}, updated_at = now() WHERE id = $2`, [lateUntil, existing.id]);
      }
      // Other events are recorded only.
      return { duplicate: false as const };
    });

    if (!outcome.duplicate && 'welcome' in outcome) {
      await mailer.send(welcomeMail(event.Customer.email, `${config.publicUrl}/login`, outcome.welcome ?? null));
    }
    log.info('webhook kiwify', { event: type, order: event.order_id, duplicate: outcome.duplicate });
    return c.json({ success: true, duplicate: outcome.duplicate }, 200);
  });
  return r;
}
