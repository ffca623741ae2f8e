import { type AppNotification, notificationReadReplySchema } from '@core/schemas/alerts';
import { deleteReplySchema, pullReplySchema, putReplySchema, searchLogBatchReplySchema } from '@core/schemas/sync';
import { z } from '@core/schemas/zod-locale';
import { SYNCED_ROWS } from '@core/sync/rows';
import { SYNCED_TABLE_NAMES, SYNCED_TABLES, type SyncedTableName, WRITABLE_TABLE_NAMES } from '@core/sync/tables';
import { ApiError, api, INVALID_REPLY_CODE, type ReplySchema } from './api';
import { dropLegacyCopies } from './kept-replies';
import { type LocalDb, localDb, localStore } from './local-db';
import { flushNotificationReads, NOTIFICATIONS_PATH, storePulledNotification } from './notification-reads';
import { isOnline, subscribeOnline } from './network-status';
import { disablePush } from './push-subscription';
import { OUTBOX_LOCK, withLock } from './locks';
import {
  flushSearchLogs,
  OUTBOX_SYNC_TAG,
  PUSH_RECEIVED,
  type StillSignedIn,
  type SyncTransport,
  sendOutbox,
} from './outbox';
import { readStoredUser } from './stored-user';

/** SPEC §9 reconnect delays, reused as the flush backoff. */
export const BACKOFF_MS = [1000, 2000, 5000, 10_000];

/** A row of a synced table as the server sends it. */
type Row = { [K in SyncedTableName]: z.output<(typeof SYNCED_ROWS)[K]['row']> }[SyncedTableName];
/** What a pull brings to the device: every synced table, the notifications (read-only but for read_at) included. */
export type PulledTable = SyncedTableName;

const writeReplies = new Map<string, ReplySchema<unknown>>();

/**
 * The reply schema of each write the outbox sends (core/schemas): a write is settled only with a row the device
 * understands. Built on first use, as the synced schemas are.
 */
function writeReply(method: string, path: string): ReplySchema<unknown> {
  if (path === '/api/search-logs') return searchLogBatchReplySchema;
  if (path.startsWith(`${NOTIFICATIONS_PATH}/`)) return notificationReadReplySchema;
  const table = WRITABLE_TABLE_NAMES.find((t) => path.startsWith(`${SYNCED_TABLES[t].path}/`));
  if (!table) throw new Error(`Sem esquema de resposta para ${method} ${path}`);
  const key = `${method} ${table}`;
  let schema = writeReplies.get(key);
  if (!schema) {
    const row = SYNCED_ROWS[table].row;
    schema = method === 'DELETE' ? deleteReplySchema(row) : putReplySchema(row);
    writeReplies.set(key, schema);
  }
  return schema;
}

/** The page sends through the one API client (Bearer token, one refresh on 401); sign-out aborts what is in flight. */
function pageTransport(signal?: AbortSignal): SyncTransport {
  return async (method, path, body) => {
    try {
      const reply = writeReply(method, path);
      return { status: 200, body: await api(path, reply, { method, signal, ...(body === undefined ? {} : { body }) }) };
    } catch (err) {
      // The server's refusal goes back to the outbox as it came (its status and body: the reason it keeps). A reply
      // the device does not understand is not a refusal: the write waits, as when the server is unreachable.
      if (err instanceof ApiError && err.status !== 0 && err.code !== INVALID_REPLY_CODE)
        return { status: err.status, body: err.body };
      throw err;
    }
  };
}
export const apiTransport: SyncTransport = pageTransport();

type PullPage = { items: unknown[]; cursor: string | null; hasMore: boolean };
let pullPage: ReplySchema<PullPage> | undefined;
/** The page is checked as a whole and its rows one by one: one row a newer server sends must not refuse the rest. */
const pullPageSchema = () => {
  pullPage ??= pullReplySchema(z.unknown());
  return pullPage;
};

/** The rows of a page this build can read, and whether some row could not be read. */
function readableRows(table: PulledTable, items: unknown[]): { rows: Row[]; unreadable: boolean } {
  const rows: Row[] = [];
  for (const item of items) {
    const parsed = SYNCED_ROWS[table].row.safeParse(item);
    if (parsed.success) rows.push(parsed.data as Row);
  }
  return { rows, unreadable: rows.length < items.length };
}

/** Stores one pulled row unless a write of the device's own for it is still waiting. */
async function storePulled(db: LocalDb, userId: string, table: PulledTable, item: Row): Promise<void> {
  if (table === 'notifications') return storePulledNotification(db, userId, item as AppNotification);
  const waiting = await db.outbox.where('[userId+table+id]').equals([userId, table, item.id]).count();
  if (waiting === 0) await localStore(db, table).put({ ...item, userId, pending: 0 } as never);
}

/**
 * Pulls the server's changes since this device's cursor; rows with writes still waiting are left alone. The
 * cursor is opaque: whatever the server sent last (an old timestamp one makes the server send everything once).
 */
export async function pullChanges(
  db: LocalDb,
  userId: string,
  table: PulledTable,
  live: StillSignedIn = () => true,
  signal?: AbortSignal,
): Promise<void> {
  const key = `${userId}:${table}`;
  for (let page = 0; page < 20 && live(); page++) {
    const cursor = (await db.cursors.get(key))?.cursor;
    const res = await api(
      `${SYNCED_TABLES[table].path}${cursor ? `?updated_since=${encodeURIComponent(cursor)}` : ''}`,
      pullPageSchema(),
      { signal },
    );
    // A row of a kind this build does not know yet (the server was updated first): the others are stored, and the
    // cursor stays where it was, so the updated app pulls that row again instead of never seeing it.
    const { rows, unreadable } = readableRows(table, res.items);
    const local = localStore(db, table);
    await db.transaction('rw', [local, db.outbox, db.cursors], async () => {
      // Signed out while this reply travelled: its rows must not come back to the device.
      if (!live()) return;
      for (const item of rows) await storePulled(db, userId, table, item);
      if (res.cursor && !unreadable) await db.cursors.put({ key, cursor: res.cursor });
    });
    if (!res.hasMore || unreadable) return;
  }
}

/**
 * Sign-out: this user's rows, writes, history, kept replies and cursors leave the device. Every store is walked, so
 * one added later goes too: each has a userId index (local-db.ts), the cursors a key that starts with the user's id.
 */
export async function forgetUser(db: LocalDb, userId: string): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    for (const table of db.tables) {
      if (table.schema.idxByName.userId) await table.where('userId').equals(userId).delete();
      else await table.where(':id').startsWith(`${userId}:`).delete();
    }
  });
}

/**
 * Asks the service worker to flush the outbox when the network is back, even if this tab is closed by then
 * (Background Sync; Chromium-based browsers). Elsewhere the `online`/start-up/visibility triggers do it.
 */
export async function requestBackgroundSync(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !navigator.serviceWorker.controller)
    return;
  try {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync?: { register(tag: string): Promise<void> };
    };
    await registration.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // Refused (permission, private mode): the page's own triggers still flush.
  }
}

let timer: ReturnType<typeof setTimeout> | null = null;
let running = false;
let again = false;
/** One per signed-in user in this tab; sign-out aborts it (in-flight requests) and its replies are dropped. */
const sessions = new Map<string, AbortController>();

function sessionOf(userId: string): AbortController {
  let session = sessions.get(userId);
  if (!session) {
    session = new AbortController();
    sessions.set(userId, session);
  }
  return session;
}

/**
 * Flush then pull, with backoff 1, 2, 5, 10 s while it fails; safe to call often. The whole round holds the
 * outbox lock (shared with other tabs and the service worker), which sign-out takes before it forgets the user.
 */
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
  const { signal } = sessionOf(userId);
  // Another tab may have signed this user out: its stored user is gone too.
  const live: StillSignedIn = () => !signal.aborted && readStoredUser()?.id === userId;
  const send = pageTransport(signal);
  try {
    await withLock(OUTBOX_LOCK, async () => {
      if (!live()) return;
      if ((await sendOutbox(db, userId, send, live)) === 'retry') throw new Error('retry');
      if ((await flushSearchLogs(db, userId, send, live)) === 'retry') throw new Error('retry');
      if ((await flushNotificationReads(db, userId, send, live)) === 'retry') throw new Error('retry');
      for (const table of SYNCED_TABLE_NAMES) await pullChanges(db, userId, table, live, signal);
    });
  } catch {
    if (live()) {
      const delay = BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)] ?? 10_000;
      if (typeof navigator === 'undefined' || navigator.onLine)
        timer = setTimeout(() => void syncNow(userId, db, attempt + 1), delay);
      // If this tab closes before the retry, the service worker sends the outbox once the network is back.
      void requestBackgroundSync();
    }
  } finally {
    running = false;
    if (again && live()) void syncNow(userId, db);
  }
}

/**
 * Sign-out, on the device: stops this tab's sync (in-flight requests aborted, later replies dropped), waits for
 * any flush holding the outbox lock (another tab, the service worker) and, still holding it, forgets the user's
 * rows, writes, history and cursors; `andThen` runs under the same lock (the stored user is cleared there, so no
 * other tab starts a sync for this user in between).
 */
export async function stopSyncAndForget(
  userId: string,
  db: LocalDb = localDb,
  andThen: () => void = () => undefined,
): Promise<void> {
  sessions.get(userId)?.abort();
  sessions.delete(userId);
  if (timer) clearTimeout(timer);
  timer = null;
  again = false;
  await withLock(OUTBOX_LOCK, async () => {
    try {
      await forgetUser(db, userId);
    } finally {
      andThen();
    }
  });
}

/**
 * Sign-out on this device (auth-state's signOut loads this module then): first, while the session still works
 * and never longer than 3 s, this device stops receiving the user's pushes; then stopSyncAndForget. What older
 * versions kept in localStorage goes too.
 */
export async function signOutDevice(userId: string, clearUser: () => void): Promise<void> {
  dropLegacyCopies();
  await Promise.race([disablePush().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 3000))]);
  await stopSyncAndForget(userId, localDb, clearUser).catch(() => clearUser());
}

/**
 * Start-up, back online (the browser's event or the server answering again), back to the tab and a push all sync.
 * At start-up the copies older versions kept in localStorage go (they live in IndexedDB now).
 */
export function startSync(userId: string): () => void {
  dropLegacyCopies();
  const run = () => void syncNow(userId);
  const onVisible = () => document.visibilityState === 'visible' && run();
  let wasOnline = isOnline();
  const onNetworkChange = () => {
    const online = isOnline();
    if (online && !wasOnline) run();
    wasOnline = online;
  };
  const onWorkerMessage = (event: MessageEvent) => (event.data as { type?: unknown })?.type === PUSH_RECEIVED && run();
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
  const stopWatching = subscribeOnline(onNetworkChange);
  document.addEventListener('visibilitychange', onVisible);
  worker?.addEventListener('message', onWorkerMessage);
  run();
  return () => {
    stopWatching();
    document.removeEventListener('visibilitychange', onVisible);
    worker?.removeEventListener('message', onWorkerMessage);
    if (timer) clearTimeout(timer);
  };
}
