// "Para onde dá pra ir": GET /api/explore — every destination reachable from a city for a month (or a window of
// dates) and a trip length, the cash fare and the cheapest award per programme side by side, all in reais for the
// signed-in traveller's party and balances. The same shapes for the reply, the screen and the copy kept offline.
import { REGIONS } from '../airports/regions';
import { offerValueSchema } from './offer-value';
import {
  CABIN_CLASS_SPELLINGS,
  CABIN_CLASSES,
  iataCodeSchema,
  normalizeCabinClass,
  optionalIsoDate,
  todayIsoDate,
} from './search';
import { z } from './zod-locale';

/** Trip lengths Google's Explore understands (its travel_duration 1, 2 and 3). */
export const EXPLORE_DURATIONS = ['weekend', 'week', 'two_weeks'] as const;
export type ExploreDuration = (typeof EXPLORE_DURATIONS)[number];
export const EXPLORE_DURATION_LABELS: Readonly<Record<ExploreDuration, string>> = {
  weekend: 'Fim de semana',
  week: '1 semana',
  two_weeks: '2 semanas',
};
/** Nights a trip of each length lasts, for the dates a destination opens its calendar or search with. */
export const EXPLORE_DURATION_NIGHTS: Readonly<Record<ExploreDuration, number>> = {
  weekend: 2,
  week: 7,
  two_weeks: 14,
};

/** An explicit window of departure dates may span at most this many days (two months, as the calendar). */
export const EXPLORE_MAX_WINDOW_DAYS = 62;
export const EXPLORE_PAST_MESSAGE = 'Este período já passou: escolha um mês ou datas a partir de hoje';
export const EXPLORE_WHEN_MESSAGE = 'Informe o mês (aaaa-mm) ou as datas de ida (from e to)';
export const EXPLORE_UNKNOWN_ORIGIN_MESSAGE = 'Origem desconhecida: use o código IATA de um aeroporto ou cidade';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const count = (min: number, max: number, message: string) =>
  z
    .union([z.number(), z.string().trim().regex(/^\d+$/, 'Informe um número').transform(Number)])
    .pipe(z.number().int('Informe um número inteiro').min(min, message).max(max, message));

/** An amount in reais: '1500', '1500.50' (a dot before the centavos, as a query string writes it). */
const reais = (message: string) =>
  z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d+(\.\d{1,2})?$/, 'Informe um valor em reais')
        .transform(Number),
    ])
    .pipe(z.number().min(1, message).max(1_000_000, message));

/** A query-string switch: 'true'/'1'/'sim' on, 'false'/'0'/'nao'/'' off. */
const flag = (message: string) =>
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'sim', 'nao', 'não', ''], message)])
    .transform((v) => v === true || v === 'true' || v === '1' || v === 'sim')
    .meta({ enum: ['true', 'false'] });

/** Last day of a 'yyyy-MM' month. */
export function monthEnd(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${month}-${String(last).padStart(2, '0')}`;
}

/** The explore's query; `today` decides which periods are past (tests pass their own, the default reads the clock). */
export function createExploreQuerySchema(today: () => string = () => todayIsoDate()) {
  return z
    .object({
      /** An airport or a city code (SAO: GRU, CGH and VCP at once). */
      origin: iataCodeSchema('Origem é obrigatória'),
      // '' (a form's empty month) is no month, as an empty date is no date.
      month: z
        .string('Mês inválido')
        .trim()
        .refine((v) => v === '' || MONTH.test(v), { message: 'Mês inválido (use aaaa-mm)', abort: true })
        .meta({ pattern: `^(${MONTH.source.slice(1, -1)})?$` })
        .optional()
        .transform((v) => v || undefined),
      /** Or an explicit window of departure dates instead of a month; neither: this month, from today. */
      from: optionalIsoDate(),
      to: optionalIsoDate(),
      duration: z.enum(EXPLORE_DURATIONS, 'Duração inválida (weekend, week ou two_weeks)').default('week'),
      passengers: count(1, 9, 'Passageiros: de 1 a 9').default(1),
      cabin: z
        .string('Classe inválida')
        .transform(normalizeCabinClass)
        .pipe(z.enum(CABIN_CLASSES, 'Classe inválida'))
        .meta({ enum: CABIN_CLASS_SPELLINGS })
        .default('ECONOMY'),
      /** Budget per person in reais: destinations whose best option costs more are left out. */
      maxPerPersonBRL: reais('Orçamento por pessoa: de R$ 1 a R$ 1.000.000').optional(),
      /** "Só com meu saldo": only destinations whose award my balances (plus a running bonus) pay for the party. */
      onlyMyBalance: flag('Use true ou false em "só com meu saldo"').default(false),
      region: z.enum(REGIONS, 'Região inválida').optional(),
      nonstop: flag('Use true ou false em "só voos diretos"').default(false),
    })
    .superRefine((v, ctx) => {
      const { from, to } = exploreWindow(v, today());
      if (to < from)
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'A data final não pode ser antes da inicial' });
      else if (daysBetween(from, to) + 1 > EXPLORE_MAX_WINDOW_DAYS)
        ctx.addIssue({
          code: 'custom',
          path: ['to'],
          message: `O período pode ter no máximo ${EXPLORE_MAX_WINDOW_DAYS} dias`,
        });
      else if (to < today())
        ctx.addIssue({ code: 'custom', path: [v.month ? 'month' : 'to'], message: EXPLORE_PAST_MESSAGE });
    });
}
export const exploreQuerySchema = createExploreQuerySchema();
export type ExploreQuery = z.output<typeof exploreQuerySchema>;
export type ExploreQueryInput = z.input<typeof exploreQuerySchema>;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The departure window a query stands for: from..to (to defaults to from), else its month, else the month of
 * `today` (an explore without dates is this month's, from today).
 */
export function exploreWindow(
  q: { month?: string | undefined; from?: string | undefined; to?: string | undefined },
  today: string = todayIsoDate(),
): { from: string; to: string } {
  if (q.from) return { from: q.from, to: q.to ?? q.from };
  const month = q.month ?? today.slice(0, 7);
  return { from: `${month}-01`, to: monthEnd(month) };
}

/** Where a price comes from: this request, the reply cache, or the demo. */
export const EXPLORE_FRESHNESS = ['live', 'cache', 'demo'] as const;

/** The cash fare for the party (round trip, in reais) and its dates where the provider gave them. */
export const exploreCashSchema = z.object({
  /** The party's fare in reais. */
  totalBRL: z.number().positive(),
  perPersonBRL: z.number().positive(),
  departureDate: z.string().nullable(),
  returnDate: z.string().nullable(),
  /** Stops on the way out; null when not known. */
  stops: z.number().int().nonnegative().nullable(),
  airline: z.string().nullable(),
  source: z.string(),
  freshness: z.enum(EXPLORE_FRESHNESS),
});
export type ExploreCash = z.output<typeof exploreCashSchema>;

/**
 * The cheapest award one programme shows for the destination (one way, nonstop as Seats.aero's /destinations
 * lists it), valued by the one valuation for my party: miles, taxes and valueBRL are the party's.
 */
export const exploreAwardSchema = z.object({
  /** Shown programme: 'Smiles', 'Azul Fidelidade'… */
  program: z.string(),
  /** The programme's code (SMILES, AZUL, LATAM…); null when the product does not know it. */
  programId: z.string().nullable(),
  cabin: z.enum(CABIN_CLASSES),
  /** The party's miles. */
  miles: z.number().int().nonnegative(),
  /** The party's taxes in taxesCurrency ('XXX' when the provider did not say). */
  taxes: z.number().nonnegative(),
  taxesCurrency: z.string(),
  /** The party's cost in reais: miles at my milheiro + the taxes in reais (PTAX). */
  valueBRL: z.number().nonnegative(),
  value: offerValueSchema.optional(),
  /** Seats left at this price; null when the provider does not say. */
  seats: z.number().int().nonnegative().nullable(),
  nonstop: z.boolean(),
  /** The travel day of this price, where known. */
  date: z.string().nullable(),
  /** My wallet (the holder's balances) with a running transfer bonus can pay it for the whole party. */
  coveredByBalance: z.boolean(),
  source: z.string(),
  freshness: z.enum(EXPLORE_FRESHNESS),
});
export type ExploreAward = z.output<typeof exploreAwardSchema>;

export const exploreDestinationSchema = z.object({
  /** The airport the prices are for. */
  airport: z.string(),
  airportName: z.string(),
  /** The city in pt-BR ('Nova York') and its city code where it has several airports. */
  city: z.string(),
  cityCode: z.string().nullable(),
  /** pt-BR country name ('Estados Unidos') and its ISO code. */
  country: z.string(),
  countryCode: z.string(),
  region: z.enum(REGIONS).nullable(),
  /** Coordinates for the map where the bundled data has them. */
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  cash: exploreCashSchema.nullable(),
  /** Cheapest award per programme, best value first. */
  miles: z.array(exploreAwardSchema),
  /** Some award here is payable with my balances (plus a running bonus) for the whole party. */
  coveredByBalance: z.boolean(),
  best: z.enum(['cash', 'miles']),
  /** The best option's total for the party, in reais. */
  bestBRL: z.number().positive(),
  /** The best award's programme when best is 'miles'. */
  bestProgram: z.string().nullable(),
});
export type ExploreDestination = z.output<typeof exploreDestinationSchema>;

const providerCalls = z.object({
  /** Calls made to the provider by this request. */
  asked: z.number().int().nonnegative(),
  /** Replies taken from the reply cache instead. */
  cached: z.number().int().nonnegative(),
  /** The most this request could ask. */
  max: z.number().int().nonnegative(),
});

export const exploreReplySchema = z.object({
  origin: z.string(),
  /** The airports the origin stands for (one, or a city's). */
  originAirports: z.array(z.string()),
  month: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  duration: z.enum(EXPLORE_DURATIONS),
  passengers: z.number().int(),
  cabin: z.enum(CABIN_CLASSES),
  /** Sorted by bestBRL, cheapest first. */
  destinations: z.array(exploreDestinationSchema),
  calls: z.object({
    /** Provider calls this request made, all sources together (0 when all came from the cache). */
    total: z.number().int().nonnegative(),
    cash: providerCalls,
    miles: providerCalls,
  }),
  /** True when every price is the demo's (no provider configured): the screen says 'Demonstração'. */
  demo: z.boolean(),
  errors: z.array(z.object({ provider: z.string(), message: z.string() })),
  generatedAt: z.iso.datetime({ offset: true }),
});
export type ExploreReply = z.output<typeof exploreReplySchema>;
