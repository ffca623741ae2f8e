import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import type { Socket } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import { MAX_MESSAGES_PER_WINDOW } from '../../server/ws/socket';
import { MAX_FRAME_BYTES, MAX_SOCKETS_PER_IP } from '../../server/ws/upgrade-gate';
import { createUser, jsonRequest, login } from '../helpers/auth';
import { closed, openAccepted, openSocket } from '../helpers/live-server';
import { setupTestApp } from '../helpers/setup-test-app';

// Who may open /ws and how much one caller may take: over loopback, on the real server.

// Behind a proxy the address is the last X-Forwarded-For hop: lets one test speak for several addresses.
const server = setupTestApp({ env: { TRUST_PROXY: 'true' }, listen: true });
let bearer: Record<string, string>;
let cookie: string;

beforeAll(async () => {
  const user = await createUser(server.db);
  const session = await login(server.app, user.email, user.password);
  bearer = session.bearer;
  cookie = session.jar.header();
});

describe('/ws upgrade', () => {
  it('refuses anonymous and forged callers with 401', async () => {
    expect((await openSocket(server.live.wsUrl)).status).toBe(401);
    expect((await openSocket(server.live.wsUrl, { authorization: 'Bearer eyJhbGciOiJub25lIn0.e30.' })).status).toBe(
      401,
    );
    expect(
      (await openSocket(server.live.wsUrl, { cookie: 'bp_access=forjado', origin: server.live.origin })).status,
    ).toBe(401);
  });

  it('checks Origin like a cookie-authenticated write: foreign → 403, missing with a cookie → 403', async () => {
    expect((await openSocket(server.live.wsUrl, { cookie, origin: 'https://atacante.example' })).status).toBe(403);
    expect((await openSocket(server.live.wsUrl, { ...bearer, origin: 'https://atacante.example' })).status).toBe(403);
    expect((await openSocket(server.live.wsUrl, { cookie })).status).toBe(403);
    // What the PWA sends: its cookies, from its own origin.
    const ws = await openAccepted(server.live.wsUrl, { cookie, origin: server.live.origin });
    ws.close();
  });

  it('lets a subscriber stream a search as the PWA does (cookie, same origin)', async () => {
    const departureDate = addDaysIso(todayIsoDate(), 30);
    const res = await server.built.app.request(
      '/api/search/async',
      jsonRequest('POST', { origin: 'GRU', destination: 'MIA', departureDate }, bearer),
    );
    const { searchId } = (await res.json()) as { searchId: string };
    const ws = await openAccepted(server.live.wsUrl, { cookie, origin: server.live.origin });
    const types: string[] = [];
    const done = new Promise<void>((resolve) =>
      ws.on('message', (data) => {
        const message = JSON.parse(String(data)) as { type: string };
        types.push(message.type);
        if (message.type === 'complete' || message.type === 'error') resolve();
      }),
    );
    ws.send(JSON.stringify({ type: 'subscribe', searchId }));
    await done;
    expect(types).toContain('results');
    expect(types.at(-1)).toBe('complete');
    ws.close();
  });

  it(`holds at most ${MAX_SOCKETS_PER_IP} sockets per address (429 beyond), freed when one closes`, async () => {
    const ip = '203.0.113.7';
    const from = (address: string) => ({ ...bearer, 'x-forwarded-for': `10.0.0.1, ${address}` });
    const held: WebSocket[] = [];
    for (let i = 0; i < MAX_SOCKETS_PER_IP; i++) held.push(await openAccepted(server.live.wsUrl, from(ip)));
    expect((await openSocket(server.live.wsUrl, from(ip))).status).toBe(429);
    // Another address is not affected.
    const other = await openAccepted(server.live.wsUrl, from('198.51.100.9'));
    other.close();

    const first = held.shift();
    first?.close();
    if (first) await closed(first);
    // The slot is given back when the server's TCP socket closes, right after the client's.
    await server.built.socketsPerIp.whenBelow(ip, MAX_SOCKETS_PER_IP);
    held.push(await openAccepted(server.live.wsUrl, from(ip)));
    expect((await openSocket(server.live.wsUrl, from(ip))).status).toBe(429);
    await Promise.all(
      held.map((ws) => {
        const done = closed(ws);
        ws.close();
        return done;
      }),
    );
  });
});

describe('/ws messages', () => {
  it(`answers ${MAX_MESSAGES_PER_WINDOW} messages in a burst, then closes with 1008`, async () => {
    const ws = await openAccepted(server.live.wsUrl, bearer);
    let pongs = 0;
    ws.on('message', () => pongs++);
    const code = closed(ws);
    for (let i = 0; i <= MAX_MESSAGES_PER_WINDOW; i++) ws.send(JSON.stringify({ type: 'ping' }));
    expect(await code).toBe(1008);
    expect(pongs).toBe(MAX_MESSAGES_PER_WINDOW);
  });
});

/** A raw upgrade, to send frame headers the ws client would never write. */
function rawUpgrade(headers: Record<string, string>): Promise<Socket> {
  const { port } = new URL(server.live.origin);
  return new Promise((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port,
      path: '/ws',
      headers: {
        ...headers,
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': randomBytes(16).toString('base64'),
      },
    });
    req.once('upgrade', (_res, socket) => resolve(socket));
    req.once('response', (res) => reject(new Error(`sem upgrade: ${res.statusCode}`)));
    req.once('error', reject);
    req.end();
  });
}

/** A masked binary frame header announcing `length` payload bytes (64-bit length form). */
function frameHeader(length: number): Buffer {
  const header = Buffer.alloc(14);
  header[0] = 0x82;
  header[1] = 0x80 | 127;
  header.writeBigUInt64BE(BigInt(length), 2);
  randomBytes(4).copy(header, 10);
  return header;
}

describe('/ws frame size', () => {
  it(`closes with 1009 a frame over ${MAX_FRAME_BYTES / 1024} KB`, async () => {
    const ws = await openAccepted(server.live.wsUrl, bearer);
    const code = closed(ws);
    ws.send('x'.repeat(65 * 1024));
    expect(await code).toBe(1009);
  });

  it('refuses a 90 MB frame at its header, without buffering it', async () => {
    const before = process.memoryUsage().rss;
    const socket = await rawUpgrade(bearer);
    const reply = new Promise<Buffer>((resolve) => {
      const chunks: Buffer[] = [];
      socket.on('data', (d: Buffer) => chunks.push(d));
      socket.once('close', () => resolve(Buffer.concat(chunks)));
    });
    socket.on('error', () => undefined);
    const size = 90 * 1024 * 1024;
    socket.write(frameHeader(size));
    // Stream the announced payload (one 1 MB chunk reused) until the server hangs up.
    const chunk = randomBytes(1024 * 1024);
    for (let sent = 0; sent < size && !socket.destroyed; sent += chunk.length) {
      if (!socket.write(chunk)) await new Promise((r) => socket.once('drain', r).once('close', r));
    }
    const bytes = await reply;
    // A close frame (0x88) with status 1009, sent as soon as the header was read.
    expect(bytes[0]).toBe(0x88);
    expect(bytes.readUInt16BE(2)).toBe(1009);
    expect(process.memoryUsage().rss - before).toBeLessThan(40 * 1024 * 1024);
  });
});
