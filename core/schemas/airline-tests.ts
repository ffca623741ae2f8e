import {
  cabinClassSchema,
  type CabinClass,
  iataCodeSchema,
  isIsoDate,
  isoDateSchema,
  passengerCountsSchema,
  TRIP_TYPES,
} from './search';
import { ISO_DAY_DOC } from './bounds';
import { z } from './zod-locale';

/**
 * The airline test and demo pages' API (SPEC §2 "Test and demo pages", §3 "Airline test result", §7): the
 * form both the server and the pages check, and the replies the server sends once it has checked each
 * airline row itself (server/providers/airline-upstream-rows.ts). The rows here are those normalised rows:
 * the pages read them as they come.
 */

const optionalDate = z
  .string()
  .trim()
  .refine((v) => v === '' || isIsoDate(v), { message: 'Data inválida (use aaaa-mm-dd)', abort: true })
  .meta(ISO_DAY_DOC)
  .nullish()
  .transform((v) => v || undefined);

const booleanish = z.union([
  z.boolean(),
  z.enum(['true', 'false', '1', '0', 'on']).transform((v) => v === 'true' || v === '1' || v === 'on'),
]);

/** What one airline upstream is asked (README): passengers split, cabin one of ECONOMY, PREMIUM_ECONOMY, BUSINESS, FIRST. */
export interface AirlineTestRequest {
  origin: string;
  destination: string;
  departureDate: string;
  returnDate?: string;
  adults: number;
  children: number;
  infants: number;
  cabin: CabinClass;
}

/** SPEC §3 "LATAM proxy / test form" and §5 "Airline test page" (same limits on the VoeGol page and the tester). */
export const airlineTestSchema = z
  .object({
    origin: iataCodeSchema('Origem é obrigatória'),
    destination: iataCodeSchema('Destino é obrigatório'),
    departureDate: isoDateSchema('Data de ida é obrigatória'),
    returnDate: optionalDate,
    tripType: z.enum(TRIP_TYPES, 'Tipo de viagem inválido').optional(),
    flightClass: cabinClassSchema.optional(),
    cabinClass: cabinClassSchema.optional(),
    adults: passengerCountsSchema.shape.adults.default(1),
    children: passengerCountsSchema.shape.children,
    infants: passengerCountsSchema.shape.infants,
    useTestData: booleanish.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.origin === v.destination)
      ctx.addIssue({ code: 'custom', path: ['destination'], message: 'Destino deve ser diferente da origem' });
    if (v.tripType === 'ROUND_TRIP' && !v.returnDate)
      ctx.addIssue({ code: 'custom', path: ['returnDate'], message: 'Data de volta é obrigatória para ida e volta' });
    if (v.tripType !== 'ONE_WAY' && v.returnDate && v.returnDate < v.departureDate)
      ctx.addIssue({
        code: 'custom',
        path: ['returnDate'],
        message: 'A data de volta não pode ser antes da data de ida',
      });
  })
  .transform((v) => {
    const returnDate = v.tripType === 'ONE_WAY' ? undefined : v.returnDate;
    const request: AirlineTestRequest = {
      origin: v.origin,
      destination: v.destination,
      departureDate: v.departureDate,
      ...(returnDate ? { returnDate } : {}),
      adults: v.adults,
      children: v.children,
      infants: v.infants,
      cabin: v.flightClass ?? v.cabinClass ?? 'ECONOMY',
    };
    return { request, useTestData: v.useTestData ?? false };
  });

/** POST /api/voegol-proxy's `?test=true`: the test data, whatever the body says. */
export const voegolTestQuery = z.object({ test: z.enum(['true']).optional() });

/** LATAM and Azul cash rows: times 'HH:mm', duration as text and minutes, stops, price in reais. */
export const cashRowSchema = z.object({
  horarioPartida: z.string(),
  horarioChegada: z.string(),
  duracao: z.string(),
  duracaoMinutos: z.number().nullable(),
  escalas: z.array(z.string()),
  preco: z.number().nonnegative(),
  numeroVoo: z.string().optional(),
  companhia: z.string().optional(),
  dataPartida: z.string().optional(),
  dataChegada: z.string().optional(),
  url: z.string().optional(),
});
export type CashRow = z.output<typeof cashRowSchema>;

/** VoeGol rows: origem, destino, duracao, preco, companhia (times and stops when the airline sends them). */
export const voegolRowSchema = z.object({
  origem: z.string(),
  destino: z.string(),
  duracao: z.string(),
  duracaoMinutos: z.number().nullable(),
  preco: z.number().nonnegative(),
  companhia: z.string(),
  horarioPartida: z.string().optional(),
  horarioChegada: z.string().optional(),
  escalas: z.array(z.string()),
  numeroVoo: z.string().optional(),
  dataPartida: z.string().optional(),
  url: z.string().optional(),
});
export type VoegolRow = z.output<typeof voegolRowSchema>;

const milesPoint = z.object({ time: z.string(), airport: z.string(), date: z.string().optional() });

/** Smiles and Azul miles rows (SPEC §3 "Smiles flight"): miles, fees in reais, departure and arrival points. */
export const milesRowSchema = z.object({
  id: z.string().optional(),
  airline: z.string(),
  miles: z.number().int().nonnegative(),
  fees: z.number().nonnegative(),
  departure: milesPoint,
  arrival: milesPoint,
  duration: z.string(),
  durationMinutes: z.number().nullable(),
  stops: z.number().int().nonnegative(),
  flightNumber: z.string().optional(),
  url: z.string(),
});
export type MilesRow = z.output<typeof milesRowSchema>;

/** One airline's reply: its rows per leg, and whether they are the contingency sample. */
export const airlineTestReply = <Row extends z.ZodType>(row: Row) =>
  z.object({
    success: z.literal(true),
    fonte: z.string(),
    ida: z.array(row),
    volta: z.array(row),
    idaCount: z.number(),
    voltaCount: z.number(),
    /** The rows are the fixed sample, not real offers. */
    _utilizandoDadosContingencia: z.literal(true).optional(),
    /** Why the sample is shown. */
    message: z.string().optional(),
    /** Upstream rows that did not match the contract and were left out. */
    linhasIgnoradas: z.number().int().nonnegative().optional(),
  });
export const cashTestReplySchema = airlineTestReply(cashRowSchema);
export const voegolTestReplySchema = airlineTestReply(voegolRowSchema);
export const milesTestReplySchema = airlineTestReply(milesRowSchema);
export type AirlineTestReply<Row> = Omit<z.output<typeof cashTestReplySchema>, 'ida' | 'volta'> & {
  ida: Row[];
  volta: Row[];
};

/** POST /api/voegol-proxy when VoeGol's API fails (502, or 504 on its timeout): the error, flagged, and no rows. */
export const voegolFailureSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.string().optional(),
  _apiError: z.literal(true),
  ida: z.array(z.never()),
  volta: z.array(z.never()),
});

/** /api/test/all: one entry per API; a failed one says why and carries no rows. */
export const testAllReplySchema = z.object({
  success: z.literal(true),
  results: z.record(
    z.string(),
    z.union([
      cashTestReplySchema,
      voegolTestReplySchema,
      milesTestReplySchema,
      z.object({
        success: z.literal(false),
        fonte: z.string(),
        error: z.string(),
        ida: z.array(z.never()),
        volta: z.array(z.never()),
        idaCount: z.literal(0),
        voltaCount: z.literal(0),
      }),
    ]),
  ),
});
