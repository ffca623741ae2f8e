import { differenceInCalendarDays, parseISO } from 'date-fns';
import { SAME_CITY_MESSAGE, sameCity } from '../airports/metro-areas';
import { AWARD_PROGRAMS, type AwardProgram, DEFAULT_AWARD_PROGRAMS } from './award';
import {
  CABIN_CLASS_SPELLINGS,
  CABIN_CLASSES,
  differentEnds,
  iataCodeSchema,
  isoDateSchema,
  normalizeCabinClass,
  PAST_DATE_MESSAGE,
  SAME_ROUTE_MESSAGE,
  todayIsoDate,
} from './search';
import { bookingWindowsField } from './booking-window';
import { offerValueSchema } from './offer-value';
import { milesVerdictSchema } from './insight';
import { z } from './zod-locale';

/**
 * The price calendar: one route over a month (or up to CALENDAR_MAX_DAYS days), each day with its cheapest cash
 * fare and its cheapest award per programme valued in reais. The same shapes for GET /api/calendar, the /ws
 * stream and the copy kept on the device, so the screen reads all three alike.
 */

/** Two months of 31 days: what one Seats.aero range call and the grid on a phone still carry comfortably. */
export const CALENDAR_MAX_DAYS = 62;
export const CALENDAR_MAX_NIGHTS = 30;

const programList = z
  .string('Programa inválido')
  .trim()
  .transform((v) => (v === '' ? [] : v.split(',').map((p) => p.trim().toUpperCase())))
  .pipe(z.array(z.enum(AWARD_PROGRAMS, 'Programa inválido')))
  .transform((list): AwardProgram[] => (list.length > 0 ? [...new Set(list)] : [...DEFAULT_AWARD_PROGRAMS]))
  // The document's comma-separated list of programmes: its pattern refuses what the enum above refuses.
  .meta({ pattern: `^(${AWARD_PROGRAMS.join('|')})(,(${AWARD_PROGRAMS.join('|')}))*$` });

const smallCount = (min: number, max: number, message: string) =>
  z
    .union([z.number(), z.string().trim().regex(/^\d+$/, 'Informe um número').transform(Number)])
    .pipe(z.number().int('Informe um número inteiro').min(min, message).max(max, message));

/** Days from `from` to `to`, both included. */
export function spanDays(from: string, to: string): number {
  return differenceInCalendarDays(parseISO(to), parseISO(from)) + 1;
}

/**
 * A period that ended before today: no provider has a fare for it. A period that merely started before today (this
 * month, from the 1st, as the month picker and a search's "ver o mês inteiro" ask) is fine; the run pays for no past
 * day (server/calendar/run.ts).
 */
export const CALENDAR_PAST_MESSAGE = 'Este período já passou: escolha um mês ou datas a partir de hoje';

type Route = { origin: string; destination: string };
/** The route rules of the calendar and its single day: not to itself, not within one city (SAO→GRU). */
function routeIssue(v: Route): { path: string[]; message: string } | null {
  if (!differentEnds(v)) return { path: ['destination'], message: SAME_ROUTE_MESSAGE };
  if (sameCity(v.origin, v.destination)) return { path: ['destination'], message: SAME_CITY_MESSAGE };
  return null;
}

/** The calendar's query; `today` decides which periods are past (tests pass their own, the default reads the clock). */
export function createCalendarQuerySchema(today: () => string = () => todayIsoDate()) {
  return z
    .object({
      origin: iataCodeSchema('Origem é obrigatória'),
      destination: iataCodeSchema('Destino é obrigatório'),
      from: isoDateSchema('Data inicial é obrigatória'),
      to: isoDateSchema('Data final é obrigatória'),
      cabin: z
        .string('Classe inválida')
        .transform(normalizeCabinClass)
        .pipe(z.enum(CABIN_CLASSES, 'Classe inválida'))
        .meta({ enum: CABIN_CLASS_SPELLINGS })
        .default('ECONOMY'),
      programs: programList.default([...DEFAULT_AWARD_PROGRAMS]),
      adults: smallCount(1, 9, 'Passageiros: de 1 a 9').default(1),
      /** Round trip with a stay of this many nights; absent: one way. */
      nights: smallCount(1, CALENDAR_MAX_NIGHTS, `Estadia: de 1 a ${CALENDAR_MAX_NIGHTS} noites`).optional(),
    })
    .superRefine((v, ctx) => {
      const route = routeIssue(v);
      if (route) ctx.addIssue({ code: 'custom', ...route });
      if (v.to < v.from)
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'A data final não pode ser antes da inicial' });
      else if (spanDays(v.from, v.to) > CALENDAR_MAX_DAYS)
        ctx.addIssue({
          code: 'custom',
          path: ['to'],
          message: `O período pode ter no máximo ${CALENDAR_MAX_DAYS} dias`,
        });
      else if (v.to < today()) ctx.addIssue({ code: 'custom', path: ['to'], message: CALENDAR_PAST_MESSAGE });
    });
}
export const calendarQuerySchema = createCalendarQuerySchema();
export type CalendarQuery = z.output<typeof calendarQuerySchema>;
export type CalendarQueryInput = z.input<typeof calendarQuerySchema>;

/** Where a cell's price comes from: this request, the reply cache, an earlier observation, or the demo. */
export const CALENDAR_FRESHNESS = ['live', 'cache', 'observed', 'demo'] as const;
export type CalendarFreshness = (typeof CALENDAR_FRESHNESS)[number];

/**
 * The price verdict a cell carries (low, typical or high for the route). Declared here as a small local shape so
 * the calendar stands on its own; the verdict module replaces it with its own type when both meet.
 */
export const calendarInsightSchema = z.object({
  level: z.enum(['low', 'typical', 'high']),
  label: z.string(),
});
export type CalendarInsight = z.output<typeof calendarInsightSchema>;

/** Where a price comes from, how fresh it is, and the airports it is for (a city code searches several). */
const priceOrigin = {
  source: z.string(),
  observedAt: z.iso.datetime({ offset: true }),
  freshness: z.enum(CALENDAR_FRESHNESS),
  origin: z.string(),
  destination: z.string(),
};

export const calendarCashSchema = z.object({ price: z.number().nonnegative(), ...priceOrigin });
export type CalendarCash = z.output<typeof calendarCashSchema>;

/**
 * A day's award for the calendar's party (its `adults`): miles, taxes and valueBRL are per person × adults, as
 * the day's cash fare is the party's; `value` says per person and total.
 */
export const calendarMilesSchema = z.object({
  /** Shown programme: 'Smiles', 'LATAM Pass', 'Azul Fidelidade'… */
  program: z.string(),
  /** The party's miles. */
  miles: z.number().int().nonnegative(),
  /** The party's taxes, in taxesCurrency (reais when BRL; 'XXX' when the provider did not say). */
  taxes: z.number().nonnegative(),
  taxesCurrency: z.string(),
  /**
   * The party's cost in reais (the one valuation): miles × the signed-in traveller's milheiro (the reference where
   * they set none) + the taxes in reais (converted at the PTAX rate; left out when that cannot be done).
   */
  valueBRL: z.number().nonnegative(),
  /** How valueBRL was reached: per person, total, the milheiro (own or reference) and whether the taxes are in it. */
  value: offerValueSchema.optional(),
  /**
   * When the provider last saw the award (Seats.aero's sighting), apart from observedAt (when we asked);
   * null/absent when unknown (demo, older cached calendars).
   */
  seenAt: z.iso.datetime({ offset: true }).nullable().optional(),
  /**
   * One traveller's miles against what the product saw priced for the route, programme, cabin and travel month
   * (the miles verdict); absent for a round trip's pair, the demo and older cached calendars.
   */
  verdict: milesVerdictSchema.optional(),
  ...priceOrigin,
});
export type CalendarMiles = z.output<typeof calendarMilesSchema>;

export const calendarDaySchema = z.object({
  date: z.string(),
  cash: calendarCashSchema.nullable(),
  /** Cheapest per programme, best value first; [] = no award seen. */
  miles: z.array(calendarMilesSchema),
  best: z.enum(['cash', 'miles']).nullable(),
  /** The winner's total in reais; null when the day has no data. */
  bestBRL: z.number().nonnegative().nullable(),
  insight: calendarInsightSchema.nullable(),
});
export type CalendarDay = z.output<typeof calendarDaySchema>;

/** The fixed award table for the route: a reference line, never a daily price. */
export const calendarReferenceSchema = z.object({
  program: z.string(),
  miles: z.number().int().nonnegative(),
  taxes: z.number().nonnegative(),
  valueBRL: z.number().nonnegative(),
});

export const calendarReplySchema = z.object({
  origin: z.string(),
  destination: z.string(),
  /** The airports each end stands for (one, or a city's). */
  originAirports: z.array(z.string()),
  destinationAirports: z.array(z.string()),
  from: z.string(),
  to: z.string(),
  cabin: z.enum(CABIN_CLASSES),
  adults: z.number().int(),
  nights: z.number().int().nullable(),
  days: z.array(calendarDaySchema),
  reference: calendarReferenceSchema.nullable(),
  /** True when every price is the demo's (no provider configured): the screen says 'Demonstração'. */
  demo: z.boolean(),
  cash: z.object({
    /** Cash fares asked of the provider by this calendar, and the most it may ask. */
    asked: z.number().int().nonnegative(),
    max: z.number().int().nonnegative(),
    /** Days left without a cash fare that a single-day request could fill. */
    unasked: z.array(z.string()),
  }),
  errors: z.array(z.object({ provider: z.string(), message: z.string() })),
  generatedAt: z.iso.datetime({ offset: true }),
  /**
   * The searched programmes' booking windows on the route (outbound), when the period reaches far enough ahead to ask:
   * a day beyond every one of them shows when it opens instead of an empty cell. Absent from older servers.
   */
  bookingWindows: bookingWindowsField(),
});
export type CalendarReply = z.output<typeof calendarReplySchema>;

/** GET /api/calendar/day: one day's cash fare, asked from its cell; never a past day (no fare exists for it). */
export function createCalendarDayQuerySchema(today: () => string = () => todayIsoDate()) {
  return z
    .object({
      origin: iataCodeSchema('Origem é obrigatória'),
      destination: iataCodeSchema('Destino é obrigatório'),
      date: isoDateSchema('Data é obrigatória'),
      cabin: z
        .string('Classe inválida')
        .transform(normalizeCabinClass)
        .pipe(z.enum(CABIN_CLASSES, 'Classe inválida'))
        .meta({ enum: CABIN_CLASS_SPELLINGS })
        .default('ECONOMY'),
      adults: smallCount(1, 9, 'Passageiros: de 1 a 9').default(1),
      nights: smallCount(1, CALENDAR_MAX_NIGHTS, `Estadia: de 1 a ${CALENDAR_MAX_NIGHTS} noites`).optional(),
    })
    .superRefine((v, ctx) => {
      const route = routeIssue(v);
      if (route) ctx.addIssue({ code: 'custom', ...route });
      if (v.date < today()) ctx.addIssue({ code: 'custom', path: ['date'], message: PAST_DATE_MESSAGE });
    });
}
export const calendarDayQuerySchema = createCalendarDayQuerySchema();
export type CalendarDayQuery = z.output<typeof calendarDayQuerySchema>;

export const calendarDayCashReplySchema = z.object({ date: z.string(), cash: calendarCashSchema.nullable() });
