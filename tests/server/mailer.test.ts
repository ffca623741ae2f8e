// With SMTP_URL set, e-mails go out by SMTP and nothing of them is kept (their links must not sit in the
// database); without it they wait in mail_outbox for the development mailbox.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { createLogger } from '../../server/logger';
import { createMailer } from '../../server/mail/mailer';
import { passwordResetMail } from '../../server/mail/templates';
import { startFakeSmtp } from '../helpers/fake-smtp';
import { createTestDb, resetDb } from '../helpers/test-db';

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
beforeEach(() => resetDb(db));
afterAll(() => db.close());

describe('mailer', () => {
  it('with SMTP_URL, delivers by SMTP and keeps nothing in mail_outbox', async () => {
    const smtp = await startFakeSmtp();
    try {
      const mailer = createMailer({ SMTP_URL: smtp.url }, db, createLogger('silent'));
      await mailer.send(passwordResetMail('ana@exemplo.com.br', 'http://localhost/resetar-senha?token=segredo'));
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toContain('ana@exemplo.com.br');
      expect(await db.query('SELECT id FROM mail_outbox')).toEqual([]);
    } finally {
      await smtp.close();
    }
  });

  it('without SMTP_URL, keeps the message for the development mailbox', async () => {
    const mailer = createMailer({ SMTP_URL: undefined }, db, createLogger('silent'));
    await mailer.send(passwordResetMail('ana@exemplo.com.br', 'http://localhost/resetar-senha?token=segredo'));
    expect(await db.query('SELECT to_email, kind FROM mail_outbox')).toEqual([
      { to_email: 'ana@exemplo.com.br', kind: 'password_reset' },
    ]);
  });
});
