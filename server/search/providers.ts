import type { Config } from '../config';
import type { Db } from '../db/client';
import { airlineUpstreamProviders } from '../providers/airline-upstream';
import { demoProvider } from '../providers/demo';
import { fixedTableProvider } from '../providers/fixed-table';
import { createGoogleFlightsProvider } from '../providers/google-flights';
import { createSeatsAeroProvider } from '../providers/seats-aero';
import { withReplyCache } from './cached-provider';
import type { Provider } from './provider';

export interface ProviderDeps {
  config: Config;
  /** Where live replies are cached; null runs without a cache. */
  db: Db | null;
}

// Seats.aero caches its own replies (with its own TTL); the others share SEARCH_CACHE_TTL_SECONDS.
const withSearchCache = ({ config, db }: ProviderDeps, provider: Provider) =>
  db ? withReplyCache(provider, { db, ttlSeconds: config.SEARCH_CACHE_TTL_SECONDS }) : provider;

/** Google Flights (SerpApi) with the search's reply cache: the live search and the price alerts share it. */
export function cachedGoogleFlights(deps: ProviderDeps): Provider {
  const { config } = deps;
  return withSearchCache(
    deps,
    createGoogleFlightsProvider({
      settings: () => ({ apiKey: config.SERPAPI_API_KEY, baseUrl: config.SERPAPI_BASE_URL }),
    }),
  );
}

/** Every live source, built from the app's own configuration and database, never from process.env. */
function liveProviders(deps: ProviderDeps): Provider[] {
  const { config, db } = deps;
  const cached = (provider: Provider) => withSearchCache(deps, provider);
  return [
    cachedGoogleFlights(deps),
    createSeatsAeroProvider({ config, db }),
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
