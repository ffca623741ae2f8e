import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CalendarReply } from '@core/schemas/calendar';
import { keptReplyKey, localDb } from '@/lib/local-db';
import { clearStoredUser, writeStoredUser } from '@/lib/stored-user';
import { keepCalendar, keptCalendar, RECENT_CALENDARS_KEPT, recentCalendars } from './recent-calendars';

// The last calendars viewed, kept in IndexedDB for the account signed in: they read back without network, newest
// first, five at most, and no other account sees them.

const USER = 'u-calendars';
const T0 = Date.UTC(2026, 10, 20, 12, 0);

function reply(destination: string): CalendarReply {
  return {
    origin: 'GRU',
    destination,
    originAirports: ['GRU'],
    destinationAirports: [destination],
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
}

beforeEach(() => writeStoredUser({ id: USER, email: 'viajante@example.com' }));
afterEach(async () => {
  clearStoredUser();
  await localDb.keptReplies.clear();
});

describe('recent calendars', () => {
  it('read back newest first, the same calendar again replacing its copy, five at most', async () => {
    const destinations = ['LIS', 'MIA', 'MAD', 'CDG', 'FCO', 'LHR'];
    for (const [i, destination] of destinations.entries())
      await keepCalendar(USER, `k-${destination}`, reply(destination), new Date(T0 + i * 60_000));
    await keepCalendar(USER, 'k-MIA', reply('MIA'), new Date(T0 + 10 * 60_000));

    const kept = await recentCalendars(USER);
    expect(kept).toHaveLength(RECENT_CALENDARS_KEPT);
    expect(kept.map((k) => k.key)).toEqual(['k-MIA', 'k-LHR', 'k-FCO', 'k-CDG', 'k-MAD']);
    expect(await keptCalendar(USER, 'k-LHR')).toEqual({
      key: 'k-LHR',
      savedAt: new Date(T0 + 5 * 60_000).toISOString(),
      reply: reply('LHR'),
    });
    expect(await keptCalendar(USER, 'k-LIS')).toBeNull();
  });

  it('are the account’s own: another account sees none, and none is kept once its owner signed out', async () => {
    await keepCalendar(USER, 'k-LIS', reply('LIS'));
    expect(await recentCalendars('someone-else')).toEqual([]);
    clearStoredUser();
    // A reply that arrives after sign-out is not kept.
    await keepCalendar(USER, 'k-MIA', reply('MIA'));
    expect((await recentCalendars(USER)).map((k) => k.key)).toEqual(['k-LIS']);
  });

  it('skip a copy this version cannot read', async () => {
    await localDb.keptReplies.put({
      key: keptReplyKey(USER, 'calendar', 'k-old'),
      userId: USER,
      kind: 'calendar',
      savedAt: new Date(T0).toISOString(),
      reply: { origin: 'GRU' },
    });
    await keepCalendar(USER, 'k-LIS', reply('LIS'));
    expect((await recentCalendars(USER)).map((k) => k.key)).toEqual(['k-LIS']);
    expect(await keptCalendar(USER, 'k-old')).toBeNull();
  });
});
