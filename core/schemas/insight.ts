// "Bom preço?": the price verdict of a route (GET /api/price-insight, and per kind and programme in a live
// search's `complete` metadata), and SerpApi's own price_insights as google_flights may send it.
import { SAME_CITY_MESSAGE, sameCity } from '../airports/metro-areas';
import { AWARD_PROGRAMS } from '../miles/program-ids';
import {
  cabinClassSchema,
  iataCodeSchema,
  isoDateSchema,
  PAST_DATE_MESSAGE,
  SAME_ROUTE_MESSAGE,
  todayIsoDate,
} from './search';
import { z } from './zod-locale';

export const PRICE_LEVELS = ['low', 'typical', 'high', 'unknown'] as const;
export type PriceLevel = (typeof PRICE_LEVELS)[number];
export const PRICE_KINDS = ['cash', 'miles'] as const;
export type PriceKind = (typeof PRICE_KINDS)[number];
export const INSIGHT_SOURCES = ['google', 'observado'] as const;

export const PROGRAM_REQUIRED_MESSAGE = 'Informe o programa de milhas (LATAM, AZUL, SMILES ou VIRGIN)';

/** The insight's query string; `today` decides which travel dates are past (tests pass their own). */
export function createPriceInsightQuerySchema(today: () => string = () => todayIsoDate()) {
  return z
    .object({
      origin: iataCodeSchema('Origem é obrigatória'),
      destination: iataCodeSchema('Destino é obrigatório'),
      date: isoDateSchema('Data da viagem é obrigatória'),
      cabin: cabinClassSchema.default('ECONOMY'),
      kind: z.enum(PRICE_KINDS, 'Tipo de preço inválido (cash ou miles)'),
      program: z
        .string()
        .trim()
        .toUpperCase()
        .pipe(z.enum(AWARD_PROGRAMS, 'Programa inválido (LATAM, AZUL, SMILES ou VIRGIN)'))
        .meta({ enum: AWARD_PROGRAMS })
        .optional(),
    })
    .superRefine((v, ctx) => {
      if (v.origin === v.destination)
        ctx.addIssue({ code: 'custom', path: ['destination'], message: SAME_ROUTE_MESSAGE });
      // A city code stands for its airports: SAO → GRU is no route.
      else if (sameCity(v.origin, v.destination))
        ctx.addIssue({ code: 'custom', path: ['destination'], message: SAME_CITY_MESSAGE });
      if (v.date < today()) ctx.addIssue({ code: 'custom', path: ['date'], message: PAST_DATE_MESSAGE });
      if (v.kind === 'miles' && !v.program)
        ctx.addIssue({ code: 'custom', path: ['program'], message: PROGRAM_REQUIRED_MESSAGE });
    })
    .transform((v) => ({ ...v, program: v.kind === 'miles' ? (v.program ?? null) : null }));
}
export const priceInsightQuerySchema = z.lazy(() => createPriceInsightQuerySchema());
export type PriceInsightQuery = z.output<typeof priceInsightQuerySchema>;

const historyPoint = () => z.object({ day: z.string(), min: z.number() });

/**
 * Two numbers, read as a pair. An array of length 2 rather than z.tuple: the tuple class would join the zod code
 * every first visit loads (bench:size), for this one shape.
 */
const pair = (item: z.ZodNumber) => z.array(item).length(2) as unknown as z.ZodType<[number, number]>;

/** The verdict: 'unknown' with no typical range below the minimum sample ("histórico insuficiente"). */
export const priceInsightSchema = z.lazy(() =>
  z.object({
    level: z.enum(PRICE_LEVELS),
    /**
     * The range called normal, in reais or miles; null when unknown. Cash: the 25th–75th percentile of the daily
     * minima (or Google's range). Miles: the 20th–80th percentile of the travel month's daily minima (at or under
     * the first, or 20 % under the median, is 'low'; core/insight/miles-verdict.ts).
     */
    typicalRange: pair(z.number()).nullable(),
    median: z.number().nullable(),
    /** The price judged: the latest minimum seen for the date, or the offer's own price. */
    current: z.number().nullable(),
    observations: z.number().int().nonnegative(),
    /** First day of the history read (yyyy-MM-dd), null with none. */
    since: z.string().nullable(),
    history: z.array(historyPoint()),
    source: z.enum(INSIGHT_SOURCES),
    /** Miles: the travel month whose awards were read (yyyy-MM); absent for cash (it reads the nearby dates). */
    month: z.string().optional(),
  }),
);
export type PriceInsight = z.output<typeof priceInsightSchema>;

/** One verdict of a live search's metadata: per kind, and per programme for miles. */
export const routeInsightSchema = z.lazy(() =>
  z.object({
    kind: z.enum(PRICE_KINDS),
    /** AWARD_PROGRAMS for miles, null for cash. */
    program: z.string().nullable(),
    insight: priceInsightSchema,
  }),
);
export type RouteInsight = z.output<typeof routeInsightSchema>;

/**
 * SerpApi google_flights `price_insights` (https://serpapi.com/google-flights-results): every field may be
 * missing; a malformed field is dropped rather than failing the search.
 */
export const serpPriceInsightsSchema = z.lazy(() =>
  z.object({
    lowest_price: z.number().finite().positive().optional().catch(undefined),
    price_level: z.enum(['low', 'typical', 'high']).optional().catch(undefined),
    typical_price_range: pair(z.number().finite().nonnegative())
      .refine(([lo, hi]) => lo <= hi)
      .optional()
      .catch(undefined),
    price_history: z.array(pair(z.number().finite().positive())).max(400).optional().catch(undefined),
  }),
);
export type SerpPriceInsights = z.output<typeof serpPriceInsightsSchema>;

/**
 * A miles verdict as an award row or a calendar day carries it (no history): whose history (the programme that
 * prices the award), which travel month, the level of that row's own miles and the figures its sentence says.
 */
export const milesVerdictSchema = z.lazy(() =>
  z.object({
    program: z.enum(AWARD_PROGRAMS),
    /** yyyy-MM. */
    month: z.string(),
    level: z.enum(PRICE_LEVELS),
    /** 20th–80th percentile of the month's daily minima; null when the history is too thin. */
    typicalRange: pair(z.number()).nullable(),
    median: z.number().nullable(),
    observations: z.number().int().nonnegative(),
  }),
);
export type MilesVerdict = z.output<typeof milesVerdictSchema>;
