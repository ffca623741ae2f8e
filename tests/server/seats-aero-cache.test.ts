import { describe, expect, it } from 'vitest';
import { always, SEATS_AERO_NOW, seatsAeroQuery, setupSeatsAeroContract } from '../helpers/seats-aero-contract';

// Seats.aero replies kept in search_cache for SEATS_AERO_CACHE_TTL_SECONDS: reused with their age, failures never kept.

const seats = setupSeatsAeroContract();
const { provider, collect } = seats;

describe('Seats.aero cache (search_cache)', () => {
  it('a second identical search is served from the cache with its age, without a request', async () => {
    seats.fake.respond(always('search-gru-mia.json'));
    const cachedProvider = provider({ db: seats.db });
    const live = (await collect(cachedProvider)).flat();
    expect(seats.fake.requests).toHaveLength(1);

    const later = new Date(SEATS_AERO_NOW.getTime() + 5 * 60_000);
    const cached = (await collect(cachedProvider, seatsAeroQuery(), later)).flat();
    expect(seats.fake.requests).toHaveLength(1);
    expect(cached.map((f) => f.id)).toEqual(live.map((f) => f.id));
    for (const flight of cached)
      expect(flight.freshness).toEqual({ kind: 'cache', fetchedAt: SEATS_AERO_NOW.toISOString(), ageMinutes: 5 });

    // Past the TTL (600 s) it asks again.
    await collect(cachedProvider, seatsAeroQuery(), new Date(SEATS_AERO_NOW.getTime() + 11 * 60_000));
    expect(seats.fake.requests).toHaveLength(2);
  });

  it('a failed search is not cached', async () => {
    seats.fake.respond(() => ({ status: 429, text: 'Too Many Requests' }));
    await collect(provider({ db: seats.db })).catch(() => {});
    seats.fake.respond(always('search-gru-mia.json'));
    expect((await collect(provider({ db: seats.db }))).flat()).toHaveLength(4);
    expect(seats.fake.requests).toHaveLength(2);
  });
});
