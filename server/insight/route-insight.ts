import { priceVerdict } from '@core/insight/verdict';
import type { PriceInsight, PriceInsightQuery } from '@core/schemas/insight';
import type { Queryable } from '../db/client';
import { googleInsightOf, readCurrent, readGoogleInsight, readStats, statsKey } from './insight-store';

/**
 * One route's verdict: the latest lowest price seen for the date against the observations around it; for cash,
 * Google's own insight when one is kept from a recent search.
 */
export async function routeInsight(db: Queryable, query: PriceInsightQuery, now: Date): Promise<PriceInsight> {
  const scope = { origin: query.origin, destination: query.destination, cabin: query.cabin, date: query.date };
  const only = { kind: query.kind, program: query.program };
  const [stats, current, google] = await Promise.all([
    readStats(db, scope, now, only),
    readCurrent(db, scope, query.kind, query.program),
    query.kind === 'cash' ? readGoogleInsight(db, scope, now) : Promise.resolve(null),
  ]);
  const observed = stats.get(statsKey(query.kind, query.program)) ?? {
    observations: 0,
    days: 0,
    quartiles: null,
    since: null,
    history: [],
  };
  return priceVerdict(observed, current, googleInsightOf(google));
}
