import { Hono } from 'hono';
import { rankByBestValue } from '@core/flights/sort';
import type { Flight } from '@core/schemas/flight';
import { searchQuerySchema } from '@core/schemas/search';
import type { AppEnv } from '../app-env';
import {
  checkCallerRow,
  checkCookieWrite,
  checkSubscription,
  currentAuth,
  requireActiveSubscription,
  verifyCaller,
} from '../auth/guards';
import { findUserById } from '../auth/users';
import { readJson } from '../http/validate';
import { runSearch } from '../search/engine';
import { enabledProviders } from '../search/providers';
import { createSearch, createSearchIfAllowed } from '../search/searches';

const BEST_VALUE_COUNT = 5;

/** POST /api/search/async (then /ws streams it) and POST /api/search/buscador (all at once). */
export function searchRoutes() {
  const r = new Hono<AppEnv>();

  // The live search's hot path: the same guards as requireActiveSubscription, but the caller's row is read by
  // the statement that stores the search (one database round trip instead of two; bench:search).
  r.post('/async', async (c) => {
    const caller = await verifyCaller(c);
    checkCookieWrite(c, caller);
    const query = await readJson(c, searchQuerySchema).catch(async (invalid: unknown) => {
      // A refused caller hears the refusal, not what is wrong with the body (as requireActiveSubscription does).
      const owner = await findUserById(c.var.deps.db, caller.claims.sub);
      checkCallerRow(caller, owner);
      checkSubscription(owner);
      throw invalid;
    });
    const created = await createSearchIfAllowed(c.var.deps.db, caller.claims.sub, caller.claims.pwc ?? 0, query);
    const owner = created?.owner ?? null;
    checkCallerRow(caller, owner);
    checkSubscription(owner);
    if (!created?.searchId) throw new Error('busca recusada pelo banco, aceita pelas regras de acesso');
    return c.json({ success: true, searchId: created.searchId }, 200);
  });

  r.post('/buscador', requireActiveSubscription, async (c) => {
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
