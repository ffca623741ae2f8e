import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * A stand-in for the Seats.aero Partner API on loopback (DESIGN §8): a real node:http server on 127.0.0.1,
 * port 0, answering with the recorded replies in tests/fixtures/seats-aero and recording every request.
 */

const FIXTURES = fileURLToPath(new URL('../fixtures/seats-aero/', import.meta.url));

/** A recorded reply, as JSON. */
export function seatsAeroFixture(name: string): unknown {
  return JSON.parse(readFileSync(`${FIXTURES}${name}`, 'utf8')) as unknown;
}

export function seatsAeroFixtureText(name: string): string {
  return readFileSync(`${FIXTURES}${name}`, 'utf8');
}

export interface SeenRequest {
  method: string;
  /** e.g. /partnerapi/search */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** The request's body as sent ('' for a GET): POST /refresh carries its availability_ids here. */
  body: string;
}

/** What to answer: a status with a JSON or text body, or 'hang' (never answer). */
export type FakeReply = { status?: number; json?: unknown; text?: string; contentType?: string } | 'hang';
export type Responder = (request: SeenRequest) => FakeReply;

const notFound: Responder = () => ({ status: 404, json: { error: 'not found' } });

export interface FakeSeatsAero {
  /** The base URL as SEATS_AERO_BASE_URL takes it (…/partnerapi). */
  baseUrl: string;
  requests: SeenRequest[];
  respond(responder: Responder): void;
  /** Forgets the requests and the responder. */
  reset(): void;
  close(): Promise<void>;
}

export async function startFakeSeatsAero(): Promise<FakeSeatsAero> {
  const requests: SeenRequest[] = [];
  let responder: Responder = notFound;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const seen: SeenRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(seen);
      const reply = responder(seen);
      if (reply === 'hang') return;
      const body = reply.json !== undefined ? JSON.stringify(reply.json) : (reply.text ?? '');
      res.writeHead(reply.status ?? 200, {
        'content-type':
          reply.contentType ?? (reply.json !== undefined ? 'application/json; charset=utf-8' : 'text/plain'),
      });
      res.end(body);
    });
  });
  // The client (undici) drops an idle kept-alive socket after a few seconds; were the server to close it first
  // while the event loop is busy (PGlite runs in-process in tests), a request sent on it would meet ECONNRESET.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/partnerapi`,
    requests,
    respond(next) {
      responder = next;
    },
    reset() {
      requests.length = 0;
      responder = notFound;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
