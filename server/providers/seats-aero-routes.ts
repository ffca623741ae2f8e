import { IATA_CODE } from '@core/airports/iata';
import { expandAirportCode } from '@core/airports/metro-areas';
import { mayBeBeyondWindow } from '@core/miles/booking-window';
import { type AwardProgram, MILES_SOURCE_BY_PROGRAM } from '@core/schemas/award';
import { todayIsoDate } from '@core/schemas/search';
import type { BookingWindow } from '@core/schemas/booking-window';
import { z } from '@core/schemas/zod-locale';
import type { Queryable } from '../db/client';
import { readProviderCache, writeProviderCache } from '../search/provider-cache';
import { type SeatsAeroDeps, seatsAeroClientOptions } from './seats-aero';
import { getJson, parseReply, type SeatsAeroClientOptions } from './seats-aero-client';

/**
 * Seats.aero's `GET /routes?source=smiles` (Partner API, header Partner-Authorization): the routes it scans for one
 * source, each with `NumDaysOut`, how many days ahead it scans — read as the programme's booking window, so a day
 * further ahead says when it opens instead of "nenhuma oferta". One reply per source is kept in search_cache for
 * SEATS_AERO_ROUTES_TTL_SECONDS (a day); askers at the same time share one request, so a source costs at most one
 * call per instance in that time. Public clients record a bare array of Route objects; a `{data: [...]}` wrapper
 * (as /search has) is read too, and a row without a readable NumDaysOut says nothing (tests/fixtures/seats-aero/
 * routes-smiles.notes.md).
 */

export const SEATS_AERO_ROUTES_ID = 'seats_aero_routes';
/** SEATS_AERO_ROUTES_TTL_SECONDS' default, for callers whose configuration predates it. */
const DEFAULT_ROUTES_TTL_SECONDS = 86_400;

const routeRowSchema = z.looseObject({
  OriginAirport: z.string().regex(IATA_CODE),
  DestinationAirport: z.string().regex(IATA_CODE),
  NumDaysOut: z.number().int().nonnegative().max(1000).nullish(),
});

const replySchema = z.union([
  z.array(z.unknown()),
  z.looseObject({ data: z.array(z.unknown()) }).transform((reply) => reply.data),
]);

/** One scanned route and its window, as kept in the cache. */
const routeWindowSchema = z.object({ o: z.string(), d: z.string(), n: z.number().int().nonnegative() });
export type RouteWindow = z.output<typeof routeWindowSchema>;
const routeWindowList = z.array(routeWindowSchema);

/** The reply's routes with a window; a malformed row, or one without NumDaysOut, is skipped, never the reply. */
export function readRouteWindows(body: unknown): RouteWindow[] {
  return parseReply(replySchema, body).flatMap((raw) => {
    const row = routeRowSchema.safeParse(raw);
    if (!row.success || row.data.NumDaysOut === null || row.data.NumDaysOut === undefined) return [];
    return [{ o: row.data.OriginAirport, d: row.data.DestinationAirport, n: row.data.NumDaysOut }];
  });
}

export interface RoutesDeps {
  db: Queryable | null;
  client: SeatsAeroClientOptions;
  ttlSeconds: number;
}

/** Requests under way, per base URL and source: whoever asks meanwhile waits for the same answer. */
const inFlight = new Map<string, Promise<RouteWindow[]>>();

/**
 * One source's scanned routes: the cached reply, else one call (then cached). The cache is read inside the shared
 * request: whoever asks joins the request under way, or starts one that reads the cache first, and a finished request
 * wrote the cache before letting go, so askers never miss each other's answer.
 */
export function seatsAeroRoutes(
  deps: RoutesDeps,
  source: string,
  ctx: { signal: AbortSignal; now: Date },
): Promise<RouteWindow[]> {
  const key = `${deps.client.baseUrl}|${source}`;
  const pending = inFlight.get(key);
  if (pending) return pending;
  const request = (async () => {
    if (deps.db) {
      const hit = await readProviderCache(deps.db, SEATS_AERO_ROUTES_ID, source, routeWindowList, ctx.now);
      if (hit) return hit.value;
    }
    const url = new URL(`${deps.client.baseUrl}/routes`);
    url.searchParams.set('source', source);
    // Shared by every asker, so no one asker's cancel stops it: the request's own timeout bounds it.
    const routes = readRouteWindows(await getJson(deps.client, url, new AbortController().signal));
    if (deps.db) await writeProviderCache(deps.db, SEATS_AERO_ROUTES_ID, source, routes, deps.ttlSeconds, ctx.now);
    return routes;
  })().finally(() => inFlight.delete(key));
  inFlight.set(key, request);
  return request;
}

/**
 * The booking window of a route on a source, in days; null when unknown (the route is not scanned, or says no
 * window). A city code counts as its airports (SAO → GRU, CGH, VCP): the widest of their windows, since the city's
 * seats open when its first airport's do.
 */
export async function bookingWindowOf(
  deps: RoutesDeps,
  route: { origin: string; destination: string; source: string },
  ctx: { signal: AbortSignal; now: Date },
): Promise<number | null> {
  const origins = new Set(expandAirportCode(route.origin));
  const destinations = new Set(expandAirportCode(route.destination));
  const routes = await seatsAeroRoutes(deps, route.source, ctx);
  let widest: number | null = null;
  for (const r of routes) {
    if (origins.has(r.o) && destinations.has(r.d)) widest = Math.max(widest ?? 0, r.n);
  }
  return widest;
}

/**
 * The known windows of these programmes on a route, in their order. A programme whose routes list cannot be read
 * (Seats.aero down, refused, malformed) is left out: an unknown window is never guessed, and never fails the search
 * it decorates.
 */
export async function bookingWindowsFor(
  deps: RoutesDeps,
  route: { origin: string; destination: string },
  programs: readonly AwardProgram[],
  ctx: { signal: AbortSignal; now: Date },
): Promise<BookingWindow[]> {
  const found = await Promise.all(
    programs.map(async (program) => {
      const numDaysOut = await bookingWindowOf(deps, { ...route, source: MILES_SOURCE_BY_PROGRAM[program] }, ctx).catch(
        () => null,
      );
      return numDaysOut === null ? [] : [{ program, numDaysOut }];
    }),
  );
  return found.flat();
}

/** Where the windows are read from: Seats.aero's client with the routes' TTL; null without a key. */
export function routesDepsOf(deps: SeatsAeroDeps): RoutesDeps | null {
  const client = seatsAeroClientOptions(deps);
  if (!client) return null;
  return { db: deps.db, client, ttlSeconds: deps.config.SEATS_AERO_ROUTES_TTL_SECONDS ?? DEFAULT_ROUTES_TTL_SECONDS };
}

/**
 * The windows a search reaching `lastDay` carries: the known windows of its programmes, or undefined when nothing is
 * asked (no Seats.aero key, or every day near enough to be open: no call is spent on them).
 */
export async function searchBookingWindows(
  deps: SeatsAeroDeps,
  route: { origin: string; destination: string; lastDay: string },
  programs: readonly AwardProgram[],
  ctx: { signal: AbortSignal; now: Date },
): Promise<BookingWindow[] | undefined> {
  const routes = routesDepsOf(deps);
  if (!routes || !mayBeBeyondWindow(route.lastDay, todayIsoDate(undefined, ctx.now))) return undefined;
  return bookingWindowsFor(routes, route, programs, ctx);
}
