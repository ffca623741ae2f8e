import { type AppNotification, notificationReadReplySchema, notificationSchema } from '@core/schemas/alerts';
import {
  deleteReplySchema,
  type PriceAlertRow,
  priceAlertRowSchema,
  pullReplySchema,
  putReplySchema,
  type SavedFlight,
  savedFlightSchema,
  searchLogBatchReplySchema,
} from '@core/schemas/sync';
import { type BonusAlertRow, bonusAlertRowSchema, type WalletRow, walletRowSchema } from '@core/schemas/wallet';
import { z } from '@core/schemas/zod-locale';
import { ApiError, api, INVALID_REPLY_CODE, type ReplySchema } from './api';
import { type LocalDb, localDb, type SyncedTable } from './local-db';
import { flushNotificationReads, NOTIFICATIONS_PATH, storePulledNotification } from './notification-reads';
import { isOnline, subscribeOnline } from './network-status';
import { disablePush } from './push-subscription';
import { OUTBOX_LOCK, withLock } from './locks';
import {
  flushSearchLogs,
  localTable,
  OUTBOX_SYNC_TAG,
  PUSH_RECEIVED,
  SYNC_PATHS,
  type StillSignedIn,
  type SyncTransport,
  sendOutbox,
} from './outbox';
import { readStoredUser } from './stored-user';

/** SPEC §9 reconnect delays, reused as the flush backoff. */
export const BACKOFF_MS = [1000, 2000, 5000, 10_000];

type Row = SavedFlight | PriceAlertRow | WalletRow | BonusAlertRow | AppNotification;
/** What a pull brings to the device: the two synced tables, and the notifications (read-only but for read_at). */
export type PulledTable = SyncedTable | 'notifications';

const writeReplies = new Map<string, ReplySchema<unknown>>();

/** Each synced table's row as the server keeps it. */
const ROW_SCHEMAS: Record<SyncedTable, z.ZodType> = {
  saved_flights: savedFlightSchema,
  price_alerts: priceAlertRowSchema,
  wallet: walletRowSchema,
  bonus_alerts: bonusAlertRowSchema,
};

/**
 * The reply schema of each write the outbox sends (core/schemas): a write is settled only with a row the device
 * understands. Built on first use, as the synced schemas are.
 */
function writeReply(method: string, path: string): ReplySchema<unknown> {
  if (path === '/api/search-logs') return searchLogBatchReplySchema;
  if (path.startsWith(`${NOTIFICATIONS_PATH}/`)) return notificationReadReplySchema;
  const table = (Object.keys(SYNC_PATHS) as SyncedTable[]).find((t) => path.startsWith(`${SYNC_PATHS[t]}/`));
  if (!table) throw new Error(`Sem esquema de resposta para ${method} ${path}`);
  const key = `${method} ${table}`;
  let schema = writeReplies.get(key);
  if (!schema) {
    const row = ROW_SCHEMAS[table];
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

/** A pulled row as this build reads it. */
const PULLED_ROWS: Record<PulledTable, z.ZodType> = { ...ROW_SCHEMAS, notifications: notificationSchema };
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
    const parsed = PULLED_ROWS[table].safeParse(item);
    if (parsed.success) rows.push(parsed.data as Row);
  }
  return { rows, unreadable: rows.length < items.length };
}
const PULL_PATHS: Record<PulledTable, string> = { ...SYNC_PATHS, notifications: NOTIFICATIONS_PATH };

/** Stores one pulled row unless a write of the device's own for it is still waiting. */
async function storePulled(db: LocalDb, userId: string, table: PulledTable, item: Row): Promise<void> {
  if (table === 'notifications') return storePulledNotification(db, userId, item as AppNotification);
  const waiting = await db.outbox.where('[userId+table+id]').equals([userId, table, item.id]).count();
  if (waiting === 0) await localTable(db, table).put({ ...item, userId, pending: 0 } as never);
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
      `${PULL_PATHS[table]}${cursor ? `?updated_since=${encodeURIComponent(cursor)}` : ''}`,
      pullPageSchema(),
      { signal },
    );
    // A row of a kind this build does not know yet (the server was updated first): the others are stored, and the
    // cursor stays where it was, so the updated app pulls that row again instead of never seeing it.
    const { rows, unreadable } = readableRows(table, res.items);
    const local = table === 'notifications' ? db.notifications : localTable(db, table);
    await db.transaction('rw', [local, db.outbox, db.cursors], async () => {
      // Signed out while this reply travelled: its rows must not come back to the device.
      if (!live()) return;
      for (const item of rows) await storePulled(db, userId, table, item);
      if (res.cursor && !unreadable) await db.cursors.put({ key, cursor: res.cursor });
    });
    if (!res.hasMore || unreadable) return;
  }
}

/** Sign-out: this user's rows, writes, history and cursors leave the device. */
export async function forgetUser(db: LocalDb, userId: string): Promise<void> {
  const tables = [db.savedFlights, db.priceAlerts, db.wallet, db.bonusAlerts, db.searchLogs, db.recentSearches];
  const owned = [...tables, db.notifications, db.outbox];
  await db.transaction('rw', [...owned, db.cursors], async () => {
    for (const table of owned) {
      await table.where('userId').equals(userId).delete();
    }
    await db.cursors.where('key').startsWith(`${userId}:`).delete();
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
      await pullChanges(db, userId, 'saved_flights', live, signal);
      await pullChanges(db, userId, 'price_alerts', live, signal);
      await pullChanges(db, userId, 'wallet', live, signal);
      await pullChanges(db, userId, 'bonus_alerts', live, signal);
      await pullChanges(db, userId, 'notifications', live, signal);
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
 * and never longer than 3 s, this device stops receiving the user's pushes; then stopSyncAndForget.
 */
export async function signOutDevice(userId: string, clearUser: () => void): Promise<void> {
  await Promise.race([disablePush().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 3000))]);
  await stopSyncAndForget(userId, localDb, clearUser).catch(() => clearUser());
}

/** Start-up, back online (the browser's event or the server answering again), back to the tab and a push all sync. */
export function startSync(userId: string): () => void {
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
