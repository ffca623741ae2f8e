// The in-app notifications: one row per announcement, synced to the device like saved flights, and the record every
// other channel sends from. Whoever announces something owes it here (notify), in its own transaction.
import { z } from '@core/schemas/zod-locale';
import type { Db, Queryable } from '../db/client';
import { findRow, NOTIFICATIONS, nextVersion } from '../sync/sync-table';
import { oweDelivery } from './delivery-store';

const idRows = z.array(z.object({ id: z.string() }));

/** What a notification announces besides its text: a price alert's fare, a bonus alert's campaign, or a lot's expiry. */
export type Announced =
  | {
      kind: 'price_alert';
      alertId: string;
      origin: string;
      destination: string;
      date: string;
      price: number;
      unit: 'reais' | 'milhas';
      valueBrl: number | null;
      source: string;
    }
  | { kind: 'bonus_alert'; bonusAlertId: string; campaignId: string }
  | { kind: 'expiry_reminder'; lotId: string; reminderDays: number; expiresOn: string }
  | { kind: 'booking_opened'; alertId: string; origin: string; destination: string; date: string };

export interface NewInApp {
  userId: string;
  title: string;
  body: string;
  url: string;
  at: Date;
  /** Seconds the other channels wait (an alert's quiet hours); 0 or absent: sent at once. */
  holdSeconds?: number;
  announces: Announced;
}

async function insertRow(tx: Queryable, n: NewInApp, version: number): Promise<string | undefined> {
  const a = n.announces;
  if (a.kind === 'booking_opened') {
    // Once per (alert, travel day), ever: two rounds at once never announce an opening twice.
    const [row] = idRows.parse(
      await tx.query(
        `INSERT INTO notifications (user_id, kind, alert_id, origin, destination, date, title, body, url, created_at,
           updated_at, sync_version)
         VALUES ($1, 'booking_opened', $2, $3, $4, $5, $6, $7, $8, $9, $9, $10)
         ON CONFLICT (alert_id, date) WHERE kind = 'booking_opened' DO NOTHING RETURNING id`,
        [n.userId, a.alertId, a.origin, a.destination, a.date, n.title, n.body, n.url, n.at.toISOString(), version],
      ),
    );
    return row?.id;
  }
  if (a.kind === 'expiry_reminder') {
    // Once per (lot, window, expiry date), ever: two job runs at once never remind twice.
    const [row] = idRows.parse(
      await tx.query(
        `INSERT INTO notifications (user_id, kind, wallet_lot_id, reminder_days, lot_expires_on, title, body, url,
           created_at, updated_at, sync_version)
         VALUES ($1, 'expiry_reminder', $2, $3, $4, $5, $6, $7, $8, $8, $9)
         ON CONFLICT (wallet_lot_id, reminder_days, lot_expires_on) DO NOTHING RETURNING id`,
        [n.userId, a.lotId, a.reminderDays, a.expiresOn, n.title, n.body, n.url, n.at.toISOString(), version],
      ),
    );
    return row?.id;
  }
  if (a.kind === 'bonus_alert') {
    // Once per (alert, campaign), ever: runs on several instances at once never announce a campaign twice.
    const [row] = idRows.parse(
      await tx.query(
        `INSERT INTO notifications (user_id, kind, bonus_alert_id, campaign_id, title, body, url, created_at, updated_at,
           sync_version)
         VALUES ($1, 'bonus_alert', $2, $3, $4, $5, $6, $7, $7, $8)
         ON CONFLICT (bonus_alert_id, campaign_id) DO NOTHING RETURNING id`,
        [n.userId, a.bonusAlertId, a.campaignId, n.title, n.body, n.url, n.at.toISOString(), version],
      ),
    );
    return row?.id;
  }
  const [row] = idRows.parse(
    await tx.query(
      `INSERT INTO notifications (user_id, alert_id, title, body, url, origin, destination, date, price, unit, value_brl,
       source, created_at, updated_at, sync_version)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13, $14) RETURNING id`,
      [
        n.userId,
        a.alertId,
        n.title,
        n.body,
        n.url,
        a.origin,
        a.destination,
        a.date,
        a.price,
        a.unit,
        a.valueBrl,
        a.source,
        n.at.toISOString(),
        version,
      ],
    ),
  );
  if (!row) throw new Error('notifications: nenhuma linha inserida');
  return row.id;
}

/**
 * Writes the notification and owes its delivery on every other channel, in the caller's transaction (intent first:
 * the delivery worker sends it even after a crash). Its id; null when a bonus alert already announced this campaign,
 * or this lot was already reminded in this window for this expiry date.
 */
export async function notify(tx: Queryable, n: NewInApp): Promise<string | null> {
  const id = await insertRow(tx, n, await nextVersion(tx, n.userId));
  if (id === undefined) return null;
  await oweDelivery(tx, id, n.userId, n.holdSeconds ?? 0);
  return id;
}

/** Marks one of the caller's notifications read (once; a second call changes nothing). Null when not theirs. */
export function markNotificationRead(db: Db, userId: string, id: string) {
  return db.transaction(async (tx) => {
    const [row] = z
      .array(z.object({ read: z.boolean() }))
      .parse(
        await tx.query(
          'SELECT read_at IS NOT NULL AS read FROM notifications WHERE id = $1 AND user_id = $2 FOR UPDATE',
          [id, userId],
        ),
      );
    if (!row) return null;
    if (!row.read) {
      await tx.query(
        'UPDATE notifications SET read_at = now(), updated_at = now(), sync_version = $3 WHERE id = $1 AND user_id = $2',
        [id, userId, await nextVersion(tx, userId)],
      );
    }
    return findRow(tx, NOTIFICATIONS, userId, id);
  });
}
