import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeFlight } from '@tests/helpers/flight-fixture';
import { LocalDb } from '@/lib/local-db';
import { createPriceAlert } from './price-alerts';
import { saveFlight } from './saved-flights';
import { deleteLocal } from '@/lib/outbox';

// A double click on 'Salvar' (or 'Criar alerta') keeps one row, whatever the timing.
const USER = 'user-1';
let db: LocalDb;

beforeEach(() => {
  db = new LocalDb(`saved-${Math.random()}`);
});
afterEach(() => db.close());

const live = async () => (await db.savedFlights.toArray()).filter((f) => !f.deleted_at);

describe('saving a flight on the device', () => {
  it('two saves of the same flight at the same moment keep one row and send one write', async () => {
    const flight = makeFlight('resultado-1', { miles: 48500, milesProgram: 'LATAM Pass', flightNumber: 'LA8180' });
    const results = await Promise.all([saveFlight(USER, flight, db), saveFlight(USER, flight, db)]);
    expect(results.sort()).toEqual(['already', 'saved']);
    expect(await live()).toHaveLength(1);
    expect(await db.outbox.count()).toBe(1);
  });

  it('the same offer from a later search (another result id) is the same saved flight; another offer is not', async () => {
    const first = makeFlight('busca-1-item-3', { miles: 48500, milesProgram: 'LATAM Pass', flightNumber: 'LA8180' });
    const again = makeFlight('busca-2-item-7', { miles: 48500, milesProgram: 'LATAM Pass', flightNumber: 'LA8180' });
    const otherCabin = makeFlight('busca-2-item-8', {
      miles: 48500,
      milesProgram: 'LATAM Pass',
      flightNumber: 'LA8180',
      cabinClass: 'BUSINESS',
    });
    expect(await saveFlight(USER, first, db)).toBe('saved');
    expect(await saveFlight(USER, again, db)).toBe('already');
    expect(await saveFlight(USER, otherCabin, db)).toBe('saved');
    expect(await live()).toHaveLength(2);
  });

  it('each user has their own row for the same flight (ids never collide between accounts)', async () => {
    const flight = makeFlight('r', { flightNumber: 'G31234' });
    await saveFlight(USER, flight, db);
    await saveFlight('user-2', flight, db);
    const rows = await db.savedFlights.toArray();
    expect(new Set(rows.map((r) => r.id)).size).toBe(2);
    expect(rows.every((r) => /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(r.id))).toBe(
      true,
    );
  });

  it('saved, removed, saved again: the flight is back as a newer edit of the same row', async () => {
    const flight = makeFlight('r', { flightNumber: 'AD4050' });
    await saveFlight(USER, flight, db, new Date('2026-11-22T12:00:00Z'));
    const [row] = await db.savedFlights.toArray();
    await deleteLocal(db, USER, 'saved_flights', row?.id ?? '', new Date('2026-11-22T12:01:00Z'));
    expect(await live()).toHaveLength(0);
    expect(await saveFlight(USER, flight, db, new Date('2026-11-22T12:02:00Z'))).toBe('saved');
    const back = await live();
    expect(back.map((r) => [r.id, r.updated_at])).toEqual([[row?.id, '2026-11-22T12:02:00.000Z']]);
  });
});

describe('creating a price alert on the device', () => {
  it('the same route, currency and price twice is one alert; another price is another alert', async () => {
    const alert = { origin: 'GRU', destination: 'LIS', max_price: 60000, alert_type: 'milhas' as const };
    const results = await Promise.all([createPriceAlert(USER, alert, db), createPriceAlert(USER, alert, db)]);
    expect(results.sort()).toEqual(['already', 'created']);
    expect(await createPriceAlert(USER, { ...alert, max_price: 55000 }, db)).toBe('created');
    expect(await db.priceAlerts.count()).toBe(2);
    expect(await db.outbox.count()).toBe(2);
  });
});
