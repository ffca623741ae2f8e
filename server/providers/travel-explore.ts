import { IATA_CODE } from '@core/airports/iata';
import type { ExploreCashRow } from '@core/explore/destinations';
import type { PlaceHint } from '@core/explore/place';
import type { ExploreDuration } from '@core/schemas/explore';
import type { CabinClass } from '@core/schemas/search';
import { z } from '@core/schemas/zod-locale';
import type { Queryable } from '../db/client';
import type { ProviderContext } from '../search/provider';
import { readProviderCache, writeProviderCache } from '../search/provider-cache';
import { fetchPage, type SerpApiSettings } from './google-flights-client';

/**
 * SerpApi's `google_travel_explore` engine (https://serpapi.com/google-travel-explore-api): every destination
 * Google's Explore prices from a group of departure airports for a month and a trip length, one call for all,
 * kept in search_cache for EXPLORE_CACHE_TTL_SECONDS. Request parameters as documented: departure_id (comma list),
 * currency, hl, gl, month, travel_duration (1 weekend, 2 a week, 3 two weeks). The reply's `destinations[]` rows
 * are read loosely (tests/fixtures/serpapi/travel-explore-sao.json, whose notes say which fields were confirmed).
 */

export const TRAVEL_EXPLORE_PROVIDER_ID = 'google_travel_explore';

export const TRAVEL_DURATION: Readonly<Record<ExploreDuration, string>> = { weekend: '1', week: '2', two_weeks: '3' };
/** Google Flights' travel_class codes, sent only off economy (Google's default). */
const TRAVEL_CLASS: Record<CabinClass, string> = { ECONOMY: '1', PREMIUM_ECONOMY: '2', BUSINESS: '3', FIRST: '4' };

const optionalNumber = z.number().nullish().catch(null);
const optionalText = z.string().nullish().catch(null);
const code = z.string().regex(IATA_CODE);
const airportRef = z.looseObject({ code: code.optional(), id: code.optional() });

/** One row of `destinations[]`; a row without a price or an airport code is skipped, never the page. */
const destinationRowSchema = z.looseObject({
  name: optionalText,
  country: optionalText,
  start_date: optionalText,
  end_date: optionalText,
  flight_price: z.number().positive(),
  number_of_stops: optionalNumber,
  airline: optionalText,
  destination_airport: airportRef.nullish().catch(null),
  airport: airportRef.nullish().catch(null),
  gps_coordinates: z.looseObject({ latitude: z.number(), longitude: z.number() }).nullish().catch(null),
});

/** What the cache keeps per destination: the fare (one traveller, round trip, reais) and the place's hints. */
export const exploreCashEntrySchema = z.object({
  airport: z.string(),
  perPersonBRL: z.number(),
  departureDate: z.string().nullable(),
  returnDate: z.string().nullable(),
  stops: z.number().nullable(),
  airline: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
});
export type ExploreCashEntry = z.output<typeof exploreCashEntrySchema>;
const entryList = z.array(exploreCashEntrySchema);

export interface TravelExploreRequest {
  airports: readonly string[];
  /** yyyy-MM: its month is asked. */
  month: string;
  duration: ExploreDuration;
  cabin: CabinClass;
}

export function travelExploreParams(req: TravelExploreRequest): Record<string, string> {
  return {
    engine: 'google_travel_explore',
    departure_id: req.airports.join(','),
    currency: 'BRL',
    hl: 'pt-br',
    gl: 'br',
    month: String(Number(req.month.slice(5, 7))),
    travel_duration: TRAVEL_DURATION[req.duration],
    ...(req.cabin === 'ECONOMY' ? {} : { travel_class: TRAVEL_CLASS[req.cabin] }),
  };
}

const isoDay = (text: string | null | undefined) => (text && /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : null);

/** The page's destinations as cache entries; rows off the documented shape are left out. */
export function readDestinations(page: Record<string, unknown>): ExploreCashEntry[] {
  const rows = Array.isArray(page.destinations) ? page.destinations : [];
  return rows.flatMap((raw): ExploreCashEntry[] => {
    const row = destinationRowSchema.safeParse(raw);
    if (!row.success) return [];
    const d = row.data;
    const airport = d.destination_airport?.code ?? d.destination_airport?.id ?? d.airport?.code ?? d.airport?.id;
    if (!airport) return [];
    return [
      {
        airport,
        perPersonBRL: d.flight_price,
        departureDate: isoDay(d.start_date),
        returnDate: isoDay(d.end_date),
        stops: d.number_of_stops ?? null,
        airline: d.airline ?? null,
        city: d.name ?? null,
        country: d.country ?? null,
        lat: d.gps_coordinates?.latitude ?? null,
        lon: d.gps_coordinates?.longitude ?? null,
      },
    ];
  });
}

export const travelExploreKey = (req: TravelExploreRequest) =>
  [req.airports.join(','), req.month, req.duration, req.cabin].join('|');

export interface TravelExploreResult {
  entries: ExploreCashEntry[];
  cached: boolean;
  fetchedAt: Date;
}

export interface TravelExploreDeps {
  db: Queryable | null;
  settings: SerpApiSettings & { apiKey: string };
  ttlSeconds: number;
  requestTimeoutMs: number;
}

/** The cached reply when there is one, else one SerpApi call (kept in the cache). */
export async function travelExplore(
  deps: TravelExploreDeps,
  req: TravelExploreRequest,
  ctx: ProviderContext,
): Promise<TravelExploreResult> {
  const key = travelExploreKey(req);
  if (deps.db) {
    const hit = await readProviderCache(deps.db, TRAVEL_EXPLORE_PROVIDER_ID, key, entryList, ctx.now);
    if (hit) return { entries: hit.value, cached: true, fetchedAt: hit.fetchedAt };
  }
  const page = await fetchPage(deps.settings, travelExploreParams(req), ctx, deps.requestTimeoutMs);
  const entries = page ? readDestinations(page) : [];
  if (deps.db) await writeProviderCache(deps.db, TRAVEL_EXPLORE_PROVIDER_ID, key, entries, deps.ttlSeconds, ctx.now);
  return { entries, cached: false, fetchedAt: ctx.now };
}

/** A cache entry as the explore's cash row and the hints for its place. */
export function cashRowOf(entry: ExploreCashEntry, freshness: ExploreCashRow['freshness']): ExploreCashRow {
  return {
    airport: entry.airport,
    perPersonBRL: entry.perPersonBRL,
    departureDate: entry.departureDate,
    returnDate: entry.returnDate,
    stops: entry.stops,
    airline: entry.airline,
    source: TRAVEL_EXPLORE_PROVIDER_ID,
    freshness,
  };
}

export const placeHintOf = (entry: ExploreCashEntry): PlaceHint => ({
  city: entry.city,
  country: entry.country,
  lat: entry.lat,
  lon: entry.lon,
});
