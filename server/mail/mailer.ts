import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import { keepInOutbox } from './outbox';
import type { MailMessage } from './templates';

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

const FROM = 'Bússola das Passagens <nao-responda@bussoladaspassagens.com.br>';

/**
 * SMTP through nodemailer when SMTP_URL is set, and nothing is kept: a sent e-mail's links must not sit
 * in the database. Without SMTP_URL every message is kept in mail_outbox, where the development mailbox
 * (DEV_MAILBOX=true) shows it. Message bodies are never logged.
 */
export function createMailer(config: Pick<Config, 'SMTP_URL'>, db: Db, log: Logger): Mailer {
  const transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  return {
    async send(message) {
      if (transport) {
        try {
          await transport.sendMail({
            from: FROM,
            to: message.to,
            subject: message.subject,
            text: message.text,
            html: message.html,
            ...(message.headers ? { headers: message.headers } : {}),
            ...(message.messageId ? { messageId: message.messageId } : {}),
          });
        } catch (err) {
          log.error('falha ao enviar e-mail', {
            kind: message.kind,
            error: err instanceof Error ? err.message : String(err),
          });
          // A message with a stable Message-ID is owed by its caller, which sends it again later.
          if (message.messageId) throw err;
        }
        return;
      }
      await keepInOutbox(db, message);
    },
  };
}
