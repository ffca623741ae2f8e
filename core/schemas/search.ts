import { addDays, formatISO, parseISO } from 'date-fns';
import { dayInZone } from '../format/zones';
import { DATE_RANGE_MESSAGE, ISO_DAY_DOC, isYearInRange, safeText } from './bounds';
import { z } from './zod-locale';
import { IATA_CODE } from '../airports/iata';

/**
 * The smart search (SPEC §3 "Smart search form", §5 "Smart search page form", §7 POST /api/search/async and
 * /api/search/buscador). The same rules for the server's validator (searchQuerySchema, which also takes the
 * older departDate name) and the forms' zodResolver (searchFormSchema, whose input is a plain object type);
 * the output of both is the normalised SearchQuery every provider receives. No field uses z.preprocess, so
 * the input types stay precise (react-hook-form needs an object type).
 */

export const CABIN_CLASSES = ['ECONOMY', 'PREMIUM_ECONOMY', 'BUSINESS', 'FIRST'] as const;
export type CabinClass = (typeof CABIN_CLASSES)[number];

export const TRIP_TYPES = ['ONE_WAY', 'ROUND_TRIP'] as const;
export type TripType = (typeof TRIP_TYPES)[number];

export const SEARCH_TYPES = ['all', 'cash', 'miles'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Other spellings the pages send (SPEC §5: ECONOMIC on async pages; EXECUTIVE/FIRST_CLASS on the LATAM and VoeGol forms). */
const CABIN_ALIASES: Record<string, CabinClass> = {
  ECONOMIC: 'ECONOMY',
  PREMIUM_ECONOMIC: 'PREMIUM_ECONOMY',
  EXECUTIVE: 'BUSINESS',
  FIRST_CLASS: 'FIRST',
};

/** Reads 'economic', ' Business ', 'FIRST_CLASS'… as one of CABIN_CLASSES; other strings come back upper-cased. */
export function normalizeCabinClass(value: string): string {
  const upper = value
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  return CABIN_ALIASES[upper] ?? upper;
}

// The module-level schemas here are z.lazy: built on their first parse, not on import. A zod object costs
// ~0.1 ms to build on a phone, and the search screen's module graph would otherwise build hundreds of them in
// one long task before the form shows.
/** The spellings the API documents for a cabin (the server also reads them in any case, with spaces or hyphens). */
export const CABIN_CLASS_SPELLINGS = [...CABIN_CLASSES, ...Object.keys(CABIN_ALIASES)];

export const cabinClassSchema = z.lazy(() =>
  z
    .string('Classe inválida')
    .transform(normalizeCabinClass)
    .pipe(z.enum(CABIN_CLASSES, 'Classe inválida'))
    .meta({ enum: CABIN_CLASS_SPELLINGS }),
);

// ---- dates -------------------------------------------------------------------------------------------

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written yyyy-MM-dd ('2026-02-30' is false). */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * Today as yyyy-MM-dd in `timeZone`. The default is Brazil's westernmost zone (Acre, UTC−5): a date counts as
 * past only once it is past everywhere in Brazil, so a traveller in Manaus at 23:30 can still pick "today"
 * while the server's clock (UTC) or São Paulo is already on the next day.
 */
const lastDay = new Map<string, { minute: number; day: string }>();

export function todayIsoDate(timeZone = 'America/Rio_Branco', now: Date = new Date()): string {
  // Formatting costs ~18 µs and every search parse asks for today (bench:search). Zone offsets are whole
  // minutes, so the date is the same for the whole UTC minute: format once per minute and zone.
  const minute = Math.floor(now.getTime() / 60_000);
  const last = lastDay.get(timeZone);
  if (last?.minute === minute) return last.day;
  const day = dayInZone(timeZone, now);
  lastDay.set(timeZone, { minute, day });
  return day;
}

/** yyyy-MM-dd plus `days` (may be negative). */
export function addDaysIso(isoDate: string, days: number): string {
  return formatISO(addDays(parseISO(isoDate), days), { representation: 'date' });
}

export const isoDateSchema = (requiredMessage: string) =>
  z
    .string(requiredMessage)
    .trim()
    .min(1, { message: requiredMessage, abort: true })
    .refine(isIsoDate, { message: 'Data inválida (use aaaa-mm-dd)', abort: true })
    .refine(isYearInRange, { message: DATE_RANGE_MESSAGE, abort: true })
    .meta(ISO_DAY_DOC);

/** An optional date field of a form: '', null and undefined mean "no date"; anything else must be a real date. */
export const optionalIsoDate = () =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || isIsoDate(v), { message: 'Data inválida (use aaaa-mm-dd)', abort: true })
    .refine((v) => v === '' || isYearInRange(v), { message: DATE_RANGE_MESSAGE, abort: true })
    .meta(ISO_DAY_DOC)
    .nullish()
    .transform((v) => v || undefined);

// ---- airports and passengers -------------------------------------------------------------------------

/** An IATA code field: trimmed, upper-cased, at least 3 characters (SPEC §5), then exactly 3 letters. */
export const iataCodeSchema = (requiredMessage: string) =>
  z
    .string(requiredMessage)
    .trim()
    .toUpperCase()
    .min(3, { message: requiredMessage, abort: true })
    .regex(IATA_CODE, { message: 'Use o código IATA do aeroporto (3 letras)', abort: true });

/** A travel date before today (todayIsoDate) is refused: no provider has a fare for it. */
export const PAST_DATE_MESSAGE = 'A data da viagem não pode estar no passado';

/** Every search, alert and route in the product: a flight from an airport to itself is refused. */
export const SAME_ROUTE_MESSAGE = 'Destino deve ser diferente da origem';
export const differentEnds = (v: { origin: string; destination: string }) => v.origin !== v.destination;
export const sameRouteIssue = { path: ['destination'], message: SAME_ROUTE_MESSAGE };

/** A count from a number or a numeric string ('2', as inputs give it). */
const count = (min: number, max: number, minMessage: string, maxMessage: string) =>
  z
    .union([z.number('Informe um número'), z.string().trim().regex(/^\d+$/, 'Informe um número').transform(Number)])
    .pipe(z.number().int('Informe um número inteiro').min(min, minMessage).max(max, maxMessage));

export const passengerCountsSchema = z.object({
  adults: count(1, 9, 'Mínimo de 1 adulto', 'Máximo de 9 adultos'),
  children: count(0, 9, 'Mínimo de 0 crianças', 'Máximo de 9 crianças').default(0),
  infants: count(0, 9, 'Mínimo de 0 bebês', 'Máximo de 9 bebês').default(0),
});
export type PassengerCounts = z.output<typeof passengerCountsSchema>;

/** SPEC §7: a number 1–9 (adults), or {adults, children, infants} on the Smiles test page. */
export const passengersSchema = z.lazy(() =>
  z
    .union([count(1, 9, 'Mínimo de 1 passageiro', 'Máximo de 9 passageiros'), passengerCountsSchema])
    .default(1)
    .transform((p): PassengerCounts => (typeof p === 'number' ? { adults: p, children: 0, infants: 0 } : p)),
);

// ---- the search ---------------------------------------------------------------------------------------

export interface SearchQuery {
  origin: string;
  destination: string;
  departureDate: string;
  /** Only for ROUND_TRIP; never before departureDate. */
  returnDate?: string;
  tripType: TripType;
  cabinClass: CabinClass;
  passengers: PassengerCounts;
  searchType: SearchType;
  isFlexible: boolean;
  includeNearby: boolean;
  /** 'ANY' on the Smiles test page; otherwise absent. */
  milesProgram?: string;
}

export interface SearchSchemaOptions {
  /** Today as yyyy-MM-dd, read at every parse (default todayIsoDate()); tests and the browser pass their own. */
  today?: () => string;
}

const booleanish = () =>
  z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).default(false);

/** For the OpenAPI document: a round trip names its return date (the rest of superRefine is beyond JSON Schema). */
const ROUND_TRIP_NEEDS_RETURN = [
  { properties: { tripType: { const: 'ONE_WAY' } } },
  { properties: { tripType: { const: 'ROUND_TRIP' } }, required: ['tripType', 'returnDate'] },
];

/** The form's schema (departureDate only); `today` decides which departure dates are in the past. */
export function createSearchFormSchema(options: SearchSchemaOptions = {}) {
  const today = options.today ?? (() => todayIsoDate());
  return z
    .object({
      origin: iataCodeSchema('Origem é obrigatória'),
      destination: iataCodeSchema('Destino é obrigatório'),
      departureDate: isoDateSchema('Data de ida é obrigatória'),
      returnDate: optionalIsoDate(),
      tripType: z.enum(TRIP_TYPES, 'Tipo de viagem inválido').default('ONE_WAY'),
      cabinClass: cabinClassSchema.default('ECONOMY'),
      passengers: passengersSchema,
      searchType: z
        .string()
        .transform((v) => v.trim().toLowerCase())
        .pipe(z.enum(SEARCH_TYPES, 'Tipo de preço inválido'))
        .meta({ enum: SEARCH_TYPES })
        .default('all'),
      isFlexible: booleanish(),
      includeNearby: booleanish(),
      milesProgram: safeText({ max: 40 }).toUpperCase().nullish(),
    })
    .superRefine((v, ctx) => {
      // Field checks abort, so this only sees well-formed codes and dates; the guards keep it that way.
      if (!isIsoDate(v.departureDate)) return;
      if (v.origin === v.destination)
        ctx.addIssue({ code: 'custom', path: ['destination'], message: SAME_ROUTE_MESSAGE });
      if (v.departureDate < today())
        ctx.addIssue({ code: 'custom', path: ['departureDate'], message: 'A data de ida não pode estar no passado' });
      if (v.tripType !== 'ROUND_TRIP') return;
      if (v.returnDate === undefined)
        ctx.addIssue({ code: 'custom', path: ['returnDate'], message: 'Data de volta é obrigatória para ida e volta' });
      else if (isIsoDate(v.returnDate) && v.returnDate < v.departureDate)
        ctx.addIssue({
          code: 'custom',
          path: ['returnDate'],
          message: 'A data de volta não pode ser antes da data de ida',
        });
    })
    .meta({ anyOf: ROUND_TRIP_NEEDS_RETURN })
    .transform(
      (v): SearchQuery => ({
        origin: v.origin,
        destination: v.destination,
        departureDate: v.departureDate,
        // SPEC §4: ONE_WAY clears returnDate.
        ...(v.tripType === 'ROUND_TRIP' && v.returnDate ? { returnDate: v.returnDate } : {}),
        tripType: v.tripType,
        cabinClass: v.cabinClass,
        passengers: v.passengers,
        searchType: v.searchType,
        isFlexible: v.isFlexible,
        includeNearby: v.includeNearby,
        ...(v.milesProgram ? { milesProgram: v.milesProgram } : {}),
      }),
    );
}

/**
 * The API's schema: the form's rules, and departDate read as the older name of departureDate (SPEC §3);
 * departureDate wins when both are sent.
 */
export function createSearchQuerySchema(options: SearchSchemaOptions = {}) {
  return z.preprocess((raw) => {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
    const record = raw as Record<string, unknown>;
    const departure = record.departureDate;
    if ((departure !== undefined && departure !== null && departure !== '') || record.departDate === undefined)
      return raw;
    return { ...record, departureDate: record.departDate };
  }, createSearchFormSchema(options));
}

export const searchFormSchema = z.lazy(() => createSearchFormSchema());
export const searchQuerySchema = z.lazy(() => createSearchQuerySchema());
/** What a form holds (strings from inputs are fine where a number or boolean is meant). */
export type SearchFormValues = z.input<typeof searchFormSchema>;

/** SPEC §9 smart search defaults: GRU → MIA, departure today+30, return +37, economy, one way, cash. */
export function smartSearchDefaults(today: string = todayIsoDate()) {
  return {
    origin: 'GRU',
    destination: 'MIA',
    departureDate: addDaysIso(today, 30),
    returnDate: addDaysIso(today, 37),
    tripType: 'ONE_WAY' as TripType,
    cabinClass: 'ECONOMY' as CabinClass,
    passengers: 1,
    searchType: 'cash' as SearchType,
    isFlexible: false,
    includeNearby: false,
  };
}

/**
 * A stable cache key: the same search always gives the same string, whatever the field order, the alias or
 * the spelling it arrived with (it is built from the normalised query).
 */
export function searchQueryKey(query: SearchQuery): string {
  const p = query.passengers;
  return [
    `${query.origin}-${query.destination}`,
    query.departureDate,
    query.returnDate ?? '-',
    query.tripType,
    query.cabinClass,
    `a${p.adults}c${p.children}i${p.infants}`,
    query.searchType,
    query.isFlexible ? 'flex' : 'exact',
    query.includeNearby ? 'nearby' : 'airport',
    query.milesProgram ?? '-',
  ].join('|');
}
