import { describe, expect, it } from 'vitest';
import { makeSavedFlight, makeSearchQuery } from '@tests/helpers/flight-fixture';
import { keepReply, keptReplies } from './kept-replies';
import { LocalDb, SCHEMA_VERSIONS } from './local-db';
import { writeLocal } from './outbox';
import { clearStoredUser, writeStoredUser } from './stored-user';
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

  it('declares the stores each shipped version made, as they shipped (the synced ones from core/sync/tables.ts)', () => {
    expect(SCHEMA_VERSIONS.slice(0, 5)).toEqual([
      {
        outbox: '++seq, userId, [userId+table+id]',
        cursors: 'key',
        savedFlights: 'id, userId, [userId+saved_at]',
        priceAlerts: 'id, userId',
      },
      {
        searchLogs: 'id, userId, [userId+pending], [userId+created_at]',
        recentSearches: 'key, userId, [userId+fetchedAt]',
      },
      { notifications: 'id, userId, [userId+created_at], [userId+pending]' },
      { wallet: 'id, userId', bonusAlerts: 'id, userId' },
      { keptReplies: 'key, userId, [userId+kind+savedAt]' },
    ]);
  });

  it('a device on version 4 keeps its wallet, bonus alerts and notifications, and gains the kept replies', async () => {
    const name = `upgrade-${Math.random()}`;
    const old = new LocalDb(name, 4);
    await old.wallet.put({ id: 'w', userId: USER, pending: 0 } as never);
    await old.bonusAlerts.put({ id: 'b', userId: USER, pending: 1 } as never);
    await old.notifications.put({ id: 'n', userId: USER, pending: 0 } as never);
    old.close();

    const current = new LocalDb(name);
    await current.open();
    expect(current.tables.map((t) => t.name).sort()).toEqual(
      [...new Set(SCHEMA_VERSIONS.flatMap((stores) => Object.keys(stores)))].sort(),
    );
    expect(await current.wallet.get('w')).toMatchObject({ userId: USER });
    expect(await current.bonusAlerts.get('b')).toMatchObject({ pending: 1 });
    expect(await current.notifications.count()).toBe(1);
    writeStoredUser({ id: USER, email: 'viajante@example.com' });
    await keepReply(USER, 'calendar', 'k', { any: 'reply' }, { db: current });
    clearStoredUser();
    expect(await keptReplies(USER, 'calendar', { safeParse: (v) => ({ success: true, data: v }) }, current)).toEqual([
      { id: 'k', savedAt: expect.any(String), reply: { any: 'reply' } },
    ]);
    current.close();
  });
});
