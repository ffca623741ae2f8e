import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Db } from '../../server/db/client';
import { createTestApp } from '../helpers/test-app';
import { createTestDb } from '../helpers/test-db';

let db: Db;
let server: ServerType;
let url: string;
let sockets: ReturnType<typeof createTestApp>['sockets'];

beforeAll(async () => {
  db = await createTestDb();
  const built = createTestApp(db);
  sockets = built.sockets;
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: built.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  built.injectWebSocket(server);
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await db.close();
});

function open(): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

function nextMessage(ws: WebSocket): Promise<unknown> {
  return new Promise((resolve) => ws.once('message', (data) => resolve(JSON.parse(String(data)))));
}

describe('/ws', () => {
  it('upgrades and answers a ping', async () => {
    const ws = await open();
    const reply = nextMessage(ws);
    ws.send(JSON.stringify({ type: 'ping' }));
    expect(await reply).toEqual({ type: 'pong' });
    ws.close();
  });

  it('answers garbage and unknown types with a pt-BR error, keeping the socket open', async () => {
    const ws = await open();
    let reply = nextMessage(ws);
    ws.send('{not json');
    expect(await reply).toEqual({ type: 'error', error: 'Mensagem inválida: esperava JSON.' });
    reply = nextMessage(ws);
    ws.send(JSON.stringify({ type: 'hack' }));
    expect(await reply).toEqual({ type: 'error', error: 'Tipo de mensagem não suportado.' });
    reply = nextMessage(ws);
    ws.send(JSON.stringify({ type: 'ping' }));
    expect(await reply).toEqual({ type: 'pong' });
    ws.close();
  });

  it('closes open sockets with 1001 on shutdown', async () => {
    const ws = await open();
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    await new Promise((r) => setImmediate(r));
    expect(sockets.size).toBeGreaterThan(0);
    sockets.closeAll();
    expect(await closed).toBe(1001);
  });
});
