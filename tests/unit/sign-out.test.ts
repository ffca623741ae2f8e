import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSearchQuery } from '@tests/helpers/flight-fixture';
import type { CalendarReply } from '@core/schemas/calendar';
import { SYNCED_TABLE_NAMES, SYNCED_TABLES, WRITABLE_TABLE_NAMES } from '@core/sync/tables';
import { keepReply } from '@/lib/kept-replies';
import { localDb, localStore } from '@/lib/local-db';
import { writeLocal } from '@/lib/outbox';
import { STORED_USER_KEY, writeStoredUser } from '@/lib/stored-user';
import { keepCalendar } from '@/features/calendar/recent-calendars';
import { logSearch, rememberSearch } from '@/shared/search-history';
import { KEPT_BONUSES_KIND } from '@/shared/transfer-bonuses';
import { signOut } from '@/features/auth/auth-state';

// Sign-out on a shared device: nothing of the account stays, neither in IndexedDB (every store is walked, so a
// store added later is covered, or this test says it has no row to check) nor in localStorage, where only the
// device's own preferences may remain. Another account's copies on the device stay.

const LEAVING = 'u-leaving';
const STAYING = 'u-staying';
const EMAIL = 'quem-sai@example.com';
/** The device's preferences: how many visits, the install banner and the iOS hint dismissed. None is the user's. */
const DEVICE_PREFERENCES = ['bussola_install_banner_dismissed', 'bussola_ios_hint_dismissed', 'bussola_visits'];

const calendar: CalendarReply = {
  origin: 'GRU',
  destination: 'LIS',
  originAirports: ['GRU'],
  destinationAirports: ['LIS'],
  from: '2026-12-01',
  to: '2026-12-31',
  cabin: 'ECONOMY',
  adults: 1,
  nights: null,
  days: [],
  reference: null,
  demo: true,
  cash: { asked: 0, max: 0, unasked: [] },
  errors: [],
  generatedAt: '2026-11-20T12:00:00.000Z',
};

/** Everything a signed-in account leaves on the device, through the code that writes it. */
async function useTheDevice(userId: string) {
  writeStoredUser({ id: userId, email: `${userId}@example.com` });
  for (const table of WRITABLE_TABLE_NAMES) {
    // The rows' fields do not matter here: the outbox takes them as given; the server is never reached.
    await writeLocal(localDb, userId, table, { id: `${table}:${userId}` } as never);
  }
  for (const table of SYNCED_TABLE_NAMES) {
    if (!SYNCED_TABLES[table].deviceWrites)
      await localStore(localDb, table).put({ id: `${table}:${userId}`, userId, pending: 0 } as never);
    await localDb.cursors.put({ key: `${userId}:${table}`, cursor: 'v1:1' });
  }
  await rememberSearch(userId, makeSearchQuery(), [], new Date(), localDb);
  await logSearch(userId, { origin: 'GRU', destination: 'MIA', search_type: 'milhas', departure_date: null });
  await keepCalendar(userId, `origem=GRU&destino=LIS&u=${userId}`, calendar);
  await keepReply(userId, KEPT_BONUSES_KIND, '', []);
}

/** The rows of a store that name this user anywhere (owner, key, payload). */
async function rowsOf(storeName: string, userId: string) {
  const rows = await localDb.table(storeName).toArray();
  return rows.filter((row) => JSON.stringify(row).includes(userId));
}

beforeEach(() => {
  // Offline: sign-out must not depend on the network.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  await Promise.all(localDb.tables.map((table) => table.clear()));
});

describe('signing out', () => {
  it('leaves nothing of the account in any IndexedDB store, and keeps the other account’s', async () => {
    await useTheDevice(STAYING);
    await useTheDevice(LEAVING);
    for (const store of localDb.tables) {
      expect(await rowsOf(store.name, LEAVING), `${store.name}: nada deste usuário para conferir`).not.toEqual([]);
    }

    await signOut();

    for (const store of localDb.tables) {
      expect(await rowsOf(store.name, LEAVING), store.name).toEqual([]);
      expect(await rowsOf(store.name, STAYING), store.name).not.toEqual([]);
    }
  });

  it('leaves only the device’s preferences in localStorage', async () => {
    writeStoredUser({ id: LEAVING, email: EMAIL, access_token: 'a.b.c' });
    for (const key of DEVICE_PREFERENCES) localStorage.setItem(key, '1');
    // supabase-js's session, and the copies older versions kept here (this account's and one signed out before).
    localStorage.setItem('sb-projeto-auth-token', JSON.stringify({ user: { email: EMAIL }, access_token: 'x' }));
    localStorage.setItem(`bussola:calendarios:${LEAVING}`, '[]');
    localStorage.setItem(`bussola:calendarios:${STAYING}`, '[]');
    localStorage.setItem('bussola:transfer-bonuses', '{"campaigns":[]}');

    await signOut();

    expect(Object.keys(localStorage).sort()).toEqual(DEVICE_PREFERENCES);
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
    expect(Object.values(localStorage).join()).not.toContain(EMAIL);
  });
});
