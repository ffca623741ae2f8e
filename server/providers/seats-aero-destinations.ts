import { IATA_CODE } from '@core/airports/iata';
import { z } from '@core/schemas/zod-locale';
import type { Queryable } from '../db/client';
import { readProviderCache, writeProviderCache } from '../search/provider-cache';
import { getJson, parseReply, type SeatsAeroClientOptions } from './seats-aero-client';

/**
 * Seats.aero's `GET /destinations?origin_airport=GRU` (Partner API, header Partner-Authorization): the airports
 * reachable non-stop from one airport with the cheapest miles Seats.aero has seen per cabin, as
 * `{success, origin_airport, destinations: [{airport, economy, premium, business, first}]}`. Kept in search_cache
 * per airport for EXPLORE_CACHE_TTL_SECONDS. The per-cabin figure is read as a number of miles (a string of
 * digits too); an object carrying the miles and the programme (`source`) is also understood, since the
 * documentation we could read does not show one (tests/fixtures/seats-aero/destinations-gru.json notes it).
 */

export const SEATS_AERO_DESTINATIONS_ID = 'seats_aero_destinations';

const milesText = z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]);
const cabinFigure = z
  .union([
    milesText.transform((miles) => ({ miles, source: null as string | null })),
    z
      .looseObject({
        miles: milesText.optional(),
        MileageCost: milesText.optional(),
        mileage_cost: milesText.optional(),
        source: z.string().optional(),
        Source: z.string().optional(),
      })
      .transform((o) => ({
        miles: o.miles ?? o.MileageCost ?? o.mileage_cost ?? 0,
        source: o.source ?? o.Source ?? null,
      })),
  ])
  .nullish()
  .catch(null)
  .transform((v) => (v && v.miles > 0 ? v : null));

const rowSchema = z.looseObject({
  airport: z.string().regex(IATA_CODE),
  economy: cabinFigure,
  premium: cabinFigure,
  business: cabinFigure,
  first: cabinFigure,
});

const replySchema = z.looseObject({ destinations: z.array(z.unknown()) });

const figureSchema = z.object({ miles: z.number(), source: z.string().nullable() }).nullable();
export const destinationEntrySchema = z.object({
  airport: z.string(),
  economy: figureSchema,
  premium: figureSchema,
  business: figureSchema,
  first: figureSchema,
});
export type DestinationEntry = z.output<typeof destinationEntrySchema>;
const entryList = z.array(destinationEntrySchema);

/** The reply's rows; a malformed row is skipped, never the reply. */
export function readDestinationRows(body: unknown): DestinationEntry[] {
  const reply = parseReply(replySchema, body);
  return reply.destinations.flatMap((raw) => {
    const row = rowSchema.safeParse(raw);
    if (!row.success) return [];
    const { airport, economy, premium, business, first } = row.data;
    return [{ airport, economy, premium, business, first }];
  });
}

export interface DestinationsResult {
  entries: DestinationEntry[];
  cached: boolean;
}

/** One airport's non-stop destinations: the cached reply, else one call (kept in the cache). */
export async function seatsAeroDestinations(
  deps: { db: Queryable | null; client: SeatsAeroClientOptions; ttlSeconds: number },
  originAirport: string,
  ctx: { signal: AbortSignal; now: Date },
): Promise<DestinationsResult> {
  if (deps.db) {
    const hit = await readProviderCache(deps.db, SEATS_AERO_DESTINATIONS_ID, originAirport, entryList, ctx.now);
    if (hit) return { entries: hit.value, cached: true };
  }
  const url = new URL(`${deps.client.baseUrl}/destinations`);
  url.searchParams.set('origin_airport', originAirport);
  const entries = readDestinationRows(await getJson(deps.client, url, ctx.signal));
  if (deps.db)
    await writeProviderCache(deps.db, SEATS_AERO_DESTINATIONS_ID, originAirport, entries, deps.ttlSeconds, ctx.now);
  return { entries, cached: false };
}
