import { emailSchema } from './auth';
import { DATE_RANGE_MESSAGE, dateTextProblem, jsonValue, safeText } from './bounds';
import { z } from './zod-locale';

/**
 * Kiwify's order webhook body (POST /api/webhooks/kiwify), as Kiwify documents it. Extra fields are kept
 * (the whole body is stored as `raw` jsonb), so the body as a whole must be storable: no NUL or broken
 * UTF-16 anywhere, at most 32 levels deep, at most 256 KB. The fields we read are bounded to their columns;
 * lengths are generous, since refusing a real purchase for a long name would lose a customer.
 */

const text = (max: number) => safeText({ max });

/**
 * access_until: a date Kiwify sends. One outside the supported years is refused; an empty or unreadable one is
 * ignored by the handler (one-off purchases get 30 days), as before.
 */
const accessUntil = text(100).superRefine((v, ctx) => {
  if (dateTextProblem(v) === DATE_RANGE_MESSAGE) ctx.addIssue({ code: 'custom', message: DATE_RANGE_MESSAGE });
});

export const kiwifyEventSchema = z.object({
  order_id: safeText({ min: 1, max: 200 }),
  order_status: text(100).optional(),
  // Kiwify sends the subscription id at the root too; it is the same on every charge.
  subscription_id: z.union([text(200), z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)]).nullish(),
  webhook_event_type: safeText({ min: 1, max: 100 }),
  Product: z.object({ product_id: text(200).optional(), product_name: text(500).optional() }).optional(),
  Customer: z.object({
    email: emailSchema,
    full_name: text(500).optional(),
    first_name: text(500).optional(),
  }),
  Subscription: z
    .object({
      id: text(200).optional(),
      status: text(100).optional(),
      plan: z.object({ name: text(500).optional(), frequency: text(100).optional() }).optional(),
      customer_access: z.object({ has_access: z.boolean().optional(), access_until: accessUntil.nullish() }).optional(),
    })
    .nullish(),
});
export type KiwifyEvent = z.infer<typeof kiwifyEventSchema>;

/** The parsed body: storable as jsonb as a whole, then the fields we read. */
export const kiwifyBodySchema = jsonValue({ maxDepth: 32, maxBytes: 256 * 1024 }).pipe(kiwifyEventSchema);
