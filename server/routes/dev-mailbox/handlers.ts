import { devMailbox } from '@core/contract/dev';
import { apiNotFound } from '../../http/errors';
import { listOutbox } from '../../mail/outbox';
import { extractLinks } from '../../mail/templates';
import { type OperationHandler, readQueryOf, sendNotJson, sendReply } from '../../openapi/contract';

/**
 * GET /api/dev/mailbox?to=: the e-mails kept in mail_outbox. It hands out sign-in and reset links, so it
 * exists only when the operator sets DEV_MAILBOX=true (`npm run dev` and the tests do), whatever NODE_ENV says.
 */
export const listMailbox: OperationHandler<typeof devMailbox> = async (c) => {
  // Off, the route answers as if it did not exist: the API's own 404 for an unknown path.
  if (!c.var.deps.config.DEV_MAILBOX) return sendNotJson(devMailbox, apiNotFound(c));
  const { to } = readQueryOf(c, devMailbox);
  const rows = await listOutbox(c.var.deps.db, to);
  return sendReply(c, devMailbox, {
    messages: rows.map((m) => ({
      id: m.id,
      to: m.to_email,
      subject: m.subject,
      kind: m.kind,
      text: m.text_body,
      links: extractLinks(m.text_body),
      created_at: m.created_at.toISOString(),
    })),
  });
};
