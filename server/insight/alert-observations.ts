import type { Flight } from '@core/schemas/flight';
import type { SerpPriceInsights } from '@core/schemas/insight';
import type { SearchQuery } from '@core/schemas/search';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { keepGoogleInsight } from './insight-store';
import { googleHistoryRows, isSingleFare, observationsOf, recordObservations, trackWrite } from './observations';

/** What a price alert's check records: the same observations as a search, never in the way of the check. */
interface AlertRecordDeps {
  db: Db;
  config: Pick<Config, 'SEARCH_CACHE_TTL_SECONDS'>;
  now: Date;
}

const quietly = (write: Promise<unknown>) => void write.catch(() => {});

/** A cash check of one date (one adult, one way): its fares and Google's insight. */
export function recordAlertCash(
  deps: AlertRecordDeps,
  query: SearchQuery,
  flights: readonly Flight[],
  insights: SerpPriceInsights | null,
): void {
  const rows = observationsOf(flights, isSingleFare(query), deps.now);
  if (insights) {
    rows.push(...googleHistoryRows(insights, query, deps.now));
    const scope = {
      origin: query.origin,
      destination: query.destination,
      cabin: query.cabinClass,
      date: query.departureDate,
    };
    quietly(
      trackWrite(deps.db, keepGoogleInsight(deps.db, scope, insights, deps.config.SEARCH_CACHE_TTL_SECONDS, deps.now)),
    );
  }
  quietly(recordObservations(deps.db, rows));
}
