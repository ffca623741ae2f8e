import { offerValueSchema } from './offer-value';
import { CABIN_CLASSES } from './search';
import { z } from './zod-locale';

/**
 * SPEC §3 "Flight result": what every provider's records become and what the PWA shows. Prices are reais
 * (BRL), miles are integers, times are the airport's local wall-clock time. The schemas are z.lazy, built on
 * their first parse: importing this module (every search screen does) then builds no zod objects.
 */

/** The spec's sources, plus demo, fixed_table and voegol_api (providers beyond the spec's list). */
export const FLIGHT_SOURCES = [
  'google_flights',
  'seats_aero',
  'tip_milhas',
  'latam_api',
  'azul_api',
  'azulmilhas_api',
  'smiles_api',
  'latam_api_example',
  'azul_api_example',
  'voegol_api',
  'info',
  'demo',
  'fixed_table',
] as const;
export type FlightSource = (typeof FLIGHT_SOURCES)[number];

export const FRESHNESS_KINDS = ['live', 'cache', 'reference', 'demo'] as const;
export type FreshnessKind = (typeof FRESHNESS_KINDS)[number];

/** How fresh a result is: ao vivo, cache de N min, tabela de referência, demonstração. */
export const freshnessSchema = z.lazy(() =>
  z.object({
    kind: z.enum(FRESHNESS_KINDS),
    /** When the provider answered (ISO 8601 date-time). */
    fetchedAt: z.iso.datetime({ offset: true }),
    /** For 'cache': minutes since fetchedAt when it was served. */
    ageMinutes: z.number().int().nonnegative().optional(),
  }),
);
export type Freshness = z.infer<typeof freshnessSchema>;

export const flightPointSchema = z.lazy(() =>
  z.object({
    /** '' when the provider gives only the day (Seats.aero availability rows). */
    time: z.union([z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Horário inválido (HH:mm)'), z.literal('')]),
    airport: z.string().trim().min(3).max(4),
    city: z.string().max(120).default(''),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida (aaaa-mm-dd)'),
  }),
);
export type FlightPoint = z.infer<typeof flightPointSchema>;

export const flightSchema = z.lazy(() => {
  const money = z.number().finite().nonnegative();
  return z.object({
    id: z.string().min(1).max(300),
    airline: z.string().max(120),
    source: z.enum(FLIGHT_SOURCES),
    /** Cash price in reais; null for an award-only offer. */
    price: money.nullable().default(null),
    /** Miles for an award offer; null for a cash-only fare. */
    miles: z.number().int().nonnegative().nullable().default(null),
    milesProgram: z.string().max(80).nullable().default(null),
    /** The programme that prices the seat when it is not milesProgram ('Virgin Atlantic' under LATAM Pass). */
    milesOriginalProgram: z.string().max(80).optional(),
    /** The miles are the programme's fallback figure (SPEC §9), not the provider's. */
    milesEstimated: z.boolean().optional(),
    /** Award taxes and fees in reais (0 when none or unknown), or in feesCurrency when that is given and not BRL. */
    fees: money.default(0),
    feesCurrency: z.string().length(3).optional(),
    /**
     * Effective reais: the price for a cash fare; miles × programme value / 1000 + fees for an award. Null when
     * the programme's value is unknown (then there is no 'aproximadamente' either).
     */
    estimatedValue: money.nullable().default(null),
    /** 'aproximadamente R$ 1.234,56' for awards of a known programme; null otherwise. */
    estimatedValueFormatted: z.string().max(80).nullable().default(null),
    /**
     * An award's value for the signed-in traveller and the search's party (their milheiro, the PTAX rates): per
     * person (= estimatedValue when the award is the cheaper side) and the party's total. Absent on cash fares and
     * wherever no user's valuation was made (a cached reply as stored).
     */
    value: offerValueSchema.optional(),
    departure: flightPointSchema,
    arrival: flightPointSchema,
    /** pt-BR text, e.g. '10h 35min'. */
    duration: z.string().max(40).default(''),
    durationMinutes: z.number().int().nonnegative().nullable().default(null),
    stops: z.number().int().nonnegative().default(0),
    /** Connection airports, in order. */
    stopAirports: z.array(z.string().max(4)).default([]),
    cabinClass: z.enum(CABIN_CLASSES),
    /** null when the provider does not say (Seats.aero's 0 means "unknown", not "sold out"). */
    availableSeats: z.number().int().nonnegative().nullable().default(null),
    /** Where to book or check the offer ('' when none). */
    url: z.string().max(2000).default(''),
    flightNumber: z.string().max(80).optional(),
    isReturnFlight: z.boolean().default(false),
    return: z.object({ departure: flightPointSchema, arrival: flightPointSchema }).optional(),
    bestValue: z.boolean().default(false),
    isInfoOnly: z.boolean().default(false),
    freshness: freshnessSchema,
    /**
     * An award's last sighting by its provider (ISO date-time), as opposed to freshness (when we asked). Null when
     * unknown, on cash fares and on the fixed table's rows (freshness 'reference': a table, never seen). Absent
     * reads as null: rows cached or saved before it still parse, unchanged (no default added on a re-parse).
     */
    seenAt: z.iso.datetime({ offset: true }).nullable().optional(),
  });
});
export type Flight = z.output<typeof flightSchema>;
export type FlightInput = z.input<typeof flightSchema>;

/** SPEC §3 "Smart search response" (POST /api/search/buscador). */
export const smartSearchResponseSchema = z.lazy(() =>
  z.discriminatedUnion('success', [
    z.object({
      success: z.literal(true),
      data: z.object({
        bestValue: z.array(flightSchema),
        cashFlights: z.array(flightSchema),
        milesFlights: z.array(flightSchema),
      }),
    }),
    z.object({ success: z.literal(false), error: z.string() }),
  ]),
);
export type SmartSearchResponse = z.output<typeof smartSearchResponseSchema>;

/** POST /api/search/async reply. */
export const asyncSearchResponseSchema = z.lazy(() =>
  z.discriminatedUnion('success', [
    z.object({ success: z.literal(true), searchId: z.string().min(1).max(100) }),
    z.object({ success: z.literal(false), error: z.string() }),
  ]),
);
export type AsyncSearchResponse = z.output<typeof asyncSearchResponseSchema>;
