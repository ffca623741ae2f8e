import { noResultsPlaceholder } from '@core/flights/collections';
import { DEFAULT_AWARD_PROGRAMS } from '@core/schemas/award';
import type { WsServerMessage } from '@core/schemas/ws';
import type { AppDeps } from '../app-env';
import { watchSearch } from '../insight/search-insight';
import { searchBookingWindows } from '../providers/seats-aero-routes';
import { runSearch } from './engine';
import type { SearchHandoff } from './handoff';
import { enabledProviders } from './providers';
import { searchValuer } from './search-value';
import { findOwnSearch } from './searches';

/** When the POST's insert of a search failed after it answered (PGlite, routes/search.ts): the search does not run. */
export const NOT_STORED_MESSAGE = 'Não foi possível registrar a busca. Tente novamente.';

/**
 * The search from the handoff once its insert is done (nothing streams for a search that is not stored), else
 * from the database once this instance's insert of it, if any, is over (a reconnect during the POST's insert).
 */
async function handedOrStored(
  send: (message: WsServerMessage) => void,
  deps: AppDeps,
  userId: string,
  searchId: string,
  handoff: SearchHandoff,
) {
  const handed = handoff.take(searchId, userId);
  if (!handed) {
    await handoff.whenStored(searchId);
    const query = await findOwnSearch(deps.db, searchId, userId);
    if (!query) send({ type: 'error', error: 'Busca não encontrada.' });
    return query;
  }
  if (await handed.stored) return handed.query;
  send({ type: 'error', error: NOT_STORED_MESSAGE });
  return null;
}

/**
 * Streams one search to its owner over /ws: results batches, then complete (SPEC §7). The socket has checked the
 * caller (server/ws/socket.ts). A search stored by this instance a moment ago comes from the handoff; any other is
 * read from the database, and only its owner finds it.
 */
export async function streamSearch(
  send: (message: WsServerMessage) => void,
  deps: AppDeps,
  userId: string,
  searchId: string,
  handoff: SearchHandoff,
  signal: AbortSignal,
): Promise<void> {
  const query = await handedOrStored(send, deps, userId, searchId, handoff);
  if (!query) return;
  const providers = enabledProviders(deps);
  const watch = watchSearch(deps, query, providers);
  // Beside the providers: a far day says, per award programme, when its seats open (never fails the search).
  const windows =
    query.searchType === 'cash'
      ? Promise.resolve(undefined)
      : searchBookingWindows(
          deps,
          { origin: query.origin, destination: query.destination, lastDay: query.departureDate },
          DEFAULT_AWARD_PROGRAMS,
          { signal, now: new Date() },
        );
  const outcome = await runSearch(query, providers, {
    signal,
    onBatch: ({ provider, flights, elapsedMs }) => {
      watch.seen(flights);
      send({ type: 'results', data: flights, metadata: { provider, count: flights.length, elapsedMs } });
    },
    onPriceInsights: watch.google,
    // Every award at this user's milheiro, for the search's party (DESIGN §6b).
    value: searchValuer(deps, userId, query),
  });
  if (outcome.cancelled) return;
  const insights = await watch.verdicts();
  const bookingWindows = await windows;
  if (outcome.total === 0) {
    send({
      type: 'results',
      data: [noResultsPlaceholder(query)],
      metadata: { provider: 'info', count: 1, elapsedMs: outcome.elapsedMs },
    });
  }
  send({
    type: 'complete',
    metadata: {
      total: outcome.total,
      elapsedMs: outcome.elapsedMs,
      errors: outcome.errors,
      ...(insights ? { insights } : {}),
      ...(bookingWindows ? { bookingWindows } : {}),
    },
  });
}
