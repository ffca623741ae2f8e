// Price alerts on the device (SPEC §3 price_alerts): written at once, synced later (src/lib/outbox.ts).
import type { PriceAlert } from '@core/schemas/sync';
import { type LocalDb, localDb } from './local-db';
import { deleteLocal, writeLocalOnce } from './outbox';
import { stableUuid } from './stable-id';
import { syncNow } from './sync';

export interface NewPriceAlert {
  origin: string;
  destination: string;
  max_price: number;
  alert_type: 'milhas' | 'reais';
  date_from?: string | null;
  date_to?: string | null;
  cabin?: PriceAlert['cabin'];
}

/** The alert's id: the same route, currency and price for the same user is one alert, on every device. */
export function priceAlertId(userId: string, alert: NewPriceAlert): Promise<string> {
  return stableUuid(
    `price_alerts|${userId}|${alert.origin}|${alert.destination}|${alert.alert_type}|${alert.max_price}`,
  );
}

/** Creates once: 'already' when the user has this very alert (a double submit, or the same one again). */
export async function createPriceAlert(
  userId: string,
  alert: NewPriceAlert,
  db: LocalDb = localDb,
  now = new Date(),
): Promise<'created' | 'already'> {
  const iso = now.toISOString();
  const row: PriceAlert = {
    id: await priceAlertId(userId, alert),
    date_from: null,
    date_to: null,
    cabin: null,
    ...alert,
    active: true,
    created_at: iso,
    updated_at: iso,
    deleted_at: null,
  };
  const result = await writeLocalOnce(db, userId, 'price_alerts', row);
  if (result === 'written') void syncNow(userId, db);
  return result === 'written' ? 'created' : 'already';
}

export async function removePriceAlert(userId: string, id: string): Promise<void> {
  await deleteLocal(localDb, userId, 'price_alerts', id);
  void syncNow(userId);
}
