import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { NOT_STORED_MESSAGE } from '../../server/search/stream';
import { createUser, jsonRequest, login } from '../helpers/auth';
import { converseOver, type LiveServer, listen, type SocketMessage } from '../helpers/live-server';
import { setupTestApp } from '../helpers/setup-test-app';
import { createTestApp } from '../helpers/test-app';

// POST /api/search/async answers before its insert is done on embedded PGlite (only this instance can be asked for
// the search), and the socket streams nothing until it is; on a shared PostgreSQL the POST waits for the insert.

const server = setupTestApp();
const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const search = { origin: 'GRU', destination: 'MIA', departureDate: inAMonth };
const isEnd = (m: SocketMessage) => m.type === 'complete' || m.type === 'error';
let headers: Record<string, string>;
let userId: string;
let instance: LiveServer | undefined;

beforeAll(async () => {
  const user = await createUser(server.db);
  userId = user.id;
  headers = (await login(server.app, user.email, user.password)).bearer;
});
afterEach(async () => {
  await instance?.close();
  instance = undefined;
});

/** An instance on the test database whose search inserts go through `insert` (and report `kind`). */
async function instanceWith(kind: Db['kind'], insert: (run: () => Promise<unknown[]>) => Promise<unknown[]>) {
  const db = server.db;
  const wrapped = {
    ...db,
    kind,
    query: (sql: string, params?: unknown[]) =>
      /INSERT INTO searches/.test(sql) ? insert(() => db.query(sql, params)) : db.query(sql, params),
  } as Db;
  const built = createTestApp(wrapped);
  instance = await listen(built);
  return { app: built.app, wsUrl: instance.wsUrl };
}

const post = (app: { request: (path: string, init: RequestInit) => Response | Promise<Response> }) =>
  app.request('/api/search/async', jsonRequest('POST', search, headers));

const storedRows = async (searchId: string) => [
  ...(await server.db.query('SELECT id FROM searches WHERE id = $1', [searchId])),
  ...(await server.db.query('SELECT id FROM search_logs WHERE user_id = $1', [userId])),
];

describe('the search insert on embedded PGlite', () => {
  it('answers the POST while the insert runs, and streams only once the search is stored', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted = false;
    const { app, wsUrl } = await instanceWith('pglite', async (run) => {
      await held;
      const rows = await run();
      inserted = true;
      return rows;
    });

    const res = await post(app); // would never answer if it waited for the held insert
    expect(res.status).toBe(200);
    const { searchId } = await res.json();
    expect(inserted).toBe(false);

    const insertedWhenFirstResult: boolean[] = [];
    const streaming = converseOver(wsUrl, headers, [{ type: 'subscribe', searchId }], (m) => {
      if (m.type === 'results') insertedWhenFirstResult.push(inserted);
      return isEnd(m);
    });
    release();
    const messages = await streaming;
    expect(messages.at(-1)?.type).toBe('complete');
    expect(insertedWhenFirstResult.length).toBeGreaterThan(0);
    expect(insertedWhenFirstResult.every(Boolean)).toBe(true);
    expect((await storedRows(searchId)).length).toBeGreaterThanOrEqual(2);
  });

  it('runs nothing when the insert failed after the POST answered, and says so in pt-BR', async () => {
    const { app, wsUrl } = await instanceWith('pglite', () => Promise.reject(new Error('disco cheio')));
    const res = await post(app);
    expect(res.status).toBe(200);
    const { searchId } = await res.json();
    const messages = await converseOver(wsUrl, headers, [{ type: 'subscribe', searchId }], isEnd);
    expect(messages).toEqual([{ type: 'error', error: NOT_STORED_MESSAGE }]);
    expect(await server.db.query('SELECT id FROM searches WHERE id = $1', [searchId])).toEqual([]);
  });
});

describe('the search insert on a shared PostgreSQL', () => {
  it('answers the POST only once the search is stored: a failed insert is the POST’s error', async () => {
    const { app } = await instanceWith('postgres', () => Promise.reject(new Error('conexão perdida')));
    const res = await post(app);
    expect(res.status).toBe(500);
    expect((await res.json()).error).toBe('Erro interno do servidor. Tente novamente em instantes.');
  });
});
