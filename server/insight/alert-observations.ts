import { awardToFlight } from '@core/flights/award-to-flight';
import { makeFreshness } from '@core/flights/freshness';
import type { Flight } from '@core/schemas/flight';
import type { SerpPriceInsights } from '@core/schemas/insight';
import type { SearchQuery } from '@core/schemas/search';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { AwardSearchResult } from '../providers/seats-aero';
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

/** A miles check: Seats.aero's awards of the window, when they came from the API (a cached reply was recorded then). */
export async function recordAlertMiles(
  deps: AlertRecordDeps,
  answer: Promise<AwardSearchResult>,
): Promise<AwardSearchResult> {
  const result = await answer;
  if (!result.cached) {
    const freshness = makeFreshness('live', deps.now);
    const flights = result.awards.map((award) => awardToFlight(award, { freshness, source: 'seats_aero' }));
    quietly(recordObservations(deps.db, observationsOf(flights, false, deps.now)));
  }
  return result;
}
