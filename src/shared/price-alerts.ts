// Price alerts on the device (SPEC §3 price_alerts): written at once, synced later (src/lib/outbox.ts).
import type { AwardProgram } from '@core/schemas/award';
import type { AlertTrigger, PriceAlert } from '@core/schemas/sync';
import { type LocalDb, type LocalPriceAlert, localDb } from '@/lib/local-db';
import { deleteLocal, writeLocalOnce } from '@/lib/outbox';
import { stableUuid } from '@/lib/stable-id';
import { syncNow } from '@/lib/sync';

export interface NewPriceAlert {
  origin: string;
  destination: string;
  /** Absent = 'max_price' (a maximum); 'below_typical' has no maximum (max_price null). */
  trigger?: AlertTrigger;
  max_price: number | null;
  alert_type: 'milhas' | 'reais';
  date_from?: string | null;
  date_to?: string | null;
  cabin?: PriceAlert['cabin'];
  /** Passengers the price is watched for (the price itself is per passenger); absent = 1. */
  passengers?: number;
  /** 22h–7h Brasília: push, e-mail and Telegram of the night wait for 7h; absent = off. */
  quiet_hours?: boolean;
  /** "Avisar quando abrir": the programme whose seats for date_from open later; absent = none. */
  opening_program?: AwardProgram | null;
}

/**
 * The alert's id: the same route, currency, price, days and cabin for the same user is one alert, on every
 * device; two windows are two alerts. One with no window and any cabin keeps the id it had before windows existed.
 */
export function priceAlertId(userId: string, alert: NewPriceAlert): Promise<string> {
  // 'Abaixo do normal' stands where the price stands: one such alert per route, unit, days and cabin.
  const price = alert.trigger === 'below_typical' ? 'below_typical' : alert.max_price;
  const base = `price_alerts|${userId}|${alert.origin}|${alert.destination}|${alert.alert_type}|${price}`;
  const watch = [alert.date_from ?? '', alert.date_to ?? '', alert.cabin ?? ''];
  // A group is another alert; one passenger keeps the id it had before the count existed.
  if (alert.passengers && alert.passengers > 1) watch.push(`${alert.passengers}p`);
  // Waiting for an opening is another alert than the same watch without it.
  if (alert.opening_program) watch.push(`abre-${alert.opening_program}`);
  return stableUuid(watch.some(Boolean) ? `${base}|${watch.join('|')}` : base);
}

/** The device's fields of a local alert: what a write sends (the server's observations stay out of it). */
export function deviceFields(alert: LocalPriceAlert): PriceAlert {
  const { id, origin, destination, max_price, alert_type, active, created_at, updated_at, deleted_at } = alert;
  const window = { date_from: alert.date_from ?? null, date_to: alert.date_to ?? null, cabin: alert.cabin ?? null };
  const passengers = alert.passengers ?? 1;
  return {
    id,
    origin,
    destination,
    // A row written before the mode existed is a maximum-price alert.
    trigger: alert.trigger ?? 'max_price',
    max_price,
    alert_type,
    active,
    created_at,
    updated_at,
    deleted_at,
    ...window,
    passengers,
    // A row kept before quiet hours existed has them off; a write must not switch them off for a row that has them.
    quiet_hours: alert.quiet_hours ?? false,
    opening_program: alert.opening_program ?? null,
  };
}

/**
 * A synced edit of the device's own fields (pause, quiet hours) through the outbox. The local row keeps what the
 * server last observed (last check, best price) while the write waits.
 */
async function editPriceAlert(
  userId: string,
  id: string,
  changes: Partial<Pick<PriceAlert, 'active' | 'quiet_hours'>>,
  db: LocalDb,
  now: Date,
): Promise<void> {
  await db.transaction('rw', [db.priceAlerts, db.outbox], async () => {
    const row = await db.priceAlerts.get(id);
    if (!row || row.userId !== userId || row.deleted_at) return;
    const updated_at = now.toISOString();
    await db.priceAlerts.update(id, { ...changes, updated_at, pending: 1, sync_error: undefined });
    const payload = deviceFields({ ...row, ...changes, updated_at });
    await db.outbox.add({ userId, table: 'price_alerts', op: 'put', id, payload, attempts: 0 });
  });
  void syncNow(userId, db);
}

/** Pause or resume. */
export function setPriceAlertActive(
  userId: string,
  id: string,
  active: boolean,
  db: LocalDb = localDb,
  now = new Date(),
): Promise<void> {
  return editPriceAlert(userId, id, { active }, db, now);
}

/** Quiet hours on or off (22h–7h Brasília: push, e-mail and Telegram of the night wait for 7h). */
export function setPriceAlertQuietHours(
  userId: string,
  id: string,
  quiet: boolean,
  db: LocalDb = localDb,
  now = new Date(),
): Promise<void> {
  return editPriceAlert(userId, id, { quiet_hours: quiet }, db, now);
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
    passengers: 1,
    trigger: 'max_price',
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
