// The in-app notifications: one row per fired alert, synced to the device like saved flights.
import { endWithAirport } from '@core/airports/metro-areas';
import { formatDate } from '@core/format/dates';
import { providerLabel } from '@core/format/labels';
import { formatMilesText } from '@core/format/miles';
import { formatBRL } from '@core/format/money';
import { textLine } from '@core/format/text-line';
import { offerValueText } from '@core/miles/value-text';
import { searchLinkPath } from '@core/links/search-link';
import type { AlertObservation } from '@core/schemas/alerts';
import { z } from '@core/schemas/zod-locale';
import type { Db, Queryable } from '../db/client';
import { findRow, NOTIFICATIONS, nextVersion } from '../sync/sync-table';
import type { CheckedAlert } from './alert-store';
import { belowTypicalTitle, type OfferVerdict } from './below-typical';
import type { OwedNotification } from './deliver';
import { oweDelivery } from './delivery-store';

const idRows = z.array(z.object({ id: z.string() }));

/** A notification as inserted: what its delivery needs, plus the fare it announces. */
export interface NewNotification extends OwedNotification {
  origin: string;
  destination: string;
  date: string;
  unit: 'reais' | 'milhas';
  price: number;
}

/**
 * The pt-BR title and body of a fired alert, the one text every channel sends (push, e-mail, in-app, Telegram):
 * route, date, price (R$, or milhas + the owner's value in reais) and where it was seen.
 */
export function notificationText(
  alert: Pick<CheckedAlert, 'origin' | 'destination' | 'alert_type'>,
  best: AlertObservation,
  verdict: OfferVerdict | null = null,
) {
  const miles = alert.alert_type === 'milhas';
  const price = miles ? formatMilesText(best.price) : formatBRL(best.price);
  const provider = providerLabel(best.source);
  // An alert on a city (SAO) names the airport the offer uses: 'SAO (GRU) → LIS'.
  const route = {
    origin: endWithAirport(alert.origin, best.origin),
    destination: endWithAirport(alert.destination, best.destination),
  };
  const title =
    verdict?.level === 'low'
      ? belowTypicalTitle(route, best.price, verdict)
      : textLine([route.origin, '→', route.destination, 'por', price], ' ');
  return {
    title: textLine([title], '').slice(0, 200),
    body: textLine([formatDate(best.date), best.summary, ...(miles ? offerValueText(best) : []), provider]).slice(
      0,
      500,
    ),
  };
}

export async function insertAlertNotification(
  tx: Queryable,
  alert: CheckedAlert,
  best: AlertObservation,
  at: Date,
  verdict: OfferVerdict | null = null,
): Promise<NewNotification> {
  const unit = alert.alert_type;
  const { title, body } = notificationText(alert, best, verdict);
  const url = searchLinkPath({
    origin: alert.origin,
    destination: alert.destination,
    date: best.date,
    unit,
    cabin: alert.cabin,
    passengers: alert.passengers ?? 1,
  });
  const [row] = idRows.parse(
    await tx.query(
      `INSERT INTO notifications (user_id, alert_id, title, body, url, origin, destination, date, price, unit, value_brl,
       source, created_at, updated_at, sync_version)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13, $14) RETURNING id`,
      [
        alert.user_id,
        alert.id,
        title,
        body,
        url,
        alert.origin,
        alert.destination,
        best.date,
        best.price,
        unit,
        best.value_brl,
        best.source,
        at.toISOString(),
        await nextVersion(tx, alert.user_id),
      ],
    ),
  );
  if (!row) throw new Error('notifications: nenhuma linha inserida');
  // What it owes its owner, in the same transaction: the delivery worker sends it even after a crash.
  await oweDelivery(tx, row.id, alert.user_id);
  const { origin, destination } = alert;
  return {
    id: row.id,
    user_id: alert.user_id,
    alert_id: alert.id,
    title,
    body,
    url,
    origin,
    destination,
    date: best.date,
    unit,
    price: best.price,
  };
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
