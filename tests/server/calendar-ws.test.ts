import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayIsoDate } from '../../core/schemas/search';
import { EXPIRED_MESSAGE } from '../../server/auth/guards';
import { createUser, login } from '../helpers/auth';
import { converseOver, listen, type LiveServer, nextMessage, openAccepted } from '../helpers/live-server';
import { createTestApp } from '../helpers/test-app';
import { createTestDb } from '../helpers/test-db';
import type { Db } from '../../server/db/client';

// The calendar over /ws: the grid arrives as sources answer, then the finished calendar; cancel stops the providers.

const from = addDaysIso(todayIsoDate(), 20);
const to = addDaysIso(from, 30);
const query = { origin: 'GRU', destination: 'LIS', from, to };

interface CalendarMessage {
  type: string;
  error?: string;
  days?: { date: string; cash: { freshness: string } | null }[];
  calendar?: { demo: boolean; days: unknown[] };
}

let db: Db;
let demo: LiveServer;
let live: LiveServer;
let liveApp: ReturnType<typeof createTestApp>['app'];
let seatsAero: Server;
let headers: Record<string, string>;
let liveHeaders: Record<string, string>;
/** Requests the hanging Seats.aero stand-in received, and the ones whose connection was closed by the app. */
const received: string[] = [];
let onClosed: () => void = () => {};
let onRequest: () => void = () => {};

beforeAll(async () => {
  db = await createTestDb();
  seatsAero = createServer((req) => {
    received.push(req.url ?? '');
    onRequest();
    req.socket.once('close', () => onClosed());
  });
  await new Promise<void>((resolve) => seatsAero.listen(0, '127.0.0.1', resolve));
  const seatsUrl = `http://127.0.0.1:${(seatsAero.address() as AddressInfo).port}/partnerapi`;
  demo = await listen(createTestApp(db));
  const liveBuilt = createTestApp(db, {
    env: {
      SEATS_AERO_API_KEY: 'pro_chave-de-teste-123',
      SEATS_AERO_BASE_URL: seatsUrl,
      SEATS_AERO_TIMEOUT_MS: '20000',
    },
  });
  live = await listen(liveBuilt);
  liveApp = liveBuilt.app;
  const user = await createUser(db);
  headers = (await login(liveBuilt.app, user.email, user.password)).bearer;
  liveHeaders = headers;
});
afterAll(async () => {
  await demo.close();
  await live.close();
  seatsAero.closeAllConnections();
  await new Promise((resolve) => seatsAero.close(resolve));
  await db.close();
});

const converse = (url: string, messages: unknown[]) =>
  converseOver(url, headers, messages, (m) => m.type === 'calendar-complete' || m.type === 'error') as Promise<
    CalendarMessage[]
  >;

describe('calendar over /ws', () => {
  it('sends the demo grid as it fills, then the finished calendar labelled as the demo', async () => {
    const got = await converse(demo.wsUrl, [{ type: 'calendar', query }]);
    const types = got.map((m) => m.type);
    expect(types.at(-1)).toBe('calendar-complete');
    expect(types).toContain('calendar-days');
    const first = got.find((m) => m.type === 'calendar-days');
    expect(first?.days).toHaveLength(31);
    expect(first?.days?.every((d) => d.cash?.freshness === 'demo')).toBe(true);
    expect(got.at(-1)?.calendar).toMatchObject({ demo: true });
  });

  it('refuses an invalid query in pt-BR', async () => {
    const got = await converse(demo.wsUrl, [{ type: 'calendar', query: { ...query, to: addDaysIso(from, 90) } }]);
    expect(got).toEqual([{ type: 'error', error: 'O período pode ter no máximo 62 dias' }]);
  });

  it('cancel stops the providers: the Seats.aero request is dropped', async () => {
    const ws = new WebSocket(live.wsUrl, { headers: liveHeaders });
    await new Promise((resolve) => ws.once('open', resolve));
    const asked = new Promise<void>((resolve) => {
      onRequest = resolve;
    });
    const dropped = new Promise<void>((resolve) => {
      onClosed = resolve;
    });
    ws.send(JSON.stringify({ type: 'calendar', query }));
    await asked;
    expect(received[0]).toContain(`start_date=${from}`);
    ws.send(JSON.stringify({ type: 'cancel' }));
    await dropped;
    ws.close();
  });

  it("refuses a lapsed subscriber at the socket's one caller check: no provider asked, nothing counted", async () => {
    const lapsed = await createUser(db, { expires: new Date(Date.now() - 60_000) });
    const ws = await openAccepted(live.wsUrl, (await login(liveApp, lapsed.email, lapsed.password)).bearer);
    const asked = received.length;
    let reply = nextMessage(ws);
    ws.send(JSON.stringify({ type: 'calendar', query }));
    expect(await reply).toEqual({ type: 'error', error: EXPIRED_MESSAGE });
    // A search meets the same check, in the same words.
    reply = nextMessage(ws);
    ws.send(JSON.stringify({ type: 'subscribe', searchId: randomUUID() }));
    expect(await reply).toEqual({ type: 'error', error: EXPIRED_MESSAGE });
    // The socket stays usable.
    reply = nextMessage(ws);
    ws.send(JSON.stringify({ type: 'ping' }));
    expect(await reply).toEqual({ type: 'pong' });
    expect(received.length).toBe(asked);
    expect(await db.query('SELECT key FROM rate_limits WHERE key = $1', [`calendar:${lapsed.id}`])).toEqual([]);
    ws.close();
  });
});
