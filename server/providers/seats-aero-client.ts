import { IATA_CODE } from '@core/airports/iata';
import { z } from '@core/schemas/zod-locale';
import { ProviderError } from '../search/provider';
import { requestDeadline } from './request-deadline';

/**
 * The Seats.aero Partner API as documented (developers.seats.aero): base URL plus
 * `GET /search` (cached search: origin_airport, destination_airport, start_date, end_date, sources, cabins,
 * take, skip, cursor → {data: Availability[], count, hasMore, cursor}) and `GET /trips/{id}`
 * (→ {data: AvailabilityTrip[], booking_links, revalidation_id, …}), every request with the header
 * `Partner-Authorization: <key>`. Replies are parsed with zod; a malformed row is skipped, never the page.
 */

export const SEATS_AERO_MESSAGES = {
  notConfigured: 'Seats.aero não configurado.',
  unauthorized: 'Chave da Seats.aero recusada (não autorizada).',
  rateLimited: 'Limite de consultas da Seats.aero atingido. Tente mais tarde.',
  invalidReply: 'A API externa retornou uma resposta inválida. Tente novamente mais tarde.',
  timeout: 'A Seats.aero não respondeu a tempo.',
  unreachable: 'Não foi possível conectar à Seats.aero.',
} as const;

export type SeatsAeroFailure =
  | 'not_configured'
  | 'unauthorized'
  | 'rate_limited'
  | 'invalid_reply'
  | 'timeout'
  | 'unreachable'
  | 'upstream';

/** A ProviderError (safe pt-BR message) that also says what failed, for the routes' status codes. */
export class SeatsAeroError extends ProviderError {
  constructor(
    message: string,
    readonly failure: SeatsAeroFailure,
    readonly upstreamStatus: number | null = null,
  ) {
    super(message);
  }
}

/** The status a route answers a Seats.aero failure with: no key 503, too slow 504, anything else it did 502. */
export const SEATS_AERO_FAILURE_STATUS: Readonly<Record<SeatsAeroFailure, 502 | 503 | 504>> = {
  not_configured: 503,
  unauthorized: 502,
  rate_limited: 502,
  invalid_reply: 502,
  timeout: 504,
  unreachable: 502,
  upstream: 502,
};

export interface SeatsAeroClientOptions {
  apiKey: string;
  /** e.g. https://seats.aero/partnerapi (no trailing slash). */
  baseUrl: string;
  /** Each request's own timeout. */
  timeoutMs: number;
  /** Rows per page (Seats.aero accepts 10–1000). */
  take: number;
  /** Pages read at most per search. */
  maxPages: number;
  fetchImpl?: typeof fetch;
}

export const SEATS_AERO_CABINS = ['economy', 'premium', 'business', 'first'] as const;
export type SeatsAeroCabin = (typeof SEATS_AERO_CABINS)[number];

// ---- reply schemas ----------------------------------------------------------------------------------------

const searchReplySchema = z.object({
  data: z.array(z.unknown()),
  count: z.number().nullish(),
  hasMore: z.boolean().nullish(),
  cursor: z.union([z.number(), z.string()]).nullish(),
});

const mileageCost = z.union([z.string(), z.number()]).nullish();
const optionalText = z.string().nullish();
const optionalNumber = z.number().nullish();
const iata = z.string().regex(IATA_CODE);

/** Per cabin letter: {Y,W,J,F}Available, MileageCost (a string), RemainingSeats, TotalTaxes, Airlines, Direct. */
const cabinColumns = Object.fromEntries(
  ['Y', 'W', 'J', 'F'].flatMap((l) => [
    [`${l}Available`, z.boolean().nullish()],
    [`${l}MileageCost`, mileageCost],
    [`${l}RemainingSeats`, optionalNumber],
    [`${l}TotalTaxes`, optionalNumber],
    [`${l}Airlines`, optionalText],
    [`${l}Direct`, z.boolean().nullish()],
  ]),
);

/** One Availability object (one route, one day, one source; cabins as Y/W/J/F columns). */
const availabilityBaseSchema = z.looseObject({
  ID: z.string().min(1),
  RouteID: optionalText,
  Route: z.looseObject({ OriginAirport: iata, DestinationAirport: iata, Source: optionalText }),
  Date: z.string().regex(/^\d{4}-\d{2}-\d{2}/),
  ParsedDate: optionalText,
  TaxesCurrency: optionalText,
  Source: z.string().min(1),
});
const cabinColumnsSchema = z.looseObject(cabinColumns);
export const availabilityRowSchema = availabilityBaseSchema.refine((row) => cabinColumnsSchema.safeParse(row).success, {
  message: 'Colunas de cabine inválidas',
});
export type AvailabilityRow = z.output<typeof availabilityRowSchema>;

const segmentSchema = z.looseObject({
  OriginAirport: iata,
  DestinationAirport: iata,
  DepartsAt: z.string(),
  ArrivesAt: z.string(),
  FlightNumber: z.string(),
  AircraftName: optionalText,
  FareClass: optionalText,
  Cabin: optionalText,
  Order: optionalNumber,
});
export type TripSegment = z.output<typeof segmentSchema>;

/** One AvailabilityTrip: a bookable itinerary of an Availability, with its segments. */
export const tripRowSchema = z.looseObject({
  ID: z.string().min(1),
  AvailabilityID: optionalText,
  AvailabilitySegments: z.array(segmentSchema).min(1),
  MileageCost: z.union([z.number(), z.string()]),
  Cabin: z.string().min(1),
  TotalTaxes: optionalNumber,
  TaxesCurrency: optionalText,
  RemainingSeats: optionalNumber,
  FlightNumbers: optionalText,
  DepartsAt: optionalText,
  ArrivesAt: optionalText,
  TotalDuration: optionalNumber,
  Stops: optionalNumber,
  Carriers: optionalText,
  Source: optionalText,
});
export type TripRow = z.output<typeof tripRowSchema>;

const bookingLinkSchema = z.object({ label: z.string(), link: z.string(), primary: z.boolean().nullish() });

const tripsReplySchema = z.object({
  data: z.array(z.unknown()),
  booking_links: z.array(z.unknown()).nullish(),
  revalidation_id: optionalText,
});

// ---- requests ---------------------------------------------------------------------------------------------

function looksLikeHtml(text: string, contentType: string): boolean {
  return /html/i.test(contentType) || /^\s*</.test(text);
}

/** GET a Seats.aero URL under the caller's signal and this request's own timeout; the JSON body or a SeatsAeroError. */
export async function getJson(options: SeatsAeroClientOptions, url: URL, signal: AbortSignal): Promise<unknown> {
  const deadline = requestDeadline(options.timeoutMs, signal);
  try {
    const res = await (options.fetchImpl ?? fetch)(url, {
      headers: { 'Partner-Authorization': options.apiKey, accept: 'application/json' },
      signal: deadline.signal,
    });
    const text = await res.text();
    if (res.status === 401 || res.status === 403)
      throw new SeatsAeroError(SEATS_AERO_MESSAGES.unauthorized, 'unauthorized', res.status);
    if (res.status === 429) throw new SeatsAeroError(SEATS_AERO_MESSAGES.rateLimited, 'rate_limited', 429);
    const contentType = res.headers.get('content-type') ?? '';
    if (looksLikeHtml(text, contentType))
      throw new SeatsAeroError(SEATS_AERO_MESSAGES.invalidReply, 'invalid_reply', res.status);
    if (!res.ok) throw new SeatsAeroError(`A Seats.aero respondeu com erro ${res.status}.`, 'upstream', res.status);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new SeatsAeroError(SEATS_AERO_MESSAGES.invalidReply, 'invalid_reply', res.status);
    }
  } catch (err) {
    if (err instanceof SeatsAeroError) throw err;
    // The caller's cancel (or the engine's timeout) is not ours to rename.
    if (signal.aborted) throw signal.reason;
    if (deadline.timedOut()) throw new SeatsAeroError(SEATS_AERO_MESSAGES.timeout, 'timeout');
    throw new SeatsAeroError(SEATS_AERO_MESSAGES.unreachable, 'unreachable');
  }
}

export function parseReply<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new SeatsAeroError(SEATS_AERO_MESSAGES.invalidReply, 'invalid_reply');
  return parsed.data;
}

export interface CachedSearchParams {
  origin: string;
  destination: string;
  /** yyyy-MM-dd, inclusive. */
  startDate: string;
  endDate: string;
  /** Seats.aero sources (mileage programmes): azul, american, smiles, virginatlantic… */
  sources: readonly string[];
  /** Omitted: every cabin. */
  cabins?: readonly SeatsAeroCabin[];
}

/** Thrown by cachedSearch when `beforeRequest` refuses a page: the caller's budget is spent mid-search. */
export class RequestBudgetSpent extends Error {
  constructor() {
    super('Seats.aero request budget spent');
  }
}

export interface SearchPage {
  /** Valid rows not seen on an earlier page. */
  rows: AvailabilityRow[];
  /** Rows of this page that failed the schema. */
  malformed: number;
}

/**
 * Cached search, page by page: the first request without cursor, then the reply's cursor with skip = rows
 * received so far. Stops when hasMore is false, a page is empty, or after maxPages; de-duplicates by ID.
 * Every page is one paid request: `beforeRequest` is asked before each, and a refusal throws RequestBudgetSpent.
 */
export async function* cachedSearch(
  options: SeatsAeroClientOptions,
  params: CachedSearchParams,
  signal: AbortSignal,
  beforeRequest?: () => Promise<boolean>,
): AsyncGenerator<SearchPage> {
  const seen = new Set<string>();
  let cursor: string | null = null;
  let received = 0;
  for (let page = 0; page < options.maxPages; page++) {
    const url = new URL(`${options.baseUrl}/search`);
    url.searchParams.set('origin_airport', params.origin);
    url.searchParams.set('destination_airport', params.destination);
    url.searchParams.set('start_date', params.startDate);
    url.searchParams.set('end_date', params.endDate);
    if (params.sources.length > 0) url.searchParams.set('sources', params.sources.join(','));
    if (params.cabins && params.cabins.length > 0) url.searchParams.set('cabins', params.cabins.join(','));
    url.searchParams.set('take', String(options.take));
    if (page > 0) {
      url.searchParams.set('skip', String(received));
      if (cursor !== null) url.searchParams.set('cursor', cursor);
    }
    if (beforeRequest && !(await beforeRequest())) throw new RequestBudgetSpent();
    const reply = parseReply(searchReplySchema, await getJson(options, url, signal));
    if (reply.data.length === 0) return;
    received += reply.data.length;
    if (reply.cursor !== null && reply.cursor !== undefined) cursor = String(reply.cursor);
    const rows: AvailabilityRow[] = [];
    let malformed = 0;
    for (const raw of reply.data) {
      const row = availabilityRowSchema.safeParse(raw);
      if (!row.success) {
        malformed++;
        continue;
      }
      if (seen.has(row.data.ID)) continue;
      seen.add(row.data.ID);
      rows.push(row.data);
    }
    yield { rows, malformed };
    if (reply.hasMore !== true) return;
  }
}

export interface TripsReply {
  trips: TripRow[];
  bookingLinks: { label: string; link: string; primary: boolean }[];
  malformed: number;
}

/** GET /trips/{id}: the itineraries of one Availability, with Seats.aero's booking links. */
export async function getTrips(
  options: SeatsAeroClientOptions,
  availabilityId: string,
  signal: AbortSignal,
): Promise<TripsReply> {
  const url = new URL(`${options.baseUrl}/trips/${encodeURIComponent(availabilityId)}`);
  const reply = parseReply(tripsReplySchema, await getJson(options, url, signal));
  const trips: TripRow[] = [];
  let malformed = 0;
  for (const raw of reply.data) {
    const trip = tripRowSchema.safeParse(raw);
    if (trip.success) trips.push(trip.data);
    else malformed++;
  }
  const bookingLinks = (reply.booking_links ?? []).flatMap((raw) => {
    const link = bookingLinkSchema.safeParse(raw);
    return link.success && link.data.link
      ? [{ label: link.data.label, link: link.data.link, primary: link.data.primary === true }]
      : [];
  });
  return { trips, bookingLinks, malformed };
}
