import { cityForAirport } from '@core/airports/airports';
import { withEstimatedValue } from '@core/flights/award-to-flight';
import { formatDuration } from '@core/flights/format';
import { makeFreshness } from '@core/flights/freshness';
import type { Flight, Freshness } from '@core/schemas/flight';
import { serpPriceInsightsSchema } from '@core/schemas/insight';
import type { CabinClass, SearchQuery } from '@core/schemas/search';
import { z } from '@core/schemas/zod-locale';
import { type Provider, ProviderError } from '../search/provider';
import {
  fetchPage,
  requestParams,
  SERPAPI_MESSAGES,
  type SerpApiSettings,
  type SerpPage,
} from './google-flights-client';

/**
 * Cash fares from Google Flights through SerpApi (the HTTP side is google-flights-client.ts): the reply's rows,
 * as https://serpapi.com/google-flights-results documents them, become Flights; round trips in two steps
 * (outbound options, then each option's returns through its departure_token).
 */

export interface GoogleFlightsOptions {
  /** Read at every search (the app passes its own SERPAPI_API_KEY and SERPAPI_BASE_URL). */
  settings: () => SerpApiSettings;
  /** The engine's budget for the whole provider, every request included (ms). */
  timeoutMs?: number;
  /** Each HTTP request's own limit (ms). */
  requestTimeoutMs?: number;
  /** Round trips: how many outbound options (best first) get their return options fetched. */
  maxReturnLookups?: number;
}

// ---- the documented reply, one row at a time ----------------------------------------------------------

/** 'YYYY-MM-DD HH:MM', the airport's local time. */
const serpTime = z.string().regex(/^\d{4}-\d{2}-\d{2} ([01]?\d|2[0-3]):[0-5]\d$/);
const airportAt = z.object({ id: z.string().regex(/^[A-Z0-9]{3,4}$/), name: z.string().optional(), time: serpTime });
const legSchema = z.object({
  departure_airport: airportAt,
  arrival_airport: airportAt,
  duration: z.number().int().nonnegative().optional(),
  airline: z.string().trim().min(1).max(80),
  flight_number: z.string().trim().max(20).optional(),
  travel_class: z.string().optional(),
});
const rowSchema = z.object({
  flights: z.array(legSchema).min(1).max(8),
  layovers: z.array(z.object({ id: z.string().regex(/^[A-Z0-9]{3,4}$/), duration: z.number().optional() })).optional(),
  total_duration: z.number().int().nonnegative().optional(),
  price: z.number().finite().positive(),
  departure_token: z.string().min(1).optional(),
  booking_token: z.string().min(1).optional(),
});
type SerpRow = z.infer<typeof rowSchema>;

/** The page's rows that match the documented shape; a malformed row is skipped, a page of nothing but is refused. */
function rowsOf(page: SerpPage): SerpRow[] {
  const raw = [...(page.best_flights ?? []), ...(page.other_flights ?? [])];
  const rows = raw.flatMap((item) => {
    const parsed = rowSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
  if (raw.length > 0 && rows.length === 0) throw new ProviderError(SERPAPI_MESSAGES.invalid);
  return rows;
}

// ---- rows → Flight -----------------------------------------------------------------------------------

interface MapContext {
  cabinClass: CabinClass;
  isReturnFlight: boolean;
  url: string;
  freshness: Freshness;
}

function splitTime(value: string): { date: string; time: string } {
  const [date = '', clock = ''] = value.split(' ');
  const [h = '0', m = '0'] = clock.split(':');
  return { date, time: `${h.padStart(2, '0')}:${m}` };
}

const legKey = (leg: z.infer<typeof legSchema>) =>
  `${leg.departure_airport.id}${leg.departure_airport.time.slice(0, 10)}${(leg.flight_number ?? leg.airline).replace(/[^A-Za-z0-9]/g, '')}`;

export function serpRowToFlight(row: SerpRow, ctx: MapContext): Flight | null {
  const first = row.flights[0];
  const last = row.flights[row.flights.length - 1];
  if (!first || !last) return null;
  const departs = splitTime(first.departure_airport.time);
  const arrives = splitTime(last.arrival_airport.time);
  const minutes = row.total_duration ?? null;
  const numbers = row.flights.flatMap((leg) => (leg.flight_number ? [leg.flight_number] : []));
  const stopAirports = row.layovers?.map((l) => l.id) ?? row.flights.slice(0, -1).map((leg) => leg.arrival_airport.id);
  return withEstimatedValue({
    id: `google_flights-${row.flights.map(legKey).join('-')}`.slice(0, 300),
    airline: [...new Set(row.flights.map((leg) => leg.airline))].join(', ').slice(0, 120),
    source: 'google_flights',
    price: row.price,
    miles: null,
    milesProgram: null,
    fees: 0,
    estimatedValue: null,
    estimatedValueFormatted: null,
    departure: { ...departs, airport: first.departure_airport.id, city: cityForAirport(first.departure_airport.id) },
    arrival: { ...arrives, airport: last.arrival_airport.id, city: cityForAirport(last.arrival_airport.id) },
    duration: formatDuration(minutes),
    durationMinutes: minutes,
    stops: row.flights.length - 1,
    stopAirports,
    // Asked of SerpApi as travel_class; its travel_class text is localised (hl=pt-br), so the query's cabin is the truth.
    cabinClass: ctx.cabinClass,
    availableSeats: null,
    url: ctx.url,
    ...(numbers.length > 0 ? { flightNumber: numbers.join(' / ').slice(0, 80) } : {}),
    isReturnFlight: ctx.isReturnFlight,
    bestValue: false,
    isInfoOnly: false,
    freshness: ctx.freshness,
  });
}

/** The page's Google Flights link when it is one; otherwise an honest search link for the route and dates. */
function flightsUrl(page: SerpPage, query: SearchQuery, roundTrip: boolean): string {
  const given = page.search_metadata?.google_flights_url;
  const url = given && URL.canParse(given) ? new URL(given) : null;
  if (url?.protocol === 'https:' && /(^|\.)google\.com(\.br)?$/.test(url.hostname)) return url.toString();
  const when =
    roundTrip && query.returnDate
      ? `${query.departureDate} through ${query.returnDate}`
      : `${query.departureDate} one way`;
  const q = `Flights to ${query.destination} from ${query.origin} on ${when}`;
  return `https://www.google.com/travel/flights?${new URLSearchParams({ q, hl: 'pt-BR', curr: 'BRL' })}`;
}

// ---- the provider ----------------------------------------------------------------------------------------

function pageFlights(
  page: SerpPage,
  query: SearchQuery,
  roundTrip: boolean,
  ctx: Omit<MapContext, 'url'>,
): Map<string, Flight> {
  const url = flightsUrl(page, query, roundTrip);
  const flights = new Map<string, Flight>();
  for (const row of rowsOf(page)) {
    const flight = serpRowToFlight(row, { ...ctx, url });
    if (flight && !flights.has(flight.id)) flights.set(flight.id, flight);
  }
  return flights;
}

export function createGoogleFlightsProvider(options: GoogleFlightsOptions): Provider {
  const readSettings = options.settings;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const requestTimeoutMs = options.requestTimeoutMs ?? 15_000;
  const maxReturnLookups = options.maxReturnLookups ?? 3;
  return {
    id: 'google_flights',
    kind: 'cash',
    label: 'Google Flights',
    timeoutMs,
    isConfigured: (config) => Boolean(config.SERPAPI_API_KEY),
    async *search(query, ctx) {
      if (query.searchType === 'miles') return;
      const settings = readSettings();
      const apiKey = settings.apiKey;
      if (!apiKey) throw new ProviderError(SERPAPI_MESSAGES.notConfigured);
      const keyed = { ...settings, apiKey };
      const roundTrip = query.tripType === 'ROUND_TRIP' && query.returnDate !== undefined;
      const params = requestParams(query, roundTrip);
      const base = { cabinClass: query.cabinClass, freshness: makeFreshness('live', ctx.now) };

      const page = await fetchPage(keyed, params, ctx, requestTimeoutMs);
      if (!page) return;
      // Google's own verdict of the route and date (low / typical / high), passed on to whoever judges prices.
      if (page.price_insights !== undefined && ctx.onPriceInsights) {
        const insights = serpPriceInsightsSchema.safeParse(page.price_insights);
        if (insights.success) ctx.onPriceInsights(insights.data);
      }
      const outbound = rowsOf(page);
      const flights = pageFlights(page, query, roundTrip, { ...base, isReturnFlight: false });
      if (flights.size > 0) yield [...flights.values()];
      if (!roundTrip) return;

      // Returns of the first outbound options (best first); a return flight keeps its lowest round-trip total.
      const tokens = [...new Set(outbound.flatMap((row) => (row.departure_token ? [row.departure_token] : [])))].slice(
        0,
        maxReturnLookups,
      );
      const settled = await Promise.allSettled(
        tokens.map((token) => fetchPage(keyed, { ...params, departure_token: token }, ctx, requestTimeoutMs)),
      );
      if (ctx.signal.aborted) throw ctx.signal.reason;
      const returns = new Map<string, Flight>();
      let failure: unknown = null;
      for (const result of settled) {
        try {
          if (result.status === 'rejected') throw result.reason;
          if (!result.value) continue;
          for (const flight of pageFlights(result.value, query, roundTrip, {
            ...base,
            isReturnFlight: true,
          }).values()) {
            const seen = returns.get(flight.id);
            if (!seen || (flight.price ?? 0) < (seen.price ?? 0)) returns.set(flight.id, flight);
          }
        } catch (err) {
          failure ??= err;
        }
      }
      if (returns.size > 0) yield [...returns.values()];
      if (failure !== null) throw failure;
    },
  };
}
