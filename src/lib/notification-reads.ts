// In-app notifications on the device: pulled like saved flights (src/lib/sync.ts), read offline, and
// marked as read at once on the device; the mark waits (pending = 1) until PUT /api/notifications/:id/read
// reaches the server. No DOM and no stored token: the page and the service worker both flush it.
import type { AppNotification } from '@core/schemas/alerts';
import { SYNCED_TABLES } from '@core/sync/tables';
import type { LocalDb } from './local-db';
import { type Flush, isRefusal, sendOrUnreached } from './sync-transport';

export const NOTIFICATIONS_PATH = SYNCED_TABLES.notifications.path;

/** A pulled notification; a read mark still waiting on this device wins over the server's unread copy. */
export async function storePulledNotification(db: LocalDb, userId: string, item: AppNotification): Promise<void> {
  const local = await db.notifications.get(item.id);
  if (local?.pending === 1 && item.read_at === null && !item.deleted_at) {
    await db.notifications.put({ ...item, read_at: local.read_at, userId, pending: 1 });
    return;
  }
  await db.notifications.put({ ...item, userId, pending: 0 });
}

/** Marks one notification as read on the device; the server hears of it at the next flush. */
export async function markNotificationRead(db: LocalDb, userId: string, id: string, now = new Date()): Promise<void> {
  await db.transaction('rw', db.notifications, async () => {
    const row = await db.notifications.get(id);
    if (!row || row.userId !== userId || row.read_at) return;
    await db.notifications.update(id, { read_at: now.toISOString(), pending: 1 });
  });
}

/** Marks every unread notification of the user as read on the device. */
export async function markAllNotificationsRead(db: LocalDb, userId: string, now = new Date()): Promise<number> {
  return db.transaction('rw', db.notifications, async () => {
    const unread = await db.notifications
      .where('userId')
      .equals(userId)
      .filter((n) => n.read_at === null && !n.deleted_at)
      .primaryKeys();
    const read_at = now.toISOString();
    await db.notifications.bulkUpdate(unread.map((key) => ({ key, changes: { read_at, pending: 1 as const } })));
    return unread.length;
  });
}

/**
 * Sends the read marks waiting on this device, one PUT each. Stops at the first failure that may pass
 * (offline, 401, 429, 5xx); a refusal (the notification is gone) settles that mark, as the outbox does.
 */
export const flushNotificationReads: Flush = async (db, userId, send, live = () => true) => {
  const waiting = await db.notifications.where('[userId+pending]').equals([userId, 1]).toArray();
  for (const row of waiting) {
    if (!live()) return 'done';
    const { status } = await sendOrUnreached(send, 'PUT', `${NOTIFICATIONS_PATH}/${row.id}/read`, {});
    if (!(status >= 200 && status < 300) && !isRefusal(status)) return 'retry';
    await db.transaction('rw', db.notifications, async () => {
      if (live()) await db.notifications.update(row.id, { pending: 0 });
    });
  }
  return 'done';
};
