import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedFlight } from '@core/schemas/sync';
import { LocalDb } from './local-db';
import { deleteLocal, flushOutbox, forgetUser, pullChanges, writeLocal } from './sync';

const USER = 'user-1';
let db: LocalDb;
let sent: { method: string; url: string; body: unknown }[];
let online: boolean;
let serverItems: SavedFlight[];

function flight(id: string, minute: number, milhas = 50000): SavedFlight {
  const iso = new Date(Date.UTC(2026, 10, 22, 12, minute)).toISOString();
  return {
    id,
    origin: 'GRU',
    destination: 'MIA',
    program: 'LATAM Pass',
    companhia: 'LATAM',
    cabine: 'ECONOMY',
    milhas,
    reais_estimado: 1200,
    data_voo: '2026-12-20',
    saved_at: iso,
    updated_at: iso,
    deleted_at: null,
    flight: null,
  };
}

beforeEach(() => {
  db = new LocalDb(`test-${Math.random()}`);
  sent = [];
  online = true;
  serverItems = [];
  // The network boundary: a tiny stand-in for the sync API.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (!online) throw new TypeError('Failed to fetch');
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ method, url, body });
      if (method === 'GET') return new Response(JSON.stringify({ items: serverItems, cursor: '2026-11-22T13:00:00.000Z', hasMore: false }));
      const item = method === 'PUT' ? body : { ...flight(url.split('/').pop() ?? '', 0), deleted_at: '2026-11-22T12:30:00.000Z' };
      return new Response(JSON.stringify({ success: true, applied: true, item }));
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  db.close();
});

describe('device sync', () => {
  it('shows a write at once, then sends the outbox in order and marks rows as synced', async () => {
    await writeLocal(db, USER, 'saved_flights', flight('a', 1));
    await writeLocal(db, USER, 'saved_flights', flight('b', 2));
    await deleteLocal(db, USER, 'saved_flights', 'a');
    expect((await db.savedFlights.get('a'))?.pending).toBe(1);

    expect(await flushOutbox(db, USER)).toBe('done');
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      'PUT /api/saved-flights/a',
      'PUT /api/saved-flights/b',
      'DELETE /api/saved-flights/a',
    ]);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.savedFlights.get('b'))?.pending).toBe(0);
    expect((await db.savedFlights.get('a'))?.deleted_at).not.toBeNull();
  });

  it('keeps the outbox when offline and sends each write once when back', async () => {
    online = false;
    await writeLocal(db, USER, 'saved_flights', flight('a', 1));
    expect(await flushOutbox(db, USER)).toBe('retry');
    expect(await db.outbox.count()).toBe(1);
    online = true;
    expect(await flushOutbox(db, USER)).toBe('done');
    expect(await flushOutbox(db, USER)).toBe('done');
    expect(sent.filter((s) => s.method === 'PUT')).toHaveLength(1);
  });

  it('a pull never overwrites a row whose write is still waiting', async () => {
    online = false;
    await writeLocal(db, USER, 'saved_flights', flight('a', 5, 45000));
    online = true;
    serverItems = [flight('a', 1, 99000), flight('c', 1)];
    await pullChanges(db, USER, 'saved_flights');
    expect((await db.savedFlights.get('a'))?.milhas).toBe(45000);
    expect((await db.savedFlights.get('c'))?.pending).toBe(0);
    expect((await db.cursors.get(`${USER}:saved_flights`))?.cursor).toBe('2026-11-22T13:00:00.000Z');
  });

  it("sign-out removes this user's rows and writes, not another's", async () => {
    online = false;
    await writeLocal(db, USER, 'saved_flights', flight('a', 1));
    await writeLocal(db, 'user-2', 'saved_flights', flight('b', 1));
    await forgetUser(db, USER);
    expect(await db.savedFlights.toArray()).toHaveLength(1);
    expect((await db.outbox.toArray()).map((e) => e.userId)).toEqual(['user-2']);
  });
});
