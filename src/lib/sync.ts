import type { PriceAlert, SavedFlight } from '@core/schemas/sync';
import { ApiError, api } from './api';
import { type LocalDb, localDb, type OutboxEntry, type SyncedTable } from './local-db';

const PATHS: Record<SyncedTable, string> = { saved_flights: '/api/saved-flights', price_alerts: '/api/price-alerts' };
/** SPEC §9 reconnect delays, reused as the flush backoff. */
export const BACKOFF_MS = [1000, 2000, 5000, 10_000];

type Row = SavedFlight | PriceAlert;

function localTable(db: LocalDb, table: SyncedTable) {
  return table === 'saved_flights' ? db.savedFlights : db.priceAlerts;
}

/** Every write lands on the device first (the UI updates at once), then waits in the outbox. */
export async function writeLocal(db: LocalDb, userId: string, table: SyncedTable, row: Row): Promise<void> {
  await db.transaction('rw', [localTable(db, table), db.outbox], async () => {
    await localTable(db, table).put({ ...row, userId, pending: 1 } as never);
    await db.outbox.add({ userId, table, op: 'put', id: row.id, payload: row, attempts: 0 });
  });
}

/** A delete is a tombstone: hidden at once, sent later. */
export async function deleteLocal(db: LocalDb, userId: string, table: SyncedTable, id: string, now = new Date()): Promise<void> {
  await db.transaction('rw', [localTable(db, table), db.outbox], async () => {
    const iso = now.toISOString();
    await localTable(db, table).update(id, { deleted_at: iso, updated_at: iso, pending: 1 });
    await db.outbox.add({ userId, table, op: 'delete', id, attempts: 0 });
  });
}

/**
 * Sends the outbox in order. Stops at the first failure that may pass (offline, 5xx) and says so;
 * a refusal (4xx) drops that entry, since sending it again would be refused again.
 */
export async function flushOutbox(db: LocalDb, userId: string): Promise<'done' | 'retry'> {
  for (;;) {
    const entry: OutboxEntry | undefined = await db.outbox.where('userId').equals(userId).first();
    if (!entry?.seq) return 'done';
    try {
      const res = await api<{ item: Row }>(`${PATHS[entry.table]}/${entry.id}`, {
        method: entry.op === 'put' ? 'PUT' : 'DELETE',
        ...(entry.op === 'put' ? { body: entry.payload } : {}),
      });
      await settle(db, userId, entry, res.item);
    } catch (err) {
      if (err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 401 && err.status !== 429) {
        await db.outbox.delete(entry.seq);
        continue;
      }
      await db.outbox.update(entry.seq, { attempts: entry.attempts + 1 });
      return 'retry';
    }
  }
}

/** The server's copy replaces the device's once no later write for that row is waiting. */
async function settle(db: LocalDb, userId: string, entry: OutboxEntry, item: Row) {
  await db.transaction('rw', [localTable(db, entry.table), db.outbox], async () => {
    if (entry.seq) await db.outbox.delete(entry.seq);
    const waiting = await db.outbox.where('[userId+table+id]').equals([userId, entry.table, entry.id]).count();
    if (waiting === 0) await localTable(db, entry.table).put({ ...item, userId, pending: 0 } as never);
  });
}

/** Pulls the server's changes since this device's cursor; rows with writes still waiting are left alone. */
export async function pullChanges(db: LocalDb, userId: string, table: SyncedTable): Promise<void> {
  const key = `${userId}:${table}`;
  for (let page = 0; page < 20; page++) {
    const cursor = (await db.cursors.get(key))?.cursor;
    const res = await api<{ items: Row[]; cursor: string | null; hasMore: boolean }>(
      `${PATHS[table]}${cursor ? `?updated_since=${encodeURIComponent(cursor)}` : ''}`,
    );
    await db.transaction('rw', [localTable(db, table), db.outbox, db.cursors], async () => {
      for (const item of res.items) {
        const waiting = await db.outbox.where('[userId+table+id]').equals([userId, table, item.id]).count();
        if (waiting === 0) await localTable(db, table).put({ ...item, userId, pending: 0 } as never);
      }
      if (res.cursor) await db.cursors.put({ key, cursor: res.cursor });
    });
    if (!res.hasMore) return;
  }
}

/** Sign-out: this user's rows, writes and cursors leave the device. */
export async function forgetUser(db: LocalDb, userId: string): Promise<void> {
  await db.transaction('rw', [db.savedFlights, db.priceAlerts, db.outbox, db.cursors], async () => {
    await db.savedFlights.where('userId').equals(userId).delete();
    await db.priceAlerts.where('userId').equals(userId).delete();
    await db.outbox.where('userId').equals(userId).delete();
    await db.cursors.where('key').startsWith(`${userId}:`).delete();
  });
}

let timer: ReturnType<typeof setTimeout> | null = null;
let running = false;
let again = false;

/** Flush then pull, with backoff 1, 2, 5, 10 s while it fails; safe to call often. */
export async function syncNow(userId: string, db: LocalDb = localDb, attempt = 0): Promise<void> {
  if (running) {
    // A write arrived mid-sync: run once more when this one ends.
    again = true;
    return;
  }
  running = true;
  again = false;
  if (timer) clearTimeout(timer);
  timer = null;
  try {
    const flushed = await flushOutbox(db, userId);
    if (flushed === 'retry') throw new Error('retry');
    await pullChanges(db, userId, 'saved_flights');
    await pullChanges(db, userId, 'price_alerts');
  } catch {
    const delay = BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)] ?? 10_000;
    if (typeof navigator === 'undefined' || navigator.onLine) timer = setTimeout(() => void syncNow(userId, db, attempt + 1), delay);
  } finally {
    running = false;
    if (again) void syncNow(userId, db);
  }
}

/** Start-up, back online and back to the tab all sync; returns the stop function. */
export function startSync(userId: string): () => void {
  const run = () => void syncNow(userId);
  const onVisible = () => document.visibilityState === 'visible' && run();
  window.addEventListener('online', run);
  document.addEventListener('visibilitychange', onVisible);
  run();
  return () => {
    window.removeEventListener('online', run);
    document.removeEventListener('visibilitychange', onVisible);
    if (timer) clearTimeout(timer);
  };
}
