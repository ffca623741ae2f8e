import { describe, expect, it } from 'vitest';
import { makeSavedFlight, makeSearchQuery } from '@tests/helpers/flight-fixture';
import { LocalDb, SCHEMA_VERSIONS } from './local-db';
import { writeLocal } from './outbox';
import { rememberSearch } from '@/shared/search-history';

// The device's IndexedDB schema: an upgrade keeps what an older version wrote.

const USER = 'user-1';
const flight = (id: string, minute: number) =>
  makeSavedFlight(id, new Date(Date.UTC(2026, 10, 22, 12, minute)).toISOString(), { milhas: 50000 });
const query = (destination: string) => makeSearchQuery({ destination });

describe('schema upgrades', () => {
  it('a device on version 1 keeps its saved flights, alerts and waiting writes after the upgrade', async () => {
    const name = `upgrade-${Math.random()}`;
    const old = new LocalDb(name, 1);
    await writeLocal(old, USER, 'saved_flights', flight('kept', 1));
    await old.cursors.put({ key: `${USER}:saved_flights`, cursor: '2026-11-22T10:00:00.000Z' });
    expect(old.verno).toBe(1);
    old.close();

    const current = new LocalDb(name);
    await current.open();
    expect(current.verno).toBe(SCHEMA_VERSIONS.length);
    expect((await current.savedFlights.get('kept'))?.pending).toBe(1);
    expect(await current.outbox.count()).toBe(1);
    expect((await current.cursors.get(`${USER}:saved_flights`))?.cursor).toBe('2026-11-22T10:00:00.000Z');
    await rememberSearch(USER, query('MIA'), [], new Date(), current);
    expect(await current.recentSearches.count()).toBe(1);
    current.close();
  });
});
