import { awardFlightSchema, bookingLinkSchema, dateAwardFlightSchema, dateAwardSearchFields } from './award';
import { freshnessSchema } from './flight';
import { differentEnds, iataCodeSchema, isIsoDate, isoDateSchema, sameRouteIssue } from './search';
import { bookingWindowsField } from './booking-window';
import { z } from './zod-locale';
import { IATA_CODE, isIataCode } from '../airports/iata';
import { ISO_DAY_DOC } from './bounds';

/**
 * The award routes on Seats.aero (SPEC §3, §7): GET /api/miles/search, GET /api/test/trip-details,
 * POST /api/seatsaereo2-data and GET /api/seats-aero-proxy; what they take and the normalised rows they send.
 */

const iataRefine = isIataCode;
const IATA_MESSAGE = 'Use o código IATA do aeroporto (3 letras)';

const adultsSchema = z
  .union([z.number(), z.string().trim().regex(/^\d+$/, 'Informe um número').transform(Number)])
  .pipe(z.number().int().min(1, 'Mínimo de 1 adulto').max(9, 'Máximo de 9 adultos'))
  .default(1);

export const tripDetailsQuery = z
  .object({
    id: z
      .string('Informe o id do voo')
      .trim()
      .min(1, 'Informe o id do voo')
      .max(200, 'Id de voo inválido')
      .regex(/^[A-Za-z0-9_-]+$/, 'Id de voo inválido'),
    origin: iataCodeSchema('Origem é obrigatória'),
    destination: iataCodeSchema('Destino é obrigatório'),
    departureDate: isoDateSchema('Data de partida é obrigatória'),
    adults: adultsSchema,
  })
  .refine(differentEnds, sameRouteIssue);

const DATE_CABINS = ['all', 'economy', 'premium', 'business', 'first'] as const;

/** Checked by the refines below; the document says it on the field. */
const IATA_DOC = { pattern: IATA_CODE.source };

export const dateAwardBody = dateAwardSearchFields
  .extend({
    origin: dateAwardSearchFields.shape.origin.meta(IATA_DOC),
    destination: dateAwardSearchFields.shape.destination.meta(IATA_DOC),
    cabin: z
      .string('Classe inválida')
      .trim()
      .toLowerCase()
      .pipe(z.enum(DATE_CABINS, 'Classe inválida'))
      .meta({ enum: DATE_CABINS })
      .default('economy'),
  })
  .refine((v) => iataRefine(v.origin), { path: ['origin'], message: IATA_MESSAGE })
  .refine((v) => iataRefine(v.destination), { path: ['destination'], message: IATA_MESSAGE })
  .refine(differentEnds, sameRouteIssue);

export const proxyQuery = z
  .object({
    origin: iataCodeSchema('Origem é obrigatória'),
    destination: iataCodeSchema('Destino é obrigatório'),
    departureDate: isoDateSchema('Data de partida é obrigatória'),
    returnDate: z
      .string()
      .trim()
      .refine((v) => v === '' || isIsoDate(v), 'Data inválida (use aaaa-mm-dd)')
      .meta(ISO_DAY_DOC)
      .optional()
      .transform((v) => v || undefined),
  })
  .refine((v) => v.returnDate === undefined || v.returnDate >= v.departureDate, {
    path: ['returnDate'],
    message: 'A data de volta não pode ser antes da data de ida',
  })
  .refine(differentEnds, sameRouteIssue);

/** A failure some clients still meet with status 200: the screens show its `error`. */
const failedReply = z.object({ success: z.literal(false), error: z.string() });

/** GET /api/miles/search: one programme's award flights, normalised, by day then fewest miles. */
export const milesSearchReplySchema = z.discriminatedUnion('success', [
  z.object({
    success: z.literal(true),
    results: z.object({ data: z.array(awardFlightSchema), freshness: freshnessSchema }),
  }),
  failedReply,
]);
export type MilesSearchReply = z.output<typeof milesSearchReplySchema>;

const tripSegmentSchema = z.object({
  OriginAirport: z.string(),
  DestinationAirport: z.string(),
  DepartsAt: z.string(),
  ArrivesAt: z.string(),
  FlightNumber: z.string(),
  AircraftName: z.string(),
  FareClass: z.string(),
  Cabin: z.string(),
});
export type TripSegment = z.output<typeof tripSegmentSchema>;

/** SPEC §3 "Trip details response" (GET /api/test/trip-details). */
export const tripDetailsReplySchema = z.object({
  success: z.literal(true),
  data: z.object({
    source: z.string(),
    bookingLink: z.string(),
    bookingLinks: z.array(z.looseObject(bookingLinkSchema.shape)),
    trips: z.array(
      z.object({
        ID: z.string(),
        FlightNumbers: z.string(),
        Cabin: z.string(),
        RemainingSeats: z.number().nullable(),
        MileageCost: z.number().nullable(),
        Taxes: z.number(),
        TaxesCurrency: z.string(),
        DepartsAt: z.string(),
        ArrivesAt: z.string(),
        TotalDuration: z.number().nullable(),
        Stops: z.number(),
        AvailabilitySegments: z.array(tripSegmentSchema),
      }),
    ),
  }),
});

/** POST /api/seatsaereo2-data: one day's award flights, fewest miles first. */
export const dateAwardReplySchema = z.object({
  success: z.literal(true),
  flights: z.array(dateAwardFlightSchema),
  message: z.string(),
  /**
   * The programmes' booking windows on the route, when the day is far enough ahead to ask (Seats.aero's routes list):
   * a programme whose window does not reach the day is not open yet, and the screen says when it opens.
   */
  bookingWindows: bookingWindowsField(),
});

/** GET /api/seats-aero-proxy: both legs' award flights. */
export const roundTripReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  results: z.object({ outboundFlights: z.array(awardFlightSchema), returnFlights: z.array(awardFlightSchema) }),
  idaCount: z.number(),
  voltaCount: z.number(),
});
