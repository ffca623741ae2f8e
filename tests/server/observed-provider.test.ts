import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Flight } from '@core/schemas/flight';
import type { SerpPriceInsights } from '@core/schemas/insight';
import { addDaysIso } from '@core/schemas/search';
import type { Db } from '../../server/db/client';
import { GOOGLE_HISTORY_SOURCE, observedDay } from '../../server/insight/observation-rows';
import { settleObservations } from '../../server/insight/observation-writes';
import { observedAndCached } from '../../server/search/observed-provider';
import type { Provider, ProviderContext } from '../../server/search/provider';
import { makeFlight, makeSearchQuery } from '../helpers/flight-fixture';
import { createTestDb } from '../helpers/test-db';

// The one place live replies join the price history: a provider decorator inside the reply cache. Each reply is
// observed once, as the search engine passes it on (on the asked route, day and cabin, each offer once), a cached
// reply not again, Google's reading kept only where asked, and a stopped reply with what it saw before the stop.

const NOW = new Date();
const TRAVEL = addDaysIso(observedDay(NOW), 40);
const query = makeSearchQuery({ departureDate: TRAVEL });
const on = (date: string) => ({
  departure: { time: '10:00', airport: 'GRU', city: '', date },
  arrival: { time: '18:00', airport: 'MIA', city: '', date },
});
const fare = (id: string, price: number, date = TRAVEL) =>
  makeFlight(id, {
    ...on(date),
    source: 'google_flights',
    price,
    freshness: { kind: 'live', fetchedAt: NOW.toISOString() },
  });
const insights: SerpPriceInsights = {
  lowest_price: 2500,
  price_level: 'typical',
  typical_price_range: [2400, 3600],
  price_history: [[Math.floor(NOW.getTime() / 1000) - 86_400, 2700]],
};

/** A Google-like provider answering `batches`, calling onPriceInsights first when `google` is given. */
function fake(batches: Flight[][], google: SerpPriceInsights | null = null) {
  const asked: ProviderContext[] = [];
  const provider: Provider = {
    id: 'google_flights',
    kind: 'cash',
    label: 'Google Flights',
    timeoutMs: 1000,
    isConfigured: () => true,
    async *search(_query, ctx) {
      asked.push(ctx);
      if (google) ctx.onPriceInsights?.(google);
      for (const batch of batches) yield batch;
    },
  };
  return { provider, asked };
}

const ctx = (extra: Partial<ProviderContext> = {}): ProviderContext => ({
  signal: new AbortController().signal,
  now: NOW,
  ...extra,
});

async function drain(provider: Provider, context = ctx()): Promise<Flight[]> {
  const all: Flight[] = [];
  for await (const batch of provider.search(query, context)) all.push(...batch);
  return all;
}

const observed = () =>
  db.query<{ source: string; min: number; seen_count: number }>(
    'SELECT source, min_price::float8 AS min, seen_count FROM price_observations ORDER BY source, min_price',
  );

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.close());
beforeEach(() => db.exec('TRUNCATE price_observations, price_month_minima, search_cache'));

describe('observedAndCached', () => {
  it("records a live reply's offers on the asked route and day, each once, and a cached reply not again", async () => {
    const { provider, asked } = fake([
      [fare('a', 3000), fare('b', 2800)],
      // The same offer again, and one on another day: neither adds to what the reply priced.
      [fare('a', 3000), fare('c', 1000, addDaysIso(TRAVEL, 1))],
    ]);
    const live = observedAndCached(provider, { db }, 3600);
    expect(await drain(live)).toHaveLength(4);
    await settleObservations(db);
    expect(await observed()).toEqual([{ source: 'google_flights', min: 2800, seen_count: 2 }]);
    await drain(live);
    await settleObservations(db);
    expect(asked).toHaveLength(1);
    expect(await observed()).toEqual([{ source: 'google_flights', min: 2800, seen_count: 2 }]);
  });

  it("keeps Google's reading with the fares where asked, passing it on; the fares alone otherwise", async () => {
    const heard: SerpPriceInsights[] = [];
    const search = fake([[fare('a', 3000)]], insights);
    await drain(
      observedAndCached(search.provider, { db }, 0, { googleInsightTtlSeconds: 3600 }),
      ctx({
        onPriceInsights: (found) => heard.push(found),
      }),
    );
    await settleObservations(db);
    expect(heard).toEqual([insights]);
    expect((await observed()).map((r) => r.source)).toEqual(['google_flights', GOOGLE_HISTORY_SOURCE]);
    expect(await db.query("SELECT 1 FROM search_cache WHERE provider = 'google_flights_insight'")).toHaveLength(1);

    await db.exec('TRUNCATE price_observations, price_month_minima, search_cache');
    const calendar = fake([[fare('a', 3000)]], insights);
    await drain(observedAndCached(calendar.provider, { db }, 0));
    await settleObservations(db);
    expect(calendar.asked[0]?.onPriceInsights).toBeUndefined();
    expect((await observed()).map((r) => r.source)).toEqual(['google_flights']);
  });

  it('records what a stopped reply saw before the stop, even when nobody asks for its next batch', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const provider: Provider = {
      ...fake([]).provider,
      async *search() {
        yield [fare('a', 3000)];
        await held;
        yield [fare('b', 1000)];
      },
    };
    const stop = new AbortController();
    const iterator = observedAndCached(provider, { db }, 3600)
      .search(query, ctx({ signal: stop.signal }))
      [Symbol.asyncIterator]();
    await iterator.next();
    // As the search engine does on a cancel or a timeout: one more step asked, then the provider is left behind.
    const left = iterator.next();
    stop.abort();
    release();
    await left;
    await settleObservations(db);
    expect(await observed()).toEqual([{ source: 'google_flights', min: 3000, seen_count: 1 }]);
    expect(await db.query('SELECT 1 FROM search_cache')).toEqual([]);
  });
});
