import { SYNCED_TABLES } from '@core/sync/tables';
import { type LocalDb, localStore, type OutboxEntry, type SyncedBody, type SyncedTable } from './local-db';
import { OUTBOX_LOCK } from './locks';
import { flushNotificationReads } from './notification-reads';
import { type Flush, isRefusal, type StillSignedIn, type SyncTransport, sendOrUnreached } from './sync-transport';

// The device's writes and how they reach the server. No DOM and no stored token here: the page sends with
// its Bearer token (src/lib/sync.ts) and the service worker with the session cookie (src/sw/background-sync.ts).

/** The message the service worker posts to open windows once a push is on display: they sync (new notification). */
export const PUSH_RECEIVED = 'bussola-push-received';
/** The Background Sync tag the page registers and the service worker answers. */
export const OUTBOX_SYNC_TAG = 'bussola-outbox';
const SEARCH_LOG_BATCH = 200;
const SEARCH_LOGS_KEPT = 50;

type Row = SyncedBody;

export type { StillSignedIn, SyncTransport } from './sync-transport';

const always: StillSignedIn = () => true;

export function localTable(db: LocalDb, table: SyncedTable) {
  return localStore(db, table);
}

/** Every write lands on the device first (the UI updates at once), then waits in the outbox. */
export async function writeLocal(db: LocalDb, userId: string, table: SyncedTable, row: Row): Promise<void> {
  await db.transaction('rw', [localTable(db, table), db.outbox], async () => {
    // A new edit is a new try: the reason an earlier one was refused no longer applies.
    await localTable(db, table).put({ ...row, userId, pending: 1, sync_error: undefined } as never);
    await db.outbox.add({ userId, table, op: 'put', id: row.id, payload: row, attempts: 0 });
  });
}

/**
 * Writes a new row unless the same row (same id) is already there and not deleted: a second 'Salvar' or
 * 'Criar alerta' for the same thing, however fast, writes nothing. A deleted one comes back as a new edit.
 */
export async function writeLocalOnce(
  db: LocalDb,
  userId: string,
  table: SyncedTable,
  row: Row,
): Promise<'written' | 'already'> {
  return db.transaction('rw', [localTable(db, table), db.outbox], async () => {
    const existing = await localTable(db, table).get(row.id);
    if (existing && existing.userId === userId && !existing.deleted_at) return 'already';
    await writeLocal(db, userId, table, row);
    return 'written';
  });
}

/** A delete is a tombstone: hidden at once, sent later. */
export async function deleteLocal(
  db: LocalDb,
  userId: string,
  table: SyncedTable,
  id: string,
  now = new Date(),
): Promise<void> {
  await db.transaction('rw', [localTable(db, table), db.outbox], async () => {
    const iso = now.toISOString();
    await localTable(db, table).update(id, { deleted_at: iso, updated_at: iso, pending: 1 });
    await db.outbox.add({ userId, table, op: 'delete', id, attempts: 0 });
  });
}

/**
 * Sends the outbox in order. Stops at the first failure that may pass (offline, 401, 429, 5xx) and says so;
 * a refusal drops that entry. Each write is an idempotent upsert by its UUID, so resending one whose reply
 * was lost (the server died after writing) changes nothing.
 */
export function flushOutbox(
  db: LocalDb,
  userId: string,
  send: SyncTransport,
  live: StillSignedIn = always,
): Promise<'done' | 'retry'> {
  return oneFlusherAtATime(() => sendOutbox(db, userId, send, live));
}

/** The service worker's round: waiting writes, search logs and read marks, under the lock sign-out waits for. */
export function flushAll(db: LocalDb, userId: string, send: SyncTransport): Promise<'done' | 'retry'> {
  return oneFlusherAtATime(async () => {
    const writes = await sendOutbox(db, userId, send);
    const logs = await flushSearchLogs(db, userId, send);
    const reads = await flushNotificationReads(db, userId, send);
    return [writes, logs, reads].includes('retry') ? 'retry' : 'done';
  });
}

/**
 * The page and the service worker may both try to flush; a Web Lock makes them take turns. A flusher waits for
 * the lock rather than giving up: the holder may be a page that is closing or offline and sends nothing, and the
 * service worker's sync event would then end as done with the writes still waiting. Without Web Locks each runs.
 */
function oneFlusherAtATime(flush: () => Promise<'done' | 'retry'>): Promise<'done' | 'retry'> {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  if (!locks) return flush();
  return locks.request(OUTBOX_LOCK, flush);
}

/** flushOutbox without the lock, for a caller that already holds OUTBOX_LOCK (the page's whole sync does). */
export const sendOutbox: Flush = async (db, userId, send, live = always) => {
  for (;;) {
    if (!live()) return 'done';
    const entry: OutboxEntry | undefined = await db.outbox.where('userId').equals(userId).first();
    if (!entry?.seq) return 'done';
    const path = `${SYNCED_TABLES[entry.table].path}/${entry.id}`;
    const reply =
      entry.op === 'put'
        ? await sendOrUnreached(send, 'PUT', path, entry.payload)
        : await sendOrUnreached(send, 'DELETE', path);
    if (reply.status >= 200 && reply.status < 300) {
      await settle(db, userId, entry, (reply.body as { item: Row }).item, live);
    } else if (isRefusal(reply.status)) {
      await refuse(db, userId, entry, reply.body, live);
    } else {
      await db.outbox.update(entry.seq, { attempts: entry.attempts + 1 });
      return 'retry';
    }
  }
};

/** The refusal of a delete whose row the server keeps live: a household member some issue still names. */
const KEPT_LIVE = 'member_in_use';

/**
 * A refused write is dropped. An alert the server refused (the account's limit of live alerts) stays on the
 * device with the server's reason, so the page can say why it is not being checked; a later edit sends it again.
 * A delete the server refused because the row is still in use (another device recorded an issue naming the member)
 * brings the row back here, as the server keeps it.
 */
async function refuse(db: LocalDb, userId: string, entry: OutboxEntry, body: unknown, live: StillSignedIn) {
  const { error: reason, code } = (body as { error?: unknown; code?: unknown } | null) ?? {};
  const keepReason = entry.table === 'price_alerts' && entry.op === 'put' && typeof reason === 'string';
  const restore = entry.op === 'delete' && code === KEPT_LIVE;
  let ifLast: (() => Promise<unknown>) | undefined;
  if (keepReason) ifLast = () => db.priceAlerts.update(entry.id, { pending: 0, sync_error: reason.slice(0, 300) });
  else if (restore) ifLast = () => localTable(db, entry.table).update(entry.id, { deleted_at: null, pending: 0 });
  await dropSent(db, userId, entry, live, ifLast);
}

/** The server's copy replaces the device's once no later write for that row is waiting. */
async function settle(db: LocalDb, userId: string, entry: OutboxEntry, item: Row, live: StillSignedIn) {
  await dropSent(db, userId, entry, live, () =>
    localTable(db, entry.table).put({ ...item, userId, pending: 0 } as never),
  );
}

/** Takes a sent entry out of the outbox, then runs `ifLast` when no later write for that row is waiting. */
async function dropSent(
  db: LocalDb,
  userId: string,
  entry: OutboxEntry,
  live: StillSignedIn,
  ifLast?: () => Promise<unknown>,
) {
  await db.transaction('rw', [localTable(db, entry.table), db.outbox], async () => {
    if (!live()) return;
    if (entry.seq) await db.outbox.delete(entry.seq);
    if (!ifLast) return;
    const waiting = await db.outbox.where('[userId+table+id]').equals([userId, entry.table, entry.id]).count();
    if (waiting === 0) await ifLast();
  });
}

/** Sends this user's waiting search logs in batches; the server keeps each once (by id), so a resend is harmless. */
export const flushSearchLogs: Flush = async (db, userId, send, live = always) => {
  for (;;) {
    if (!live()) return 'done';
    const batch = await db.searchLogs.where('[userId+pending]').equals([userId, 1]).limit(SEARCH_LOG_BATCH).toArray();
    if (batch.length === 0) break;
    const items = batch.map(({ userId: _owner, pending: _pending, ...log }) => log);
    const { status } = await sendOrUnreached(send, 'POST', '/api/search-logs', { items });
    if (status !== 200 && !isRefusal(status)) return 'retry';
    if (!live()) return 'done';
    await db.searchLogs.bulkUpdate(batch.map((log) => ({ key: log.id, changes: { pending: 0 as const } })));
  }
  // Sent logs are history only: keep the newest few.
  const sentNewestFirst = await db.searchLogs
    .where('[userId+created_at]')
    .between([userId, ''], [userId, '\uffff'])
    .reverse()
    .filter((log) => log.pending === 0)
    .primaryKeys();
  await db.searchLogs.bulkDelete(sentNewestFirst.slice(SEARCH_LOGS_KEPT));
  return 'done';
};
