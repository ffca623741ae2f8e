// With SMTP_URL set, e-mails go out by SMTP and nothing of them is kept (their links must not sit in the
// database); without it they wait in mail_outbox for the development mailbox.
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { createLogger } from '../../server/logger';
import { createMailer } from '../../server/mail/mailer';
import { passwordResetMail } from '../../server/mail/templates';
import { createTestDb, resetDb } from '../helpers/test-db';

/** The smallest SMTP server (RFC 5321) nodemailer will talk to: no TLS, no auth; keeps each DATA. */
function startSmtp(): Promise<{ server: Server; port: number; received: string[] }> {
  const received: string[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 teste ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 OK\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const command = buffer.slice(0, eol).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (command.startsWith('EHLO') || command.startsWith('HELO')) socket.write('250 teste\r\n');
        else if (command === 'DATA') {
          inData = true;
          socket.write('354 fim com .\r\n');
        } else if (command === 'QUIT') socket.end('221 tchau\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.address() as { port: number }).port, received }),
    );
  });
}

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
beforeEach(() => resetDb(db));
afterAll(() => db.close());

describe('mailer', () => {
  it('with SMTP_URL, delivers by SMTP and keeps nothing in mail_outbox', async () => {
    const smtp = await startSmtp();
    try {
      const mailer = createMailer({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }, db, createLogger('silent'));
      await mailer.send(passwordResetMail('ana@exemplo.com.br', 'http://localhost/resetar-senha?token=segredo'));
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toContain('ana@exemplo.com.br');
      expect(await db.query('SELECT id FROM mail_outbox')).toEqual([]);
    } finally {
      smtp.server.close();
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
