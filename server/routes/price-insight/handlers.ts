import type { Handler } from 'hono';
import type { AppEnv } from '../../app-env';
import { AppError } from '../../http/errors';
import { readQuery } from '../../http/validate';
import { routeInsight } from '../../insight/route-insight';
import { knownAirportCodes } from '../../insight/known-airports';
import { cachedVerdict } from '../../insight/verdict-cache';
import { insightQuery } from './routes';

const UNKNOWN_AIRPORT = 'Aeroporto desconhecido: use o código IATA de um aeroporto da lista.';

/** GET /api/price-insight: the verdict of the route's latest price for the date, cabin, kind and programme. */
export const priceInsight: Handler<AppEnv> = async (c) => {
  const query = readQuery(c, insightQuery);
  const known = await knownAirportCodes();
  for (const field of ['origin', 'destination'] as const) {
    if (!known.has(query[field]))
      throw new AppError(400, UNKNOWN_AIRPORT, [{ path: field, message: UNKNOWN_AIRPORT }], 'invalid_input');
  }
  return c.json(await cachedVerdict(c.var.deps.db, query, new Date(), routeInsight), 200);
};
