import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeFlight, makeSavedFlight, makeSearchQuery } from '@tests/helpers/flight-fixture';
import { describeFreshness } from '@core/flights/freshness';
import type { SavedFlight } from '@core/schemas/sync';
import { LocalDb } from './local-db';
import { deleteLocal, flushOutbox, flushSearchLogs, writeLocal } from './outbox';
import { asKeptResults, logSearch, recentSearches, rememberSearch } from '@/shared/search-history';
import { apiTransport, forgetUser, pullChanges, stopSyncAndForget, syncNow } from './sync';

const USER = 'user-1';
let db: LocalDb;
let sent: { method: string; url: string; body: unknown }[];
let online: boolean;
let serverItems: SavedFlight[];
/** Status the stand-in answers writes with, by row name (rowId; default 200). */
let statusFor: Record<string, number>;
/** When set, the stand-in holds every reply until it resolves (a slow network), and says when a request came in. */
let hold: Promise<void> | null;
let received: () => void;

function flight(id: string, minute: number, milhas = 50000): SavedFlight {
  return makeSavedFlight(id, new Date(Date.UTC(2026, 10, 22, 12, minute)).toISOString(), { milhas });
}

/** Pulled rows are checked like any reply: their ids must be UUIDs. */
const uuid = (hex: string) => `00000000-0000-4000-8000-${hex.padStart(12, '0')}`;
/** Written rows too, as the server's reply echoes them: a short name (≤ 6 letters) spelled in hex as a UUID. */
const rowId = (name: string) => uuid([...name].map((c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join(''));
/** The name back from a request's path (…/:id). */
const nameOf = (url: string) =>
  (url.split('-').pop()?.match(/../g) ?? [])
    .filter((pair) => pair !== '00')
    .map((pair) => String.fromCharCode(Number.parseInt(pair, 16)))
    .join('');

beforeEach(() => {
  db = new LocalDb(`test-${Math.random()}`);
  sent = [];
  online = true;
  serverItems = [];
  statusFor = {};
  hold = null;
  received = () => undefined;
  // The network boundary: a tiny stand-in for the sync API.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (!online) throw new TypeError('Failed to fetch');
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ method, url, body });
      received?.();
      if (hold) await hold;
      const status = statusFor[nameOf(url)];
      if (status) return new Response(JSON.stringify({ success: false, error: 'Recusado', code: 'x' }), { status });
      if (method === 'POST') return new Response(JSON.stringify({ success: true, inserted: body.items.length }));
      if (method === 'GET') return new Response(JSON.stringify({ items: serverItems, cursor: 'v1:7', hasMore: false }));
      const item =
        method === 'PUT' ? body : { ...flight(url.split('/').pop() ?? '', 0), deleted_at: '2026-11-22T12:30:00.000Z' };
      return new Response(JSON.stringify({ success: true, applied: true, item }));
    }),
  );
});
afterEach(async () => {
  localStorage.clear();
  vi.unstubAllGlobals();
  db.close();
});

describe('device sync', () => {
  it('shows a write at once, then sends the outbox in order and marks rows as synced', async () => {
    await writeLocal(db, USER, 'saved_flights', flight(rowId('a'), 1));
    await writeLocal(db, USER, 'saved_flights', flight(rowId('b'), 2));
    await deleteLocal(db, USER, 'saved_flights', rowId('a'));
    expect((await db.savedFlights.get(rowId('a')))?.pending).toBe(1);

    expect(await flushOutbox(db, USER, apiTransport)).toBe('done');
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      `PUT /api/saved-flights/${rowId('a')}`,
      `PUT /api/saved-flights/${rowId('b')}`,
      `DELETE /api/saved-flights/${rowId('a')}`,
    ]);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.savedFlights.get(rowId('b')))?.pending).toBe(0);
    expect((await db.savedFlights.get(rowId('a')))?.deleted_at).not.toBeNull();
  });

  it('keeps the outbox when offline and sends each write once when back', async () => {
    online = false;
    await writeLocal(db, USER, 'saved_flights', flight(rowId('a'), 1));
    expect(await flushOutbox(db, USER, apiTransport)).toBe('retry');
    expect(await db.outbox.count()).toBe(1);
    online = true;
    expect(await flushOutbox(db, USER, apiTransport)).toBe('done');
    expect(await flushOutbox(db, USER, apiTransport)).toBe('done');
    expect(sent.filter((s) => s.method === 'PUT')).toHaveLength(1);
  });

  it('a pull never overwrites a row whose write is still waiting', async () => {
    online = false;
    await writeLocal(db, USER, 'saved_flights', flight(uuid('a'), 5, 45000));
    online = true;
    serverItems = [flight(uuid('a'), 1, 99000), flight(uuid('c'), 1)];
    await pullChanges(db, USER, 'saved_flights');
    expect((await db.savedFlights.get(uuid('a')))?.milhas).toBe(45000);
    expect((await db.savedFlights.get(uuid('c')))?.pending).toBe(0);
    expect((await db.cursors.get(`${USER}:saved_flights`))?.cursor).toBe('v1:7');
  });

  it('a device holding an old timestamp cursor sends it once and keeps the opaque cursor it gets back', async () => {
    await db.cursors.put({ key: `${USER}:saved_flights`, cursor: '2026-11-22T10:00:00.000Z' });
    serverItems = [flight(uuid('c'), 1)];
    await pullChanges(db, USER, 'saved_flights');
    expect(sent.map((s) => s.url)).toEqual([
      `/api/saved-flights?updated_since=${encodeURIComponent('2026-11-22T10:00:00.000Z')}`,
    ]);
    expect((await db.cursors.get(`${USER}:saved_flights`))?.cursor).toBe('v1:7');
    await pullChanges(db, USER, 'saved_flights');
    expect(sent.at(-1)?.url).toBe('/api/saved-flights?updated_since=v1%3A7');
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

describe('signing out while a sync is in flight', () => {
  it('the late reply writes nothing back: no row, no write, no cursor of that user stays on the device', async () => {
    localStorage.setItem(
      'subscription_user',
      JSON.stringify({ id: USER, email: 'ana@exemplo.com.br', access_token: 't' }),
    );
    await writeLocal(db, USER, 'saved_flights', flight(uuid('a'), 1));
    serverItems = [flight(uuid('c'), 1)];
    let release: () => void = () => undefined;
    hold = new Promise((resolve) => {
      release = resolve;
    });
    const putArrived = new Promise<void>((resolve) => {
      received = resolve;
    });
    const syncing = syncNow(USER, db);
    await putArrived;

    const signingOut = stopSyncAndForget(USER, db, () => localStorage.removeItem('subscription_user'));
    release();
    await Promise.all([syncing, signingOut]);

    expect(sent.map((s) => s.method)).toEqual(['PUT']);
    expect(await db.savedFlights.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.cursors.count()).toBe(0);
  });
});

describe('refusals and failures while flushing', () => {
  it('drops a write the server refuses and goes on; stops at a server error and keeps the rest in order', async () => {
    statusFor = { bad: 400, down: 503 };
    await writeLocal(db, USER, 'saved_flights', flight(rowId('bad'), 1));
    await writeLocal(db, USER, 'saved_flights', flight(rowId('ok'), 2));
    await writeLocal(db, USER, 'saved_flights', flight(rowId('down'), 3));
    await writeLocal(db, USER, 'saved_flights', flight(rowId('later'), 4));
    expect(await flushOutbox(db, USER, apiTransport)).toBe('retry');
    expect((await db.outbox.toArray()).map((e) => nameOf(e.id))).toEqual(['down', 'later']);
    expect((await db.outbox.toArray())[0]?.attempts).toBe(1);

    statusFor = {};
    expect(await flushOutbox(db, USER, apiTransport)).toBe('done');
    expect(sent.map((s) => nameOf(s.url))).toEqual(['bad', 'ok', 'down', 'down', 'later']);
  });

  it("keeps an alert the server refuses on the device with the server's reason; the next edit sends it again", async () => {
    const id = rowId('limite');
    const alert = {
      id,
      origin: 'GRU',
      destination: 'MIA',
      trigger: 'max_price' as const,
      max_price: 40_000,
      alert_type: 'milhas' as const,
      active: true,
      created_at: '2026-11-22T12:00:00.000Z',
      updated_at: '2026-11-22T12:00:00.000Z',
      deleted_at: null,
      date_from: null,
      date_to: null,
      cabin: null,
      passengers: 1,
    };
    statusFor = { limite: 409 };
    await writeLocal(db, USER, 'price_alerts', alert);
    await writeLocal(db, USER, 'saved_flights', flight(rowId('depois'), 1));
    expect(await flushOutbox(db, USER, apiTransport)).toBe('done');
    // The device's other writes went on; the alert stays, marked with why.
    expect(sent.map((s) => nameOf(s.url))).toEqual(['limite', 'depois']);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.priceAlerts.get(id)).toMatchObject({ active: true, pending: 0, sync_error: 'Recusado' });

    statusFor = {};
    await writeLocal(db, USER, 'price_alerts', { ...alert, active: false, updated_at: '2026-11-22T12:05:00.000Z' });
    expect((await db.priceAlerts.get(id))?.sync_error).toBeUndefined();
    expect(await flushOutbox(db, USER, apiTransport)).toBe('done');
    expect(await db.priceAlerts.get(id)).toMatchObject({ active: false, pending: 0 });
    expect((await db.priceAlerts.get(id))?.sync_error).toBeUndefined();
  });
});

const query = (destination: string) => makeSearchQuery({ destination });

describe('search history on the device', () => {
  it('keeps the last 10 searches with their results; the same query again replaces its copy', async () => {
    const destinations = ['MIA', 'JFK', 'LIS', 'MAD', 'CDG', 'LHR', 'FCO', 'BOS', 'MCO', 'SCL', 'EZE', 'LIM'];
    for (const [i, destination] of destinations.entries()) {
      await rememberSearch(
        USER,
        query(destination),
        [makeFlight(`f-${i}`)],
        new Date(Date.UTC(2026, 10, 22, 12, i)),
        db,
      );
    }
    await rememberSearch(USER, query('LIS'), [makeFlight('again')], new Date(Date.UTC(2026, 10, 22, 13)), db);
    await rememberSearch('user-2', query('MIA'), [], new Date(Date.UTC(2026, 10, 22, 13)), db);

    const kept = await recentSearches(USER, db);
    expect(kept.map((s) => s.query.destination)).toEqual([
      'LIS',
      'LIM',
      'EZE',
      'SCL',
      'MCO',
      'BOS',
      'FCO',
      'LHR',
      'CDG',
      'MAD',
    ]);
    expect(kept[0]?.flights.map((f) => f.id)).toEqual(['again']);
    expect(await recentSearches('user-2', db)).toHaveLength(1);
  });

  it('reopened results say how old they are instead of "ao vivo"', () => {
    const live = makeFlight('live', { freshness: { kind: 'live', fetchedAt: '2026-11-22T12:00:00.000Z' } });
    const demo = makeFlight('demo');
    const [aged, stillDemo] = asKeptResults(
      { key: 'k', userId: USER, query: query('MIA'), flights: [live, demo], fetchedAt: '2026-11-22T12:00:00.000Z' },
      new Date('2026-11-22T15:10:00.000Z'),
    );
    expect(aged && describeFreshness(aged.freshness)).toBe('cache de 3 h');
    expect(stillDemo?.freshness.kind).toBe('demo');
  });

  it('sends waiting search logs in batches of 200, each once, and keeps them while offline', async () => {
    for (let i = 0; i < 250; i++) {
      await logSearch(
        USER,
        { origin: 'GRU', destination: 'MIA', search_type: 'milhas', departure_date: '2026-12-20' },
        new Date(Date.UTC(2026, 10, 22, 0, i)),
        db,
      );
    }
    online = false;
    expect(await flushSearchLogs(db, USER, apiTransport)).toBe('retry');
    expect(await db.searchLogs.where('[userId+pending]').equals([USER, 1]).count()).toBe(250);

    online = true;
    expect(await flushSearchLogs(db, USER, apiTransport)).toBe('done');
    const posts = sent.filter((s) => s.method === 'POST') as { body: { items: { id: string }[] } }[];
    expect(posts.map((p) => p.body.items.length)).toEqual([200, 50]);
    expect(new Set(posts.flatMap((p) => p.body.items.map((item) => item.id))).size).toBe(250);
    expect(posts[0]?.body.items[0]).not.toHaveProperty('userId');
    // Sent logs are history: only the newest 50 stay on the device.
    expect(await db.searchLogs.count()).toBe(50);
    expect(await flushSearchLogs(db, USER, apiTransport)).toBe('done');
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(2);
  });

  it('sign-out removes the history too', async () => {
    await rememberSearch(USER, query('MIA'), [], new Date(), db);
    await logSearch(
      USER,
      { origin: 'GRU', destination: 'MIA', search_type: 'milhas', departure_date: null },
      new Date(),
      db,
    );
    await forgetUser(db, USER);
    expect(await db.recentSearches.count()).toBe(0);
    expect(await db.searchLogs.count()).toBe(0);
  });
});
