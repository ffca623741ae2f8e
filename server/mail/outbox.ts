import { z } from '@core/schemas/zod-locale';
import type { Queryable } from '../db/client';
import type { MailMessage } from './templates';

/** mail_outbox: the e-mails kept when no SMTP server is configured (read by the development mailbox). */

const outboxRowSchema = z.object({
  id: z.string(),
  to_email: z.string(),
  subject: z.string(),
  text_body: z.string(),
  kind: z.string(),
  created_at: z.date(),
});
export type OutboxRow = z.infer<typeof outboxRowSchema>;

/** Keeps one message; a resend with the same Message-ID is not kept twice. */
export async function keepInOutbox(db: Queryable, message: MailMessage): Promise<void> {
  await db.query(
    `INSERT INTO mail_outbox (to_email, subject, text_body, html_body, kind, message_id) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (message_id) DO NOTHING`,
    [message.to, message.subject, message.text, message.html ?? null, message.kind, message.messageId ?? null],
  );
}

/** The newest 50 kept e-mails, for one address or all. */
export async function listOutbox(db: Queryable, to: string | undefined): Promise<OutboxRow[]> {
  const rows = await db.query(
    `SELECT id, to_email, subject, text_body, kind, created_at FROM mail_outbox
     WHERE $1::text IS NULL OR to_email = $1 ORDER BY created_at DESC LIMIT 50`,
    [to ?? null],
  );
  return z.array(outboxRowSchema).parse(rows);
}
