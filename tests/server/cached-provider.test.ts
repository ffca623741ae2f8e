import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeFlight, makeSearchQuery } from '../helpers/flight-fixture';
import { makeFreshness } from '@core/flights/freshness';
import type { Flight } from '@core/schemas/flight';
import type { Db } from '../../server/db/client';
import { withReplyCache } from '../../server/search/cached-provider';
import type { Provider, ProviderContext } from '../../server/search/provider';
import { createTestDb, resetDb } from '../helpers/test-db';

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.close());
beforeEach(() => resetDb(db));

const T0 = new Date('2026-11-22T12:00:00.000Z');
const minutesLater = (n: number) => new Date(T0.getTime() + n * 60_000);

/** A live source that answers two batches and counts how often it was asked. */
function countingProvider(options: { failAfterFirst?: boolean } = {}) {
  const calls = { n: 0 };
  const provider: Provider = {
    id: 'google_flights',
    kind: 'cash',
    label: 'Google Flights',
    timeoutMs: 1000,
    isConfigured: () => true,
    async *search(_query, { now }) {
      calls.n += 1;
      const freshness = makeFreshness('live', now);
      yield [makeFlight('a', { freshness, price: 1500 })];
      if (options.failAfterFirst) throw new Error('SerpApi caiu');
      yield [makeFlight('b', { freshness, price: 1800 })];
    },
  };
  return { provider, calls };
}

async function collect(
  provider: Provider,
  ctx: Partial<ProviderContext> = {},
  query = makeSearchQuery(),
): Promise<Flight[]> {
  const all: Flight[] = [];
  for await (const batch of provider.search(query, { signal: new AbortController().signal, now: T0, ...ctx }))
    all.push(...batch);
  return all;
}

describe('provider reply cache', () => {
  it('answers the same query from the cache within the TTL, labelled with its age, without calling the API', async () => {
    const { provider, calls } = countingProvider();
    const cached = withReplyCache(provider, { db, ttlSeconds: 300 });
    const live = await collect(cached);
    expect(live.map((f) => `${f.id}:${f.freshness.kind}`)).toEqual(['a:live', 'b:live']);

    const again = await collect(cached, { now: minutesLater(3) });
    expect(calls.n).toBe(1);
    expect(again.map((f) => f.id)).toEqual(['a', 'b']);
    expect(again.every((f) => f.freshness.kind === 'cache' && f.freshness.ageMinutes === 3)).toBe(true);

    // Another query is another key.
    await collect(cached, { now: minutesLater(3) }, makeSearchQuery({ destination: 'JFK' }));
    expect(calls.n).toBe(2);
  });

  it('asks the API again once the entry has expired', async () => {
    const { provider, calls } = countingProvider();
    const cached = withReplyCache(provider, { db, ttlSeconds: 300 });
    await collect(cached);
    await collect(cached, { now: minutesLater(6) });
    expect(calls.n).toBe(2);
  });

  it('never stores an incomplete reply: a failure or a cancel leaves nothing to replay', async () => {
    const failing = countingProvider({ failAfterFirst: true });
    await expect(collect(withReplyCache(failing.provider, { db, ttlSeconds: 300 }))).rejects.toThrow('SerpApi caiu');

    const { provider } = countingProvider();
    const controller = new AbortController();
    const cached = withReplyCache(provider, { db, ttlSeconds: 300 });
    for await (const _ of cached.search(makeSearchQuery(), { signal: controller.signal, now: T0 })) controller.abort();
    expect(await db.query('SELECT 1 FROM search_cache')).toHaveLength(0);
  });

  it('TTL 0 turns the cache off', async () => {
    const { provider, calls } = countingProvider();
    const cached = withReplyCache(provider, { db, ttlSeconds: 0 });
    await collect(cached);
    await collect(cached);
    expect(calls.n).toBe(2);
  });
});
