import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocalDb } from '@/lib/local-db';
import { createPriceAlert, type NewPriceAlert, priceAlertId, setPriceAlertActive } from './price-alerts';
import { stableUuid } from '@/lib/stable-id';
import { syncNow } from '@/lib/sync';

// The writes are checked in the outbox where they wait: the sync that would send them (and clear the outbox) is
// replaced by a spy, and each write must ask it to run for this user and device.
vi.mock('@/lib/sync', () => ({ syncNow: vi.fn(async () => undefined) }));

const USER = 'user-1';
const base: NewPriceAlert = { origin: 'GRU', destination: 'LIS', max_price: 45000, alert_type: 'milhas' };
let db: LocalDb;

beforeEach(() => {
  db = new LocalDb(`test-${Math.random()}`);
  vi.mocked(syncNow).mockClear();
});
afterEach(() => db.close());

describe('price alert identity and pause', () => {
  it('keeps the old id for an alert with no window and any cabin; two windows are two alerts', async () => {
    const old = await stableUuid(`price_alerts|${USER}|GRU|LIS|milhas|45000`);
    expect(await priceAlertId(USER, base)).toBe(old);
    expect(await priceAlertId(USER, { ...base, date_from: null, date_to: null, cabin: null })).toBe(old);
    const december = await priceAlertId(USER, { ...base, date_from: '2026-12-01', date_to: '2026-12-20' });
    const january = await priceAlertId(USER, { ...base, date_from: '2027-01-01', date_to: '2027-01-20' });
    const business = await priceAlertId(USER, { ...base, cabin: 'BUSINESS' });
    expect(new Set([old, december, january, business]).size).toBe(4);
  });

  it('pausing writes only `active` through the outbox and keeps what the server observed', async () => {
    await createPriceAlert(USER, { ...base, cabin: 'ECONOMY' }, db, new Date('2026-11-22T12:00:00Z'));
    const id = await priceAlertId(USER, { ...base, cabin: 'ECONOMY' });
    await db.outbox.clear();
    await db.priceAlerts.update(id, { pending: 0, last_checked_at: '2026-11-22T12:30:00.000Z' });

    vi.mocked(syncNow).mockClear();
    await setPriceAlertActive(USER, id, false, db, new Date('2026-11-22T13:00:00Z'));
    expect(syncNow).toHaveBeenCalledWith(USER, db);
    const row = await db.priceAlerts.get(id);
    expect(row).toMatchObject({ active: false, pending: 1, last_checked_at: '2026-11-22T12:30:00.000Z' });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ op: 'put', id, table: 'price_alerts' });
    expect(entry?.payload).toMatchObject({ active: false, cabin: 'ECONOMY', updated_at: '2026-11-22T13:00:00.000Z' });
    expect(entry?.payload).not.toHaveProperty('last_checked_at');
    expect(entry?.payload).not.toHaveProperty('userId');
  });

  it("an 'abaixo do normal' alert is one per route, unit, days and cabin, and its write says its mode", async () => {
    const relative: NewPriceAlert = { ...base, trigger: 'below_typical', max_price: null };
    const id = await priceAlertId(USER, relative);
    expect(id).not.toBe(await priceAlertId(USER, base));
    expect(await createPriceAlert(USER, relative, db)).toBe('created');
    expect(syncNow).toHaveBeenCalledTimes(1);
    expect(syncNow).toHaveBeenCalledWith(USER, db);
    expect(await createPriceAlert(USER, relative, db)).toBe('already');
    // Nothing new to send: the second submit does not start a sync.
    expect(syncNow).toHaveBeenCalledTimes(1);
    const [entry] = await db.outbox.toArray();
    expect(entry?.payload).toMatchObject({ id, trigger: 'below_typical', max_price: null });
  });

  it('a row kept from before the mode existed is written back as a maximum-price alert', async () => {
    await createPriceAlert(USER, base, db, new Date('2026-11-22T12:00:00Z'));
    const id = await priceAlertId(USER, base);
    await db.priceAlerts.update(id, { pending: 0, trigger: undefined });
    await db.outbox.clear();
    await setPriceAlertActive(USER, id, false, db, new Date('2026-11-22T13:00:00Z'));
    const [entry] = await db.outbox.toArray();
    expect(entry?.payload).toMatchObject({ trigger: 'max_price', max_price: 45000, active: false });
  });
});
