import * as ops from '@core/contract/insight';
import { routeInsight } from '../../insight/route-insight';
import { refuseUnknownAirports } from '../../insight/known-airports';
import { cachedVerdict } from '../../insight/verdict-cache';
import { type OperationHandler, readQueryOf, sendReply } from '../../openapi/contract';

/**
 * GET /api/price-insight: the verdict of the route's latest price for the date, cabin, kind and programme; miles by
 * the date's travel month.
 */
export const priceInsight: OperationHandler<typeof ops.priceInsight> = async (c) => {
  const query = readQueryOf(c, ops.priceInsight);
  // Observations are kept per airport; a city code (SAO) is read as its airports, as every search asks it.
  await refuseUnknownAirports(query, { cities: true });
  return sendReply(c, ops.priceInsight, await cachedVerdict(c.var.deps.db, query, new Date(), routeInsight));
};
