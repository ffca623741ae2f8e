import { differentEnds, iataCodeSchema, isoDateSchema, sameRouteIssue } from './search';
import { offerValueSchema } from './offer-value';
import { milesVerdictSchema } from './insight';
import { AWARD_PROGRAMS, type AwardProgram, MILES_SOURCES } from '../miles/program-ids';
import { z } from './zod-locale';

/**
 * Award search (SPEC §3 "Award search form", "Award flight (normalised)", "Date-based award flight";
 * §5 "Award schema", "Date-based schema"; §7 GET /api/miles/search).
 */

// The award programmes' codes and Seats.aero sources are views of the one programme table.
export {
  AWARD_PROGRAMS,
  type AwardProgram,
  MILES_SOURCE_BY_PROGRAM,
  MILES_SOURCES,
  type MilesSource,
} from '../miles/program-ids';

export const AWARD_CABINS = ['ALL', 'ECONOMY', 'BUSINESS', 'FIRST'] as const;
export type AwardCabin = (typeof AWARD_CABINS)[number];

/** SPEC §5: the form starts with every programme checked. */
export const DEFAULT_AWARD_PROGRAMS: readonly AwardProgram[] = ['LATAM', 'AZUL', 'SMILES', 'VIRGIN'];
/** SPEC §5: what is searched when nothing is checked at search time. */
export const FALLBACK_AWARD_PROGRAMS: readonly AwardProgram[] = ['AZUL', 'LATAM', 'SMILES'];

const upperEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .string(message)
    .transform((v) => v.trim().toUpperCase())
    .pipe(z.enum(values, message));

const PASSENGERS_MESSAGE = 'Passageiros: de 1 a 9';

export const awardSearchSchema = z
  .object({
    origin: iataCodeSchema('Origem é obrigatória'),
    destination: iataCodeSchema('Destino é obrigatório'),
    cabinClass: upperEnum(AWARD_CABINS, 'Classe inválida').default('ALL'),
    programs: z
      .array(upperEnum(AWARD_PROGRAMS, 'Programa inválido'))
      .min(1, 'Selecione pelo menos um programa')
      .transform((list) => [...new Set(list)]),
    /** The party each row's value in reais is for. */
    passengers: z.coerce
      .number(PASSENGERS_MESSAGE)
      .int(PASSENGERS_MESSAGE)
      .min(1, PASSENGERS_MESSAGE)
      .max(9, PASSENGERS_MESSAGE)
      .default(1),
  })
  .refine(differentEnds, sameRouteIssue);
export type AwardSearch = z.output<typeof awardSearchSchema>;
export type AwardSearchInput = z.input<typeof awardSearchSchema>;

/** SPEC §9 award defaults: GRU → MIA, class ALL, every programme. */
export const AWARD_SEARCH_DEFAULTS: AwardSearch = {
  origin: 'GRU',
  destination: 'MIA',
  cabinClass: 'ALL',
  programs: [...DEFAULT_AWARD_PROGRAMS],
  passengers: 1,
};

/**
 * A programme checkbox changed (SPEC §5): checking LATAM also checks VIRGIN (Virgin Atlantic is shown under
 * LATAM Pass), unchecking LATAM unchecks both; the others toggle alone. Keeps AWARD_PROGRAMS order.
 */
export function toggleAwardProgram(
  current: readonly AwardProgram[],
  program: AwardProgram,
  checked: boolean,
): AwardProgram[] {
  const next = new Set(current);
  const affected: AwardProgram[] = program === 'LATAM' ? ['LATAM', 'VIRGIN'] : [program];
  for (const p of affected) {
    if (checked) next.add(p);
    else next.delete(p);
  }
  return AWARD_PROGRAMS.filter((p) => next.has(p));
}

/** The programmes actually searched: the checked ones, or AZUL, LATAM, SMILES when none is checked. */
export function programsToSearch(checked: readonly AwardProgram[]): AwardProgram[] {
  return checked.length > 0 ? [...new Set(checked)] : [...FALLBACK_AWARD_PROGRAMS];
}

/**
 * GET /api/miles/search?origin&destination&source[&passengers] (one call per selected programme); `passengers`
 * (default 1) is the party each row's `value.total` is for.
 */
export const milesSearchQuerySchema = z
  .object({
    origin: iataCodeSchema('Origem é obrigatória'),
    destination: iataCodeSchema('Destino é obrigatório'),
    source: z
      .string('Programa inválido')
      .transform((v) => v.trim().toLowerCase())
      .pipe(z.enum(MILES_SOURCES, 'Programa inválido'))
      .meta({ enum: MILES_SOURCES }),
    passengers: z
      .union([z.number(), z.string().trim().regex(/^\d+$/, PASSENGERS_MESSAGE).transform(Number)])
      .pipe(z.number().int(PASSENGERS_MESSAGE).min(1, PASSENGERS_MESSAGE).max(9, PASSENGERS_MESSAGE))
      .default(1),
  })
  .refine(differentEnds, sameRouteIssue);
export type MilesSearchQuery = z.output<typeof milesSearchQuerySchema>;

// ---- the normalised award flight ------------------------------------------------------------------------

export const bookingLinkSchema = z.object({
  label: z.string().max(120),
  link: z.string().max(2000),
  primary: z.boolean().default(false),
});
export type BookingLink = z.output<typeof bookingLinkSchema>;

export const AWARD_CABIN_CLASSES = ['ECONOMY', 'PREMIUM_ECONOMY', 'BUSINESS', 'FIRST'] as const;

/** SPEC §3 "Award flight (normalised)", plus available_seats, fees_currency and miles_estimated. */
export const awardFlightSchema = z.object({
  id: z.string().min(1),
  /** Shown programme: 'LATAM Pass', 'Smiles', 'Azul Fidelidade' (Virgin Atlantic shows as LATAM Pass). */
  program: z.string(),
  /** The programme that actually prices the seat ('Virgin Atlantic', 'American AAdvantage'…). */
  original_program: z.string(),
  airline: z.string(),
  flight_number: z.string(),
  airline_code: z.string(),
  origin: z.string(),
  destination: z.string(),
  /** HH:mm, airport-local; '' when unknown. */
  departure_time: z.string(),
  arrival_time: z.string(),
  /** yyyy-MM-dd. */
  flight_date: z.string(),
  departure_date: z.string(),
  arrival_date: z.string(),
  /** pt-BR text ('10h 35min'), '' when unknown. */
  duration: z.string(),
  duration_minutes: z.number().int().nonnegative().nullable(),
  stops: z.number().int().nonnegative(),
  connections: z.array(z.string()),
  cabin_class: z.enum(AWARD_CABIN_CLASSES),
  miles_cost: z.number().int().nonnegative(),
  /** True when miles_cost is the programme's fallback, not the provider's figure. */
  miles_estimated: z.boolean(),
  /** In fees_currency major units (reais for BRL). */
  fees: z.number().nonnegative(),
  fees_currency: z.string(),
  /** null = unknown. */
  available_seats: z.number().int().nonnegative().nullable(),
  booking_link: z.string(),
  booking_links: z.array(bookingLinkSchema),
  notes: z.string(),
  aircraft: z.string(),
  source: z.string(),
  /**
   * When the provider last saw this availability (ISO date-time; Seats.aero's ComputedLastSeen, else UpdatedAt);
   * null when unknown or when the row is a table, not a sighting. Absent reads as null: replies cached before it
   * parse, unchanged (no default added on a re-parse).
   */
  seen_at: z.iso.datetime({ offset: true }).nullable().optional(),
  /**
   * The row's value for the signed-in traveller (their milheiro, the query's passengers, taxes at the PTAX rate),
   * where a route answers it (GET /api/miles/search); absent elsewhere.
   */
  value: offerValueSchema.optional(),
  /**
   * The row's miles against what the product saw priced for its route, programme, cabin and travel month (the
   * miles verdict, GET /api/miles/search); absent elsewhere.
   */
  verdict: milesVerdictSchema.optional(),
});
export type AwardFlight = z.output<typeof awardFlightSchema>;

// ---- award by date ---------------------------------------------------------------------------------------

const threeChars = (message: string) => z.string(message).trim().toUpperCase().min(3, message);

/** SPEC §5 "Date-based schema": inputs upper-cased. */
export const dateAwardSearchFields = z.object({
  origin: threeChars('Origem deve ter pelo menos 3 caracteres'),
  destination: threeChars('Destino deve ter pelo menos 3 caracteres'),
  departureDate: isoDateSchema('Data de partida é obrigatória'),
});
export const dateAwardSearchSchema = dateAwardSearchFields.refine(differentEnds, sameRouteIssue);
export type DateAwardSearch = z.output<typeof dateAwardSearchSchema>;

/** SPEC §3 "Date-based award flight". */
export const dateAwardFlightSchema = z.object({
  id: z.string().min(1),
  airline: z.string(),
  program: z.string(),
  /** Who prices the seat when it is not `program` (Virgin Atlantic under LATAM Pass); absent otherwise. */
  originalProgram: z.string().optional(),
  cabin: z.string(),
  miles: z.number().int().nonnegative(),
  departureTime: z.string(),
  arrivalTime: z.string(),
  origin: z.string(),
  destination: z.string(),
  duration: z.string(),
  stops: z.number().int().nonnegative(),
  availableSeats: z.number().int().nonnegative().nullable(),
  /** When the provider last saw it; absent or null when unknown. */
  seenAt: z.iso.datetime({ offset: true }).nullable().optional(),
  /** The row's value for the signed-in traveller (one person: their milheiro, taxes at the PTAX rate). */
  value: offerValueSchema.optional(),
});
export type DateAwardFlight = z.output<typeof dateAwardFlightSchema>;

/** SPEC §4: the date-based screen's cabin filter. */
export const DATE_AWARD_CABIN_FILTERS = ['all', 'economy', 'business', 'first'] as const;
