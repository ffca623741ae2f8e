import { keepMatchingFlights } from '@core/flights/query-match';
import type { Flight } from '@core/schemas/flight';
import type { SerpPriceInsights } from '@core/schemas/insight';
import type { SearchQuery } from '@core/schemas/search';
import type { Db } from '../db/client';
import { keepGoogleInsight } from '../insight/insight-store';
import { googleHistoryRows, isSingleFare, observationsOf } from '../insight/observation-rows';
import { recordObservations, trackWrite } from '../insight/observation-writes';
import type { Logger } from '../logger';
import { withReplyCache } from './cached-provider';
import type { Provider } from './provider';

/**
 * The one place live replies join the price history (server/insight): a provider decorator that sits inside the
 * reply cache (withReplyCache), so each reply a provider is paid for is observed once, whoever asked it (a search,
 * a price alert's check, the calendar), and a reply served from the cache is not observed again. Seats.aero's
 * date-range award search, which is not a provider stream, is observed here too (observeAwards).
 */

export interface ObserveDeps {
  db: Db;
  /** Where a write that failed is said; without one it is dropped quietly. It never fails the reply. */
  log?: Pick<Logger, 'warn'>;
}

export interface ObserveOptions {
  /**
   * Keeps Google's own reading of the day with the fares: its price history, and its insight for this long (a day
   * at least). Absent, the fares alone (the calendar's cash fills judge nothing; Seats.aero gives no such reading).
   */
  googleInsightTtlSeconds?: number;
}

/** The reply's fares (cash only when one adult's one-way), and Google's reading of them when kept. */
function recordReply(
  deps: ObserveDeps,
  query: SearchQuery,
  flights: readonly Flight[],
  google: { insights: SerpPriceInsights; ttlSeconds: number } | null,
  now: Date,
): void {
  // The history holds one adult's one-way fares: a round trip's or a group's are left out, and so is Google's
  // reading of them.
  const singleFare = isSingleFare(query);
  const rows = observationsOf(flights, singleFare, now);
  const kept = singleFare ? google : null;
  if (kept) rows.push(...googleHistoryRows(kept.insights, query, now));
  const writes = [recordObservations(deps.db, rows)];
  if (kept) {
    const scope = {
      origin: query.origin,
      destination: query.destination,
      cabin: query.cabinClass,
      date: query.departureDate,
    };
    writes.push(trackWrite(deps.db, keepGoogleInsight(deps.db, scope, kept.insights, kept.ttlSeconds, now)));
  }
  Promise.all(writes).catch((err: unknown) =>
    deps.log?.warn('observações de preço não registradas', {
      error: err instanceof Error ? err.message : String(err),
    }),
  );
}

/**
 * The same provider, its replies observed: the offers that reach the product (on the asked route, day and cabin,
 * each once), written when the reply ends, fails or is stopped, off the reply's way.
 */
export function withObservations(provider: Provider, deps: ObserveDeps, options: ObserveOptions = {}): Provider {
  const googleTtl = options.googleInsightTtlSeconds;
  return {
    ...provider,
    async *search(query, ctx) {
      const seen = new Map<string, Flight>();
      let insights: SerpPriceInsights | null = null;
      let recorded = false;
      const record = () => {
        if (recorded) return;
        recorded = true;
        const google = insights && googleTtl !== undefined ? { insights, ttlSeconds: googleTtl } : null;
        recordReply(deps, query, [...seen.values()], google, ctx.now);
      };
      // As the search engine passes them on: rows on the asked route, day and cabin, an offer seen once (by id).
      const keep = (batch: readonly Flight[]) => {
        for (const flight of keepMatchingFlights(batch, query)) if (!seen.has(flight.id)) seen.set(flight.id, flight);
      };
      const listener = ctx.onPriceInsights;
      const onPriceInsights = (found: SerpPriceInsights) => {
        insights = found;
        listener?.(found);
      };
      const asked = googleTtl === undefined ? ctx : { ...ctx, onPriceInsights };
      try {
        for await (const batch of provider.search(query, asked)) {
          // Stopped (cancelled, timed out): nothing more reaches the product, and whoever stopped it may never ask
          // for the next batch, so what it saw is recorded now.
          if (ctx.signal.aborted) record();
          else keep(batch);
          yield batch;
        }
      } finally {
        record();
      }
    },
  };
}

/**
 * A live provider as the product asks it: observed inside its reply cache (`ttlSeconds`; none at 0). Without a
 * database, as it is: neither cached nor observed.
 */
export function observedAndCached(
  provider: Provider,
  deps: { db: Db | null; log?: ObserveDeps['log'] },
  ttlSeconds: number,
  options: ObserveOptions = {},
): Provider {
  const { db } = deps;
  if (!db) return provider;
  const observed = withObservations(provider, { db, log: deps.log }, options);
  return withReplyCache(observed, { db, ttlSeconds });
}

/**
 * Seats.aero's date-range award search (alerts, the calendar, the award pages): what the API priced, every leg
 * counted (awards are per person and per direction).
 */
export function observeAwards(db: Db, flights: readonly Flight[], now: Date): void {
  recordObservations(db, observationsOf(flights, false, now)).catch(() => {});
}
