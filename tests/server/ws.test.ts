import { beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { createUser, login } from '../helpers/auth';
import { closed, nextMessage, openAccepted } from '../helpers/live-server';
import { setupTestApp } from '../helpers/setup-test-app';

// The socket's message protocol; who may open one and its limits are in ws-limits.test.ts.

const server = setupTestApp({ listen: true });
let bearer: Record<string, string>;

beforeAll(async () => {
  const user = await createUser(server.db);
  bearer = (await login(server.app, user.email, user.password)).bearer;
});

const open = (): Promise<WebSocket> => openAccepted(server.live.wsUrl, bearer);

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

  it('says what is missing from a known message in pt-BR, and still answers the next one', async () => {
    const ws = await open();
    let reply = nextMessage(ws);
    ws.send(JSON.stringify({ type: 'subscribe' }));
    expect(await reply).toEqual({ type: 'error', error: 'Informe o searchId da busca a acompanhar.' });
    reply = nextMessage(ws);
    ws.send(JSON.stringify({ type: 'calendar', query: 'GRU-LIS' }));
    expect(await reply).toEqual({ type: 'error', error: 'Informe a consulta do calendário (query).' });
    reply = nextMessage(ws);
    ws.send(JSON.stringify({ type: 'calendar', query: { origin: 'GRU', destination: 'GRU' } }));
    expect(await reply).toEqual({ type: 'error', error: 'Data inicial é obrigatória' });
    reply = nextMessage(ws);
    ws.send(JSON.stringify({ type: 'ping' }));
    expect(await reply).toEqual({ type: 'pong' });
    ws.close();
  });

  it('closes open sockets with 1001 on shutdown', async () => {
    const ws = await open();
    const code = closed(ws);
    await new Promise((r) => setImmediate(r));
    expect(server.built.sockets.size).toBeGreaterThan(0);
    server.built.sockets.closeAll();
    expect(await code).toBe(1001);
  });
});
