import { createServer, type Server, type Socket } from 'node:net';

/**
 * The smallest SMTP server (RFC 5321) nodemailer talks to, on loopback: no TLS, no auth. `hold` keeps every
 * message's final reply back (the e-mail is in flight: sent, not acknowledged); otherwise each DATA is accepted
 * with 250. Messages are told apart by their Message-ID header.
 */
export interface FakeSmtp {
  url: string;
  /** Message-IDs received but never acknowledged (held). */
  held: string[];
  /** Message-IDs acknowledged with 250, in order (a resend appears twice). */
  accepted: string[];
  /** Every message's DATA as received (headers and body), held or not. */
  messages: string[];
  hold(on: boolean): void;
  /** Resolves once `accepted` (or `held`) reaches `count`. */
  until(list: 'held' | 'accepted', count: number): Promise<void>;
  close(): Promise<void>;
}

const messageIdOf = (data: string) => /^message-id:\s*(\S+)/im.exec(data)?.[1] ?? '(sem Message-ID)';

export async function startFakeSmtp(): Promise<FakeSmtp> {
  let holding = false;
  const sockets = new Set<Socket>();
  const waiters: (() => void)[] = [];
  const notify = () => {
    for (const w of waiters.splice(0)) w();
  };
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let buffer = '';
    let inData = false;
    socket.write('220 teste ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const data = buffer.slice(0, end);
          fake.messages.push(data);
          const id = messageIdOf(data);
          buffer = buffer.slice(end + 5);
          inData = false;
          if (holding) fake.held.push(id);
          else {
            fake.accepted.push(id);
            socket.write('250 OK\r\n');
          }
          notify();
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake: FakeSmtp = {
    url: `smtp://127.0.0.1:${(server.address() as { port: number }).port}`,
    held: [],
    accepted: [],
    messages: [],
    hold(on) {
      holding = on;
    },
    until(list, count) {
      return new Promise((resolve) => {
        const check = () => (fake[list].length >= count ? resolve() : waiters.push(check));
        check();
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
  return fake;
}
