import { priceVerdict } from '@core/insight/verdict';
import { programFamily } from '@core/miles/programs';
import type { RouteInsight, SerpPriceInsights } from '@core/schemas/insight';
import type { Flight } from '@core/schemas/flight';
import type { SearchQuery } from '@core/schemas/search';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import type { Provider } from '../search/provider';
import { googleInsightOf, keepGoogleInsight, readGoogleInsight, readStats, statsKey } from './insight-store';
import { googleHistoryRows, isSingleFare, observationsOf, recordObservations, trackWrite } from './observations';

/** Providers whose offers are reference data or inventions: a search with only these records and judges nothing. */
const REFERENCE_PROVIDERS = new Set(['demo', 'fixed_table']);

export interface SearchInsightDeps {
  db: Db;
  config: Pick<Config, 'SEARCH_CACHE_TTL_SECONDS'>;
  log: Logger;
}

/** What a search does with prices besides streaming them: collects, judges at the end, records afterwards. */
export interface SearchWatch {
  /** Each streamed batch. */
  seen(flights: readonly Flight[]): void;
  /** SerpApi's price_insights, when the reply carried one. */
  google(insights: SerpPriceInsights): void;
  /** The verdicts for the `complete` message; undefined when the search had no live source. */
  verdicts(): Promise<RouteInsight[] | undefined>;
  /** Records the search's observations off the hot path (after `complete` was sent). */
  record(): void;
}

const NOTHING: SearchWatch = {
  seen: () => {},
  google: () => {},
  verdicts: async () => undefined,
  record: () => {},
};

/**
 * Starts watching a search. The history is read at once, while the providers work, so that `complete` waits for
 * nothing extra; observations are written after the stream, batched with other searches'.
 */
export function watchSearch(deps: SearchInsightDeps, query: SearchQuery, providers: readonly Provider[]): SearchWatch {
  if (providers.every((p) => REFERENCE_PROVIDERS.has(p.id))) return NOTHING;
  const now = new Date();
  const scope = {
    origin: query.origin,
    destination: query.destination,
    cabin: query.cabinClass,
    date: query.departureDate,
  };
  // The history holds one adult's one-way fares: a round trip's or a group's cash prices are judged by Google's
  // insight for that very search only (it prices what was asked), never against the history.
  const singleFare = isSingleFare(query);
  const stats = readStats(deps.db, scope, now);
  stats.catch(() => {});
  // A reply served from the cache carries no insight of its own: the one kept with it is read instead.
  const keptGoogle =
    singleFare && query.searchType !== 'miles' && providers.some((p) => p.id === 'google_flights')
      ? readGoogleInsight(deps.db, scope, now).catch(() => null)
      : Promise.resolve(null);
  const flights: Flight[] = [];
  let googleReply: SerpPriceInsights | null = null;
  return {
    seen: (batch) => {
      for (const flight of batch) flights.push(flight);
    },
    google: (insights) => {
      googleReply = insights;
    },
    async verdicts() {
      let known: Awaited<typeof stats>;
      let google: SerpPriceInsights | null;
      try {
        [known, google] = await Promise.all([stats, keptGoogle]);
        google = googleReply ?? google;
      } catch (err) {
        deps.log.warn('histórico de preços indisponível', { error: err instanceof Error ? err.message : String(err) });
        return undefined;
      }
      // Judged against the asked route only: a nearby airport's fares are another route's.
      const onRoute = flights.filter(
        (f) => f.departure.airport === query.origin && f.arrival.airport === query.destination && !f.isReturnFlight,
      );
      const googleInsight = googleInsightOf(google);
      const lowest = new Map<string, number>();
      const keep = (key: string, value: number) => lowest.set(key, Math.min(value, lowest.get(key) ?? value));
      if (!singleFare) known.delete(statsKey('cash', null));
      for (const f of onRoute) {
        if (f.price !== null && f.price > 0 && (singleFare || googleInsight)) keep(statsKey('cash', null), f.price);
        const family = programFamily(f.milesProgram);
        if (f.miles !== null && f.miles > 0 && family && !f.milesEstimated)
          keep(statsKey('miles', family.toUpperCase()), f.miles);
      }
      const keys = new Set([...lowest.keys(), ...known.keys()]);
      if (googleInsight) keys.add(statsKey('cash', null));
      const empty = { observations: 0, days: 0, quartiles: null, since: null, history: [] };
      return [...keys].sort().map((key): RouteInsight => {
        const [kind, program] = key.split('|') as ['cash' | 'miles', string];
        return {
          kind,
          program: program || null,
          insight: priceVerdict(
            known.get(key) ?? empty,
            lowest.get(key) ?? null,
            kind === 'cash' ? googleInsight : null,
          ),
        };
      });
    },
    record() {
      const rows = observationsOf(flights, singleFare, now);
      const google = singleFare ? googleReply : null;
      if (google) rows.push(...googleHistoryRows(google, query, now));
      const writes = [recordObservations(deps.db, rows)];
      if (google)
        writes.push(
          trackWrite(deps.db, keepGoogleInsight(deps.db, scope, google, deps.config.SEARCH_CACHE_TTL_SECONDS, now)),
        );
      Promise.all(writes).catch((err: unknown) =>
        deps.log.warn('observações de preço não registradas', {
          error: err instanceof Error ? err.message : String(err),
        }),
      );
    },
  };
}
