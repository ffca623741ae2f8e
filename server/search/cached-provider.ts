import { makeFreshness } from '@core/flights/freshness';
import { type Flight, flightSchema } from '@core/schemas/flight';
import { searchQueryKey } from '@core/schemas/search';
import { z } from '@core/schemas/zod-locale';
import type { Queryable } from '../db/client';
import type { Provider } from './provider';
import { readProviderCache, writeProviderCache } from './provider-cache';

const flightListSchema = z.array(flightSchema);

/**
 * The same provider, answering a repeated query from `search_cache` for `ttlSeconds` (labelled 'cache de N min')
 * instead of calling the paid API again. Only a reply that ran to its end is stored: a cancelled, timed-out or
 * failed search would otherwise be served later as if it were complete.
 */
export function withReplyCache(provider: Provider, cache: { db: Queryable; ttlSeconds: number }): Provider {
  if (cache.ttlSeconds <= 0) return provider;
  return {
    ...provider,
    async *search(query, ctx) {
      const key = searchQueryKey(query);
      const hit = await readProviderCache(cache.db, provider.id, key, flightListSchema, ctx.now);
      if (hit) {
        const freshness = makeFreshness('cache', hit.fetchedAt, ctx.now);
        if (hit.value.length > 0) yield hit.value.map((flight) => ({ ...flight, freshness }));
        return;
      }
      const all: Flight[] = [];
      for await (const batch of provider.search(query, ctx)) {
        all.push(...batch);
        yield batch;
      }
      if (!ctx.signal.aborted) await writeProviderCache(cache.db, provider.id, key, all, cache.ttlSeconds, ctx.now);
    },
  };
}
