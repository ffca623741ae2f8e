import { Hono } from 'hono';
import { rankByBestValue } from '@core/flights/sort';
import type { Flight } from '@core/schemas/flight';
import { searchQuerySchema } from '@core/schemas/search';
import type { AppEnv } from '../app-env';
import { currentAuth, requireActiveSubscription } from '../auth/guards';
import { readJson } from '../http/validate';
import { runSearch } from '../search/engine';
import { enabledProviders } from '../search/providers';
import type { SearchHandoff } from '../search/handoff';
import { createSearch, startStoringSearch } from '../search/searches';

const BEST_VALUE_COUNT = 5;

/** POST /api/search/async (then /ws streams it) and POST /api/search/buscador (all at once). */
export function searchRoutes(handoff: SearchHandoff) {
  const r = new Hono<AppEnv>();
  r.use('*', requireActiveSubscription);

  r.post('/async', async (c) => {
    const query = await readJson(c, searchQuerySchema);
    const userId = currentAuth(c).user.id;
    const { db, log } = c.var.deps;
    const { searchId, stored } = startStoringSearch(db, userId, query);
    handoff.put(searchId, userId, query, stored);
    // Embedded PGlite is this process's own database: only this instance can be asked for the search, and its
    // socket streams nothing before the insert is done (handoff), so the insert overlaps the client's next round
    // trip. A shared PostgreSQL may get the subscribe on another instance, where the row must already be there.
    if (db.kind === 'pglite') stored.catch((err) => log.error('busca não registrada', { err }));
    else await stored;
    return c.json({ success: true, searchId }, 200);
  });

  r.post('/buscador', async (c) => {
    const query = await readJson(c, searchQuerySchema);
    await createSearch(c.var.deps.db, currentAuth(c).user.id, query);
    const flights: Flight[] = [];
    const controller = new AbortController();
    c.req.raw.signal.addEventListener('abort', () => controller.abort(), { once: true });
    await runSearch(query, enabledProviders(c.var.deps), {
      signal: controller.signal,
      onBatch: ({ flights: batch }) => flights.push(...batch),
    });
    // Only the very best offer carries bestValue ('Melhor opção'); the shortlist is the next few after it.
    const ranked = rankByBestValue(flights);
    return c.json(
      {
        success: true,
        data: {
          bestValue: ranked.filter((f) => !f.isInfoOnly).slice(0, BEST_VALUE_COUNT),
          cashFlights: ranked.filter((f) => f.price !== null),
          milesFlights: ranked.filter((f) => f.miles !== null),
        },
      },
      200,
    );
  });

  return r;
}
