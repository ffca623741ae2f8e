import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import { airlineUpstreamProviders } from '../providers/airline-upstream';
import { demoProvider } from '../providers/demo';
import { fixedTableProvider } from '../providers/fixed-table';
import { createGoogleFlightsProvider } from '../providers/google-flights';
import { createSeatsAeroProvider } from '../providers/seats-aero';
import { observedAndCached } from './observed-provider';
import type { Provider } from './provider';

export interface ProviderDeps {
  config: Config;
  /** Where live replies are cached and observed; null runs without a cache and records nothing. */
  db: Db | null;
  /** Where a failed observation write is said (the search's); quiet without one. */
  log?: Logger;
}

// Seats.aero caches its own replies (with its own TTL); the others share SEARCH_CACHE_TTL_SECONDS. Every live reply
// is observed inside its cache (observed-provider.ts), with Google's reading of the day unless `keepsGoogle` is false.
const withSearchCache = ({ config, db, log }: ProviderDeps, provider: Provider, keepsGoogle = true) => {
  const ttlSeconds = config.SEARCH_CACHE_TTL_SECONDS;
  return observedAndCached(
    provider,
    { db, log },
    ttlSeconds,
    keepsGoogle ? { googleInsightTtlSeconds: ttlSeconds } : {},
  );
};

/**
 * Google Flights (SerpApi) with the search's reply cache: the live search, the price alerts and the calendar share
 * it. The calendar keeps the fares alone (`googleInsight: false`): it judges nothing.
 */
export function cachedGoogleFlights(deps: ProviderDeps, options: { googleInsight?: boolean } = {}): Provider {
  const { config } = deps;
  return withSearchCache(
    deps,
    createGoogleFlightsProvider({
      settings: () => ({ apiKey: config.SERPAPI_API_KEY, baseUrl: config.SERPAPI_BASE_URL }),
    }),
    options.googleInsight ?? true,
  );
}

/** Every live source, built from the app's own configuration and database, never from process.env. */
function liveProviders(deps: ProviderDeps): Provider[] {
  const { config, db } = deps;
  const cached = (provider: Provider) => withSearchCache(deps, provider);
  return [
    cachedGoogleFlights(deps),
    createSeatsAeroProvider({ config, db, log: deps.log }),
    ...airlineUpstreamProviders(config).map(cached),
  ];
}

/** The list per configuration and database: neither changes while the server runs, and every search asks. */
const enabledFor = new WeakMap<Config, { db: Db | null; providers: readonly Provider[] }>();

/**
 * What a search runs: the configured live providers and the fixed table; the demo only when no
 * live provider is configured, so a fresh install shows something honest (labelled Demonstração).
 */
export function enabledProviders(deps: ProviderDeps): readonly Provider[] {
  const kept = enabledFor.get(deps.config);
  if (kept && kept.db === deps.db) return kept.providers;
  const live = liveProviders(deps).filter((p) => p.isConfigured(deps.config));
  const providers = Object.freeze(live.length > 0 ? [...live, fixedTableProvider] : [demoProvider, fixedTableProvider]);
  enabledFor.set(deps.config, { db: deps.db, providers });
  return providers;
}
