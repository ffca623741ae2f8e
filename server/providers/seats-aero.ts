import { expandAirportCode } from '@core/airports/metro-areas';
import { normalizeAwardRecord } from '@core/flights/award-formats';
import { awardRow, keepMatchingAwards, type RowQuery, rowMatcher, searchLegQuery } from '@core/flights/query-match';
import { awardToFlight } from '@core/flights/award-to-flight';
import { makeFreshness } from '@core/flights/freshness';
import type { ExchangeRates } from '@core/miles/valuation';
import { type AwardFlight, awardFlightSchema, MILES_SOURCES } from '@core/schemas/award';
import type { CabinClass, SearchQuery } from '@core/schemas/search';
import { z } from '@core/schemas/zod-locale';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { exchangeRates, taxCurrencies } from '../exchange/ptax';
import type { Logger } from '../logger';
import { observeAwards, observedAndCached } from '../search/observed-provider';
import type { Provider } from '../search/provider';
import { readProviderCache, writeProviderCache } from '../search/provider-cache';
import {
  type CachedSearchParams,
  cachedSearch,
  SEATS_AERO_MESSAGES,
  type SeatsAeroCabin,
  type SeatsAeroClientOptions,
  SeatsAeroError,
} from './seats-aero-client';

/**
 * The `seats_aero` provider (DESIGN §6): award availability from the Seats.aero Partner API for the
 * sources SPEC §7 maps the programmes onto (azul, american for LATAM, smiles, virginatlantic). Batches stream
 * per page; replies are cached per query in search_cache for SEATS_AERO_CACHE_TTL_SECONDS, and a cache hit
 * says so (freshness 'cache' with its age). Without a key it is not configured and never invents data.
 */

export const SEATS_AERO_PROVIDER_ID = 'seats_aero';
const DEFAULT_TAKE = 500;
const DEFAULT_MAX_PAGES = 5;
const DEFAULT_PROVIDER_TIMEOUT_MS = 25_000;

export type SeatsAeroConfig = Pick<
  Config,
  'SEATS_AERO_API_KEY' | 'SEATS_AERO_BASE_URL' | 'SEATS_AERO_CACHE_TTL_SECONDS' | 'SEATS_AERO_TIMEOUT_MS'
> &
  Partial<Pick<Config, 'EXCHANGE_RATES_BASE_URL' | 'SEATS_AERO_ROUTES_TTL_SECONDS'>>;

export interface SeatsAeroDeps {
  config: SeatsAeroConfig;
  /** Where replies are cached and observed; null disables both. */
  db: Db | null;
  /** Where a failed observation write is said (the search's); quiet without one. */
  log?: Logger;
  /** Rows per page (default 500). */
  take?: number;
  /** Pages read at most per search leg (default 5). */
  maxPages?: number;
  /** The whole provider's budget in the engine (default 25 s); each request has SEATS_AERO_TIMEOUT_MS. */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

export function isSeatsAeroConfigured(config: Pick<Config, 'SEATS_AERO_API_KEY'>): boolean {
  return Boolean(config.SEATS_AERO_API_KEY);
}

/** The client's options, or null when no key is set. */
export function seatsAeroClientOptions(deps: SeatsAeroDeps): SeatsAeroClientOptions | null {
  const apiKey = deps.config.SEATS_AERO_API_KEY;
  if (!apiKey) return null;
  return {
    apiKey,
    baseUrl: deps.config.SEATS_AERO_BASE_URL,
    timeoutMs: deps.config.SEATS_AERO_TIMEOUT_MS,
    take: deps.take ?? DEFAULT_TAKE,
    maxPages: deps.maxPages ?? DEFAULT_MAX_PAGES,
    ...(deps.fetchImpl ? { fetchImpl: deps.fetchImpl } : {}),
  };
}

export function requireSeatsAeroClient(deps: SeatsAeroDeps): SeatsAeroClientOptions {
  const options = seatsAeroClientOptions(deps);
  if (!options) throw new SeatsAeroError(SEATS_AERO_MESSAGES.notConfigured, 'not_configured');
  return options;
}

export const SEATS_AERO_CABIN: Readonly<Record<CabinClass, SeatsAeroCabin>> = {
  ECONOMY: 'economy',
  PREMIUM_ECONOMY: 'premium',
  BUSINESS: 'business',
  FIRST: 'first',
};

const awardListSchema = z.array(awardFlightSchema);

export interface AwardSearchResult {
  awards: AwardFlight[];
  /** When Seats.aero answered (now, or when the cached reply was fetched). */
  fetchedAt: Date;
  cached: boolean;
  /** Rows skipped because they failed the schema. */
  malformed: number;
}

const CABIN_OF: Readonly<Record<SeatsAeroCabin, CabinClass>> = {
  economy: 'ECONOMY',
  premium: 'PREMIUM_ECONOMY',
  business: 'BUSINESS',
  first: 'FIRST',
};

/** What a cached search asks, as the row rule reads it (no cabins: every cabin). */
function askedOf(params: CachedSearchParams): RowQuery {
  return {
    origin: params.origin,
    destination: params.destination,
    from: params.startDate,
    to: params.endDate,
    cabins: params.cabins?.map((cabin) => CABIN_OF[cabin]),
  };
}

/**
 * Every page of one cached search, normalised to award flights (one per offered cabin), cached as a whole.
 * `takePage` is asked before each page request (a cache hit asks nothing); a refusal throws RequestBudgetSpent
 * and nothing partial is cached. `fresh` skips our cached reply (a re-check) and stores what Seats.aero says now.
 */
export async function searchAwards(
  deps: SeatsAeroDeps,
  params: CachedSearchParams,
  ctx: { signal: AbortSignal; now: Date; takePage?: () => Promise<boolean>; fresh?: boolean },
): Promise<AwardSearchResult> {
  const client = requireSeatsAeroClient(deps);
  // A city code ('SAO', from an alert or a calendar) is asked as its airports.
  params = {
    ...params,
    origin: params.origin.split(',').flatMap(expandAirportCode).join(','),
    destination: params.destination.split(',').flatMap(expandAirportCode).join(','),
  };
  const key = [
    'awards',
    `${params.origin}-${params.destination}`,
    params.startDate,
    params.endDate,
    params.sources.join(',') || '*',
    params.cabins?.join(',') || '*',
  ].join('|');
  // Rows off the question (another route, day or cabin) are dropped here, whoever asked (query-match.ts).
  const asked = askedOf(params);
  if (deps.db && !ctx.fresh) {
    const hit = await readProviderCache(deps.db, SEATS_AERO_PROVIDER_ID, key, awardListSchema, ctx.now);
    if (hit)
      return { awards: keepMatchingAwards(hit.value, asked), fetchedAt: hit.fetchedAt, cached: true, malformed: 0 };
  }
  const matches = rowMatcher(asked);
  const awards: AwardFlight[] = [];
  const seen = new Set<string>();
  let malformed = 0;
  for await (const page of cachedSearch(client, params, ctx.signal, ctx.takePage)) {
    malformed += page.malformed;
    for (const award of page.rows.flatMap((row) => normalizeAwardRecord(row))) {
      if (seen.has(award.id) || !matches(awardRow(award))) continue;
      seen.add(award.id);
      awards.push(award);
    }
  }
  // What the API priced joins the price history (a cached reply was recorded when it was fetched).
  if (deps.db) {
    const freshness = makeFreshness('live', ctx.now);
    const flights = awards.map((award) => awardToFlight(award, { freshness, source: 'seats_aero' }));
    observeAwards(deps.db, flights, ctx.now);
  }
  if (deps.db)
    await writeProviderCache(
      deps.db,
      SEATS_AERO_PROVIDER_ID,
      key,
      awards,
      deps.config.SEATS_AERO_CACHE_TTL_SECONDS,
      ctx.now,
    );
  return { awards, fetchedAt: ctx.now, cached: false, malformed };
}

interface Leg {
  from: string;
  to: string;
  date: string;
  isReturnFlight: boolean;
}

function legsOf(query: SearchQuery): Leg[] {
  const legs: Leg[] = [{ from: query.origin, to: query.destination, date: query.departureDate, isReturnFlight: false }];
  if (query.tripType === 'ROUND_TRIP' && query.returnDate) {
    legs.push({ from: query.destination, to: query.origin, date: query.returnDate, isReturnFlight: true });
  }
  return legs;
}

/** PTAX rates for the taxes' currencies of these awards; none without a database or an exchange-rate service. */
export async function awardRates(
  deps: Pick<SeatsAeroDeps, 'db' | 'config'>,
  awards: readonly AwardFlight[],
  now: Date,
): Promise<ExchangeRates> {
  const baseUrl = deps.config.EXCHANGE_RATES_BASE_URL;
  if (!deps.db || !baseUrl) return {};
  return exchangeRates({ db: deps.db, baseUrl }, taxCurrencies(awards), now).catch(() => ({}));
}

/** The provider, bound to its configuration and cache. */
export function createSeatsAeroProvider(deps: SeatsAeroDeps): Provider {
  const provider: Provider = {
    id: SEATS_AERO_PROVIDER_ID,
    kind: 'miles',
    label: 'Seats.aero',
    timeoutMs: deps.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS,
    isConfigured: (config) => isSeatsAeroConfigured(config) && seatsAeroClientOptions(deps) !== null,
    async *search(query, { signal, now }) {
      if (query.searchType === 'cash') return;
      const client = requireSeatsAeroClient(deps);
      const freshness = makeFreshness('live', now);
      for (const leg of legsOf(query)) {
        const params: CachedSearchParams = {
          // A city code ('SAO') goes as its airports, which Seats.aero takes comma-separated.
          origin: expandAirportCode(leg.from).join(','),
          destination: expandAirportCode(leg.to).join(','),
          startDate: leg.date,
          endDate: leg.date,
          sources: MILES_SOURCES,
          cabins: [SEATS_AERO_CABIN[query.cabinClass]],
        };
        const matches = rowMatcher(searchLegQuery(query, leg.isReturnFlight));
        for await (const page of cachedSearch(client, params, signal)) {
          const awards = page.rows.flatMap((row) => normalizeAwardRecord(row)).filter((a) => matches(awardRow(a)));
          // Taxes in dollars… are valued at the day's PTAX (the last known when the BCB is down).
          const rates = await awardRates(deps, awards, now);
          const flights = awards.map((award) =>
            awardToFlight(award, { freshness, source: 'seats_aero', isReturnFlight: leg.isReturnFlight, rates }),
          );
          if (flights.length > 0) yield flights;
        }
      }
    },
  };
  return observedAndCached(provider, deps, deps.config.SEATS_AERO_CACHE_TTL_SECONDS);
}
