import type { Handler } from 'hono';
import type { AppEnv } from '../../app-env';
import { readQuery } from '../../http/validate';
import { routeInsight } from '../../insight/route-insight';
import { refuseUnknownAirports } from '../../insight/known-airports';
import { cachedVerdict } from '../../insight/verdict-cache';
import { insightQuery } from './routes';

/** GET /api/price-insight: the verdict of the route's latest price for the date, cabin, kind and programme. */
export const priceInsight: Handler<AppEnv> = async (c) => {
  const query = readQuery(c, insightQuery);
  // Observations are kept per airport: a city code has no verdict of its own.
  await refuseUnknownAirports(query, { cities: false });
  return c.json(await cachedVerdict(c.var.deps.db, query, new Date(), routeInsight), 200);
};
