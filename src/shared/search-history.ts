import { makeFreshness } from '@core/flights/freshness';
import type { Flight } from '@core/schemas/flight';
import type { RouteInsight } from '@core/schemas/insight';
import { type SearchQuery, searchQueryKey } from '@core/schemas/search';
import type { SearchLog } from '@core/schemas/sync';
import { type LocalDb, localDb, type RecentSearch } from '@/lib/local-db';

/** How many searches, with their results, the device keeps for offline use. */
export const RECENT_SEARCHES_KEPT = 10;

/** Keeps this search and its results (replacing the same query's older copy) and forgets all but the last 10. */
export async function rememberSearch(
  userId: string,
  query: SearchQuery,
  flights: Flight[],
  now = new Date(),
  db: LocalDb = localDb,
  insights: RouteInsight[] = [],
): Promise<void> {
  await db.transaction('rw', db.recentSearches, async () => {
    await db.recentSearches.put({
      key: `${userId}:${searchQueryKey(query)}`,
      userId,
      query,
      flights,
      fetchedAt: now.toISOString(),
      insights,
    });
    const newestFirst = await db.recentSearches
      .where('[userId+fetchedAt]')
      .between([userId, ''], [userId, '\uffff'])
      .reverse()
      .primaryKeys();
    await db.recentSearches.bulkDelete(newestFirst.slice(RECENT_SEARCHES_KEPT));
  });
}

/** This user's kept searches, newest first. */
export function recentSearches(userId: string, db: LocalDb = localDb): Promise<RecentSearch[]> {
  return db.recentSearches.where('[userId+fetchedAt]').between([userId, ''], [userId, '\uffff']).reverse().toArray();
}

/**
 * Results reopened from the device are not live any more: each says how old it is ('cache de N min/h/dias'),
 * except reference and demo rows, which never were live.
 */
export function asKeptResults(search: RecentSearch, now = new Date()): Flight[] {
  return search.flights.map((flight) =>
    flight.freshness.kind === 'live' || flight.freshness.kind === 'cache'
      ? { ...flight, freshness: makeFreshness('cache', new Date(flight.freshness.fetchedAt), now) }
      : flight,
  );
}

/** A search the server does not log itself (award searches); kept until a batch reaches the server. */
export async function logSearch(
  userId: string,
  entry: Omit<SearchLog, 'id' | 'created_at'>,
  now = new Date(),
  db: LocalDb = localDb,
): Promise<void> {
  await db.searchLogs.put({ ...entry, id: crypto.randomUUID(), created_at: now.toISOString(), userId, pending: 1 });
}
