import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import WebSocket from 'ws';
import type { createTestApp } from './test-app';

// The test app on a real loopback socket, and small ws client helpers, for the /ws tests.

type Built = ReturnType<typeof createTestApp>;

export interface LiveServer {
  /** http://127.0.0.1:PORT */
  origin: string;
  /** ws://127.0.0.1:PORT/ws */
  wsUrl: string;
  close(): Promise<void>;
}

/** The test app listening on a loopback port with /ws attached, as server/index.ts does. */
export async function listen(built: Built): Promise<LiveServer> {
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: built.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  built.injectWebSocket(server);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    wsUrl: `${origin.replace('http', 'ws')}/ws`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Opens a socket; resolves once open, or with the HTTP status the upgrade was refused with. */
export function openSocket(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ ws: WebSocket; status: 101 } | { status: number }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    ws.once('open', () => resolve({ ws, status: 101 }));
    ws.once('unexpected-response', (_req, res) => {
      resolve({ status: res.statusCode ?? 0 });
      res.resume();
      ws.terminate();
    });
    ws.once('error', (err) => reject(err));
  });
}

/** Opens a socket that must be accepted. */
export async function openAccepted(url: string, headers: Record<string, string> = {}): Promise<WebSocket> {
  const opened = await openSocket(url, headers);
  if (!('ws' in opened)) throw new Error(`upgrade recusado: ${opened.status}`);
  return opened.ws;
}

export function nextMessage(ws: WebSocket): Promise<unknown> {
  return new Promise((resolve) => ws.once('message', (data) => resolve(JSON.parse(String(data)))));
}

export function closed(ws: WebSocket): Promise<number> {
  return new Promise((resolve) => ws.once('close', (code) => resolve(code)));
}

export type SocketMessage = {
  type: string;
  data?: { id: string; source: string }[];
  metadata?: { provider?: string; total?: number; errors?: unknown[] };
  error?: string;
};

/** Opens /ws at `wsUrl`, sends the messages and collects replies until `until` says stop (3 s at most). */
export function converseOver(
  wsUrl: string,
  headers: Record<string, string>,
  messages: unknown[],
  until: (m: SocketMessage) => boolean,
): Promise<SocketMessage[]> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl, { headers });
    const got: SocketMessage[] = [];
    const timer = setTimeout(() => {
      ws.close();
      resolve(got);
    }, 3000);
    ws.on('open', () => {
      for (const m of messages) ws.send(JSON.stringify(m));
    });
    ws.on('message', (raw) => {
      const m = JSON.parse(String(raw)) as SocketMessage;
      got.push(m);
      if (until(m)) {
        clearTimeout(timer);
        ws.close();
        resolve(got);
      }
    });
    ws.on('error', reject);
  });
}
