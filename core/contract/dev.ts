import { safeText } from '../schemas/bounds';
import { kiwifyBodySchema } from '../schemas/kiwify';
import { z } from '../schemas/zod-locale';
import { operation } from './operation';

// What only machines call: the checkout platform's webhook, and the development mailbox the tests read.

/** POST /api/webhooks/kiwify?signature=: Kiwify's purchase and subscription events, signed, each counted once. */
export const kiwifyWebhook = operation({
  method: 'POST',
  path: '/api/webhooks/kiwify',
  // Read as text by the handler, which compares it with the HMAC of the raw body: a wrong one is a 401.
  query: z.object({
    signature: z
      .string()
      .meta({ pattern: '^[0-9a-f]{40}$', description: 'HMAC-SHA1 hex do corpo, com o token do webhook.' }),
  }),
  body: kiwifyBodySchema,
  reply: z.looseObject({ success: z.literal(true), duplicate: z.boolean() }),
});

/** GET /api/dev/mailbox?to=: the e-mails kept in mail_outbox, with their links (only with DEV_MAILBOX=true). */
export const devMailbox = operation({
  method: 'GET',
  path: '/api/dev/mailbox',
  query: z.object({ to: safeText({ max: 320 }).toLowerCase().optional() }),
  reply: z.object({
    messages: z.array(
      z.object({
        id: z.string(),
        to: z.string(),
        subject: z.string(),
        kind: z.string(),
        text: z.string(),
        links: z.array(z.string()),
        created_at: z.string(),
      }),
    ),
  }),
});
