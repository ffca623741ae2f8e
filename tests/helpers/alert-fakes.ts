import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { type AddressInfo, createServer as createNetServer, type Socket } from 'node:net';
import type { Mailer } from '../../server/mail/mailer';
import type { MailMessage } from '../../server/mail/templates';
import { seatsAeroFixture } from './fake-seats-aero';

/**
 * What the price-alert tests stand on: recorded Seats.aero and SerpApi replies reshaped to a
 * price and day, a push service on loopback, a browser's push keys with RFC 8291 decryption done here with
 * node:crypto (not web-push), and a mailer that keeps what it was given, headers included.
 */

/** Seats.aero's recorded cached-search reply (one Azul row), moved to `date` at `miles` in economy (GRU→`destination`). */
export function seatsAeroReply(date: string, miles: number, destination = 'MIA'): unknown {
  const recorded = seatsAeroFixture('search-gru-mia.json') as { data: Record<string, unknown>[] };
  const row = recorded.data[0] as Record<string, unknown>;
  const route = { ...(row.Route as Record<string, unknown>), DestinationAirport: destination };
  return {
    ...recorded,
    data: [
      {
        ...row,
        Route: route,
        Date: date,
        ParsedDate: `${date}T00:00:00Z`,
        YMileageCost: String(miles),
        YMileageCostRaw: miles,
      },
    ],
    count: 1,
    hasMore: false,
  };
}

/** SerpApi's recorded one-way GRU→MIA reply, moved to the asked date, every price shifted by `delta`. */
export function serpApiReply(date: string, delta = 0): string {
  const text = readFileSync(new URL('../fixtures/serpapi/one-way-gru-mia.json', import.meta.url), 'utf8');
  const page = JSON.parse(text.replaceAll('2027-01-15', date)) as Record<string, unknown>;
  for (const key of ['best_flights', 'other_flights']) {
    for (const row of page[key] as { price: number }[]) row.price += delta;
  }
  return JSON.stringify(page);
}

export interface Recorded {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface LoopbackServer {
  baseUrl: string;
  requests: Recorded[];
  /** Answer for each request: status and body. */
  respond(fn: (req: Recorded) => { status: number; body?: string; contentType?: string }): void;
  close(): Promise<void>;
}

export async function startLoopback(): Promise<LoopbackServer> {
  const requests: Recorded[] = [];
  let responder: (req: Recorded) => { status: number; body?: string; contentType?: string } = () => ({ status: 404 });
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const seen = {
        method: req.method ?? 'GET',
        url: new URL(req.url ?? '/', 'http://127.0.0.1'),
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(seen);
      const reply = responder(seen);
      res.writeHead(reply.status, { 'content-type': reply.contentType ?? 'application/json; charset=utf-8' });
      res.end(reply.body ?? '');
    });
  });
  // Longer than the client's keep-alive, so a reused idle socket is never one the server just closed.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    respond(fn) {
      responder = fn;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A browser's push subscription keys: its own P-256 key pair and 16-byte auth secret. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}

/**
 * RFC 8291 §3–4 with RFC 8188 aes128gcm: header salt(16) | rs(4) | idlen(1) | keyid (the sender's public key),
 * then one record. IKM = HKDF(auth, ECDH secret, "WebPush: info\0" | ua_public | as_public); CEK and nonce
 * from HKDF(salt, IKM); the plaintext ends with the 0x02 delimiter and zero padding.
 */
export function decryptPush(keys: ReturnType<typeof browserKeys>, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(senderPublic);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, keys.auth, info, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('delimitador de registro ausente');
  return padded.subarray(0, end).toString('utf8');
}

/** A mailer that keeps every message as given (the outbox drops headers). */
export function captureMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}

export interface SilentListener {
  /** http://127.0.0.1:PORT */
  baseUrl: string;
  port: number;
  /** TCP connections accepted so far. */
  connections: number;
  /** Connections still open (the client has not given up on them). */
  readonly open: number;
  close(): Promise<void>;
}

/** A loopback TCP listener that accepts and never answers (a push service that hangs), counting connections. */
export async function startSilentListener(): Promise<SilentListener> {
  const sockets = new Set<Socket>();
  const server = createNetServer((socket) => {
    state.connections++;
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const state: SilentListener = {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    connections: 0,
    get open() {
      return sockets.size;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
  return state;
}
