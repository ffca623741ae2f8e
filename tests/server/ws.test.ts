import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import type { Db } from '../../server/db/client';
import { createUser, login } from '../helpers/auth';
import { closed, type LiveServer, listen, nextMessage, openAccepted } from '../helpers/live-server';
import { createTestApp } from '../helpers/test-app';
import { createTestDb } from '../helpers/test-db';

// The socket's message protocol; who may open one and its limits are in ws-limits.test.ts.

let db: Db;
let live: LiveServer;
let sockets: ReturnType<typeof createTestApp>['sockets'];
let bearer: Record<string, string>;

beforeAll(async () => {
  db = await createTestDb();
  const built = createTestApp(db);
  sockets = built.sockets;
  live = await listen(built);
  const user = await createUser(db);
  bearer = (await login(built.app, user.email, user.password)).bearer;
});
afterAll(async () => {
  await live.close();
  await db.close();
});

const open = (): Promise<WebSocket> => openAccepted(live.wsUrl, bearer);

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
    const code = closed(ws);
    await new Promise((r) => setImmediate(r));
    expect(sockets.size).toBeGreaterThan(0);
    sockets.closeAll();
    expect(await code).toBe(1001);
  });
});
