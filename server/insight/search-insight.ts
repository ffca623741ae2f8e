import { codeCovers } from '@core/airports/metro-areas';
import { milesVerdict, pricingProgram } from '@core/insight/miles-verdict';
import { priceVerdict } from '@core/insight/verdict';
import type { RouteInsight, SerpPriceInsights } from '@core/schemas/insight';
import type { Flight } from '@core/schemas/flight';
import type { SearchQuery } from '@core/schemas/search';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import type { Provider } from '../search/provider';
import { googleInsightOf, readGoogleInsight, readStats, statsKey } from './insight-store';
import { isSingleFare } from './observation-rows';

/** Providers whose offers are reference data or inventions: a search with only these judges nothing. */
const REFERENCE_PROVIDERS = new Set(['demo', 'fixed_table']);

export interface SearchInsightDeps {
  db: Db;
  log: Logger;
}

/**
 * What a search does with prices besides streaming them: collects and judges at the end. Its providers record what
 * they priced themselves (server/search/observed-provider.ts).
 */
export interface SearchWatch {
  /** Each streamed batch. */
  seen(flights: readonly Flight[]): void;
  /** SerpApi's price_insights, when the reply carried one. */
  google(insights: SerpPriceInsights): void;
  /** The verdicts for the `complete` message; undefined when the search had no live source. */
  verdicts(): Promise<RouteInsight[] | undefined>;
}

const NOTHING: SearchWatch = {
  seen: () => {},
  google: () => {},
  verdicts: async () => undefined,
};

/**
 * Starts watching a search. The history is read at once, while the providers work, so that `complete` waits for
 * nothing extra.
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
      // A city code (SAO) stands for its airports, as the history is read for it.
      const onRoute = flights.filter(
        (f) =>
          codeCovers(query.origin, f.departure.airport) &&
          codeCovers(query.destination, f.arrival.airport) &&
          !f.isReturnFlight,
      );
      const googleInsight = googleInsightOf(google);
      const lowest = new Map<string, number>();
      const keep = (key: string, value: number) => lowest.set(key, Math.min(value, lowest.get(key) ?? value));
      if (!singleFare) known.delete(statsKey('cash', null));
      for (const f of onRoute) {
        if (f.price !== null && f.price > 0 && (singleFare || googleInsight)) keep(statsKey('cash', null), f.price);
        const program = pricingProgram(f.milesProgram, f.milesOriginalProgram);
        if (f.miles !== null && f.miles > 0 && program && !f.milesEstimated) keep(statsKey('miles', program), f.miles);
      }
      const keys = new Set([...lowest.keys(), ...known.keys()]);
      if (googleInsight) keys.add(statsKey('cash', null));
      const empty = { observations: 0, days: 0, quartiles: null, since: null, history: [] };
      return [...keys].sort().map((key): RouteInsight => {
        const [kind, program] = key.split('|') as ['cash' | 'miles', string];
        return {
          kind,
          program: program || null,
          // The same computations GET /api/price-insight answers (route-insight.ts): miles by travel month.
          insight:
            kind === 'miles'
              ? milesVerdict(known.get(key) ?? empty, lowest.get(key) ?? null, query.departureDate)
              : priceVerdict(known.get(key) ?? empty, lowest.get(key) ?? null, googleInsight),
        };
      });
    },
  };
}
