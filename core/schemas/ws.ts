import type { Flight } from './flight';
import { type RouteInsight, routeInsightSchema } from './insight';
import { z } from './zod-locale';

/**
 * The /ws protocol (SPEC §7 "Real-time socket", DESIGN §6). The client subscribes to a search created by
 * POST /api/search/async, receives `results` batches as providers answer, then one `complete`; `cancel`
 * aborts every provider.
 */

/** Messages a client may send on /ws. */
export const wsClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), searchId: z.string().trim().min(1).max(100) }),
  z.object({ type: z.literal('cancel') }),
  z.object({ type: z.literal('ping') }),
  // A price calendar (core/schemas/calendar): its query as GET /api/calendar takes it, checked by the server.
  z.object({ type: z.literal('calendar'), query: z.record(z.string(), z.unknown()) }),
]);
export type WsClientMessage = z.infer<typeof wsClientMessageSchema>;

export interface WsResultsMetadata {
  /** Provider id ('demo', 'seats_aero'…). */
  provider: string;
  count: number;
  elapsedMs: number;
}

export interface WsProviderError {
  provider: string;
  /** pt-BR, safe to show. */
  message: string;
}

export interface WsCompleteMetadata {
  /** Flights sent in this search, across every batch. */
  total: number;
  elapsedMs: number;
  errors: WsProviderError[];
  /** The price verdict of the route per kind and programme ("Bom preço?"); absent without a live source. */
  insights?: RouteInsight[];
}

/** What the server sends. */
export type WsServerMessage =
  | { type: 'results'; data: Flight[]; metadata: WsResultsMetadata }
  | { type: 'complete'; metadata: WsCompleteMetadata }
  | { type: 'error'; error: string }
  | { type: 'pong' };

const resultsMetadataSchema = z.object({
  provider: z.string(),
  count: z.number().int().nonnegative(),
  elapsedMs: z.number().nonnegative(),
});

const completeMetadataSchema = z.object({
  total: z.number().int().nonnegative(),
  elapsedMs: z.number().nonnegative(),
  errors: z.array(z.object({ provider: z.string(), message: z.string() })).default([]),
  // A verdict the client cannot read is dropped, never the search's end.
  insights: z.array(routeInsightSchema).optional().catch(undefined),
});

/**
 * The client's reading of a server message. `results.data` stays a list of unknown records on purpose: each
 * flight is checked on its own by acceptStreamedFlights (core/flights/acceptance), so one bad record never
 * throws away the rest of the batch. Metadata is optional for the same tolerance (SPEC §7 "optional metadata").
 */
export const wsServerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('results'), data: z.array(z.unknown()), metadata: resultsMetadataSchema.optional() }),
  z.object({ type: z.literal('complete'), metadata: completeMetadataSchema.optional() }),
  z.object({ type: z.literal('error'), error: z.string() }),
  z.object({ type: z.literal('pong') }),
]);
export type WsServerMessageParsed = z.infer<typeof wsServerMessageSchema>;

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
