import { type CalendarQuery, calendarDaySchema, calendarQuerySchema, calendarReplySchema } from './calendar';
import type { Flight } from './flight';
import { bookingWindowsField } from './booking-window';
import { routeInsightSchema } from './insight';
import { z } from './zod-locale';

/**
 * The /ws protocol, both ways (SPEC §7 "Real-time socket", DESIGN §6 and §6b). A live search: the client subscribes
 * to a search created by POST /api/search/async and receives `results` batches as providers answer, then one
 * `complete`. A price calendar: the client sends its query and receives the grid as each source answers
 * (`calendar-days`), then the finished calendar (`calendar-complete`). `cancel` aborts every provider of either;
 * `error` ends either with a pt-BR reason.
 */

// ---- client → server ----

const SEARCH_ID_MESSAGE = 'Informe o searchId da busca a acompanhar.';
const CALENDAR_QUERY_MESSAGE = 'Informe a consulta do calendário (query).';
/** A frame that is not JSON. */
export const WS_NOT_JSON_MESSAGE = 'Mensagem inválida: esperava JSON.';
/** JSON without one of the message types below. */
export const WS_UNSUPPORTED_MESSAGE = 'Tipo de mensagem não suportado.';

/** Messages a client may send on /ws, as the server reads them. */
export const wsClientMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('subscribe'),
    searchId: z.string(SEARCH_ID_MESSAGE).trim().min(1, SEARCH_ID_MESSAGE).max(100, SEARCH_ID_MESSAGE),
  }),
  z.object({ type: z.literal('cancel') }),
  z.object({ type: z.literal('ping') }),
  // The same query and refusals as GET /api/calendar (core/schemas/calendar); its fields as the query string
  // carries them (programmes comma-separated; numbers as numbers or digits).
  z.object({ type: z.literal('calendar'), query: calendarQuerySchema }),
]);
/** A client message once read (the calendar's query normalised). */
export type WsClientMessage = z.output<typeof wsClientMessageSchema>;
/** What a client sends. */
export type WsClientMessageInput = z.input<typeof wsClientMessageSchema>;
/** A message that starts a stream. */
export type WsStreamRequest = Extract<WsClientMessageInput, { type: 'subscribe' | 'calendar' }>;

const CLIENT_TYPES = new Set<unknown>(wsClientMessageSchema.options.map((option) => option.shape.type.value));

/**
 * The server's reading of one frame: the message, or the pt-BR reason it cannot be answered (not JSON, an unknown
 * type, or the first problem of a known one: a calendar query says what GET /api/calendar would).
 */
export function readWsClientMessage(text: string): { message: WsClientMessage } | { error: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { error: WS_NOT_JSON_MESSAGE };
  }
  if (typeof raw !== 'object' || raw === null || !CLIENT_TYPES.has((raw as { type?: unknown }).type)) {
    return { error: WS_UNSUPPORTED_MESSAGE };
  }
  const parsed = wsClientMessageSchema.safeParse(raw, {
    // A calendar message without its query object: say which part is missing, not 'este campo'.
    error: (issue) => (issue.path?.length === 1 && issue.path[0] === 'query' ? CALENDAR_QUERY_MESSAGE : undefined),
  });
  if (parsed.success) return { message: parsed.data };
  return { error: parsed.error.issues[0]?.message ?? WS_UNSUPPORTED_MESSAGE };
}

/** The calendar request for a query the screen holds, in the query string's words (programmes comma-separated). */
export function calendarRequest(query: CalendarQuery): WsStreamRequest {
  return {
    type: 'calendar',
    query: {
      origin: query.origin,
      destination: query.destination,
      from: query.from,
      to: query.to,
      cabin: query.cabin,
      programs: query.programs.join(','),
      adults: query.adults,
      ...(query.nights !== undefined ? { nights: query.nights } : {}),
    },
  };
}

// ---- server → client ----

export const wsResultsMetadataSchema = z.object({
  /** Provider id ('demo', 'seats_aero'…). */
  provider: z.string(),
  count: z.number().int().nonnegative(),
  elapsedMs: z.number().nonnegative(),
});
export type WsResultsMetadata = z.output<typeof wsResultsMetadataSchema>;

export const wsProviderErrorSchema = z.object({
  provider: z.string(),
  /** pt-BR, safe to show. */
  message: z.string(),
});
export type WsProviderError = z.output<typeof wsProviderErrorSchema>;

export const wsCompleteMetadataSchema = z.object({
  /** Flights sent in this search, across every batch. */
  total: z.number().int().nonnegative(),
  elapsedMs: z.number().nonnegative(),
  errors: z.array(wsProviderErrorSchema).default([]),
  /**
   * The price verdict of the route per kind and programme ("Bom preço?"); absent without a live source. A verdict
   * the client cannot read is dropped, never the search's end.
   */
  insights: z.array(routeInsightSchema).optional().catch(undefined),
  /**
   * The award programmes' booking windows on the route, when the day is far enough ahead to ask: a programme whose
   * window does not reach the day is not open yet (the results say when it opens). Absent from older servers.
   */
  bookingWindows: bookingWindowsField(),
});
export type WsCompleteMetadata = z.output<typeof wsCompleteMetadataSchema>;

/**
 * Every message the server sends, as a client reads it. `results.data` stays a list of unknown records on purpose:
 * each flight is checked on its own by acceptStreamedFlights (core/flights/acceptance), so one bad record never
 * throws away the rest of the batch. Metadata is optional for the same tolerance (SPEC §7 "optional metadata").
 * A calendar's days and reply are read whole, as GET /api/calendar's are.
 */
export const wsServerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('results'), data: z.array(z.unknown()), metadata: wsResultsMetadataSchema.optional() }),
  z.object({ type: z.literal('complete'), metadata: wsCompleteMetadataSchema.optional() }),
  /** The calendar's grid so far, sent again each time a source adds to it. */
  z.object({
    type: z.literal('calendar-days'),
    days: z.array(calendarDaySchema),
    elapsedMs: z.number().nonnegative().optional(),
  }),
  z.object({
    type: z.literal('calendar-complete'),
    calendar: calendarReplySchema,
    elapsedMs: z.number().nonnegative().optional(),
  }),
  z.object({ type: z.literal('error'), error: z.string() }),
  z.object({ type: z.literal('pong') }),
]);
export type WsServerMessageParsed = z.output<typeof wsServerMessageSchema>;

/** What the server sends: the same messages, with every flight as the server typed it and the metadata always there. */
export type WsServerMessage =
  | { type: 'results'; data: Flight[]; metadata: WsResultsMetadata }
  | { type: 'complete'; metadata: WsCompleteMetadata }
  | Exclude<WsServerMessageParsed, { type: 'results' | 'complete' }>;

/**
 * SPEC §7: "A malformed message is first cleaned and re-parsed." Parses a frame's text; when that fails,
 * strips a BOM, control characters and anything outside the outermost {…} and tries once more. Null when
 * still unreadable or not a known message.
 */
export function parseWsServerMessage(text: string): WsServerMessageParsed | null {
  const attempt = (s: string): WsServerMessageParsed | null => {
    try {
      const parsed = wsServerMessageSchema.safeParse(JSON.parse(s));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  };
  const first = attempt(text);
  if (first) return first;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  const cleaned = text.replace(/^\uFEFF/, '').replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '');
  const start = cleaned.indexOf('{');
  const end = cleaned.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  return attempt(cleaned.slice(start, end + 1));
}
