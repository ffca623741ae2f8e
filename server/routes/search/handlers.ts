import * as ops from '@core/contract/search';
import { rankByBestValue } from '@core/flights/sort';
import type { Flight } from '@core/schemas/flight';
import { currentAuth } from '../../auth/guards';
import { type OperationHandler, readBody, sendReply } from '../../openapi/contract';
import { runSearch } from '../../search/engine';
import type { SearchHandoff } from '../../search/handoff';
import { enabledProviders } from '../../search/providers';
import { searchValuer } from '../../search/search-value';
import { createSearch, startStoringSearch } from '../../search/searches';

const BEST_VALUE_COUNT = 5;

/** Stores the search and hands it to this instance's socket (POST /api/search/async; /ws streams it). */
export function startSearch(handoff: SearchHandoff): OperationHandler<typeof ops.startSearch> {
  return async (c) => {
    const query = await readBody(c, ops.startSearch);
    const userId = currentAuth(c).user.id;
    const { db, log } = c.get('deps');
    const { searchId, stored } = startStoringSearch(db, userId, query);
    handoff.put(searchId, userId, query, stored);
    // Embedded PGlite is this process's own database: only this instance can be asked for the search, and its
    // socket streams nothing before the insert is done (handoff), so the insert overlaps the client's next round
    // trip. A shared PostgreSQL may get the subscribe on another instance, where the row must already be there.
    if (db.kind === 'pglite') stored.catch((err) => log.error('busca não registrada', { err }));
    else await stored;
    return sendReply(c, ops.startSearch, { success: true, searchId });
  };
}

/** Every provider at once, ranked (POST /api/search/buscador). */
export const searchAll: OperationHandler<typeof ops.searchAll> = async (c) => {
  const query = await readBody(c, ops.searchAll);
  const userId = currentAuth(c).user.id;
  await createSearch(c.get('deps').db, userId, query);
  const flights: Flight[] = [];
  const controller = new AbortController();
  c.req.raw.signal.addEventListener('abort', () => controller.abort(), { once: true });
  // Each live provider records what it priced (server/search/observed-provider.ts); this answer carries no verdict.
  await runSearch(query, enabledProviders(c.get('deps')), {
    signal: controller.signal,
    onBatch: ({ flights: batch }) => flights.push(...batch),
    value: searchValuer(c.get('deps'), userId, query),
  });
  // Only the very best offer carries bestValue ('Melhor opção'); the shortlist is the next few after it.
  const ranked = rankByBestValue(flights);
  return sendReply(c, ops.searchAll, {
    success: true,
    data: {
      bestValue: ranked.filter((f) => !f.isInfoOnly).slice(0, BEST_VALUE_COUNT),
      cashFlights: ranked.filter((f) => f.price !== null),
      milesFlights: ranked.filter((f) => f.miles !== null),
    },
  });
};
