import type { Handler } from 'hono';
import type { AppEnv } from '../../app-env';
import { apiNotFound } from '../../http/errors';
import { readQuery } from '../../http/validate';
import { listOutbox } from '../../mail/outbox';
import { extractLinks } from '../../mail/templates';
import { mailboxQuery } from './routes';

/**
 * GET /api/dev/mailbox?to=: the e-mails kept in mail_outbox. It hands out sign-in and reset links, so it
 * exists only when the operator sets DEV_MAILBOX=true (`npm run dev` and the tests do), whatever NODE_ENV says.
 */
export const listMailbox: Handler<AppEnv> = async (c) => {
  if (!c.var.deps.config.DEV_MAILBOX) return apiNotFound(c);
  const { to } = readQuery(c, mailboxQuery);
  const rows = await listOutbox(c.var.deps.db, to);
  return c.json(
    {
      messages: rows.map((m) => ({
        id: m.id,
        to: m.to_email,
        subject: m.subject,
        kind: m.kind,
        text: m.text_body,
        links: extractLinks(m.text_body),
        created_at: m.created_at.toISOString(),
      })),
    },
    200,
  );
};
