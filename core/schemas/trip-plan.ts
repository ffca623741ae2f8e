import { SAME_CITY_MESSAGE, sameCity } from '../airports/metro-areas';
import { spanDays } from './calendar';
import { uuidSchema } from './ids';
import { offerTaxesSchema } from './offer-value';
import {
  cabinClassSchema,
  differentEnds,
  iataCodeSchema,
  isoDateSchema,
  PAST_DATE_MESSAGE,
  SAME_ROUTE_MESSAGE,
  todayIsoDate,
} from './search';
import { WALLET_PROGRAMS } from '../miles/wallet-programs';
import { z } from './zod-locale';

/**
 * The round-trip planner (POST /api/trip-plans): a route (airports or city codes), a window of a few days for the
 * outbound and one for the return (or one way), the party (a count, or household members) and the cabin; the
 * reply ranks whole trips, each direction in cash or in one programme's miles, in reais for the party.
 */

/** ±3 days around a date: a window spans at most 7 days (`to` − `from` ≤ 6). */
export const TRIP_WINDOW_MAX_DAYS = 7;
export const TRIP_MAX_PASSENGERS = 9;

export const TRIP_WINDOW_MESSAGE = `Cada janela pode ter no máximo ${TRIP_WINDOW_MAX_DAYS} dias (3 antes e 3 depois)`;
export const TRIP_RETURN_BEFORE_MESSAGE = 'A volta não pode começar antes da ida';
export const TRIP_PARTY_MESSAGE = 'O número de passageiros não bate com os membros da família escolhidos';

const windowSchema = (label: string) =>
  z.object(
    {
      from: isoDateSchema(`Data inicial da ${label} é obrigatória`),
      to: isoDateSchema(`Data final da ${label} é obrigatória`),
    },
    `Informe a janela da ${label}`,
  );
export type TripWindow = z.output<ReturnType<typeof windowSchema>>;

/** A household member's id; null is the account holder ("Eu"). */
const memberIdSchema = uuidSchema.nullable();

export function createTripPlanRequestSchema(today: () => string = () => todayIsoDate()) {
  return z
    .object({
      origin: iataCodeSchema('Origem é obrigatória'),
      destination: iataCodeSchema('Destino é obrigatório'),
      outbound: windowSchema('ida'),
      /** null (or absent): one way. */
      inbound: windowSchema('volta').nullable().default(null),
      /** How many travel (absent with memberIds: their number; absent without: the holder alone). */
      passengers: z
        .number('Passageiros: informe um número')
        .int('Passageiros: informe um número inteiro')
        .min(1, `Passageiros: de 1 a ${TRIP_MAX_PASSENGERS}`)
        .max(TRIP_MAX_PASSENGERS, `Passageiros: de 1 a ${TRIP_MAX_PASSENGERS}`)
        .optional(),
      /** Who travels: household member ids, null for the holder; the party is their number. */
      memberIds: z
        .array(memberIdSchema, 'Membros inválidos')
        .min(1, 'Escolha ao menos um viajante')
        .max(TRIP_MAX_PASSENGERS, `No máximo ${TRIP_MAX_PASSENGERS} viajantes`)
        .refine((ids) => new Set(ids).size === ids.length, 'Um membro aparece mais de uma vez')
        .optional(),
      cabin: cabinClassSchema.default('ECONOMY'),
    })
    .superRefine((v, ctx) => {
      const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
      if (!differentEnds(v)) issue(['destination'], SAME_ROUTE_MESSAGE);
      else if (sameCity(v.origin, v.destination)) issue(['destination'], SAME_CITY_MESSAGE);
      if (v.passengers !== undefined && v.memberIds !== undefined && v.passengers !== v.memberIds.length)
        issue(['passengers'], TRIP_PARTY_MESSAGE);
      const windows = [['outbound', v.outbound] as const, ...(v.inbound ? [['inbound', v.inbound] as const] : [])];
      for (const [name, w] of windows) {
        if (w.to < w.from) issue([name, 'to'], 'A data final não pode ser antes da inicial');
        else if (spanDays(w.from, w.to) > TRIP_WINDOW_MAX_DAYS) issue([name, 'to'], TRIP_WINDOW_MESSAGE);
        if (w.from < today()) issue([name, 'from'], PAST_DATE_MESSAGE);
      }
      if (v.inbound && v.inbound.to < v.outbound.from) issue(['inbound', 'to'], TRIP_RETURN_BEFORE_MESSAGE);
    });
}
export const tripPlanRequestSchema = createTripPlanRequestSchema();
export type TripPlanRequest = z.output<typeof tripPlanRequestSchema>;
export type TripPlanRequestInput = z.input<typeof tripPlanRequestSchema>;

const money = z.number().nonnegative();
const whoSchema = z.object({ memberId: memberIdSchema, name: z.string() });

/** What is flown: the cheapest flight of the day in cash, or the award's route and carriers. */
const flightSummarySchema = z.object({
  origin: z.string(),
  destination: z.string(),
  airline: z.string(),
  /** HH:mm, airport-local; '' when unknown. */
  departureTime: z.string(),
  arrivalTime: z.string(),
  stops: z.number().int().nonnegative().nullable(),
});

export const tripAwardSchema = z.object({
  /** Shown programme ('Smiles'); originalProgram prices the seat when another ('Virgin Atlantic'). */
  program: z.string(),
  originalProgram: z.string().nullable(),
  /** The wallet programme whose miles pay, when one does. */
  walletProgram: z.enum(WALLET_PROGRAMS).nullable(),
  milesPerPerson: z.number().int().nonnegative(),
  milesParty: z.number().int().nonnegative(),
  /** Per person as the provider gave them, and in reais (converted at the PTAX rate when foreign). */
  taxes: offerTaxesSchema,
  taxesPartyBRL: money.nullable(),
  /** Seats left at this price; null when the programme does not say. */
  seats: z.number().int().nonnegative().nullable(),
  /** When the provider last saw the award; absent or null when unknown. */
  seenAt: z.iso.datetime({ offset: true }).nullable().optional(),
  /** Whose account issues the party's tickets. */
  issuer: whoSchema,
  /** R$ per 1,000 miles the balance is valued at (the issuer's own, else the reference). */
  milheiro: money,
  milesFromBalance: z.number().int().nonnegative(),
  /** Miles neither a balance nor a transfer covers: valued at the milheiro, as the award's value is. */
  milesMissing: z.number().int().nonnegative(),
});
export type TripAward = z.output<typeof tripAwardSchema>;

export const tripDirectionSchema = z.object({
  date: z.string(),
  kind: z.enum(['cash', 'award']),
  flight: flightSummarySchema,
  /** What this direction costs the party in reais (cash: fare × travellers; award: balance + transfers + taxes). */
  partyBRL: money,
  /** Cash: one traveller's fare. */
  cashPerPersonBRL: money.nullable(),
  award: tripAwardSchema.nullable(),
  source: z.string(),
  freshness: z.enum(['live', 'cache', 'observed', 'demo']),
});
export type TripDirection = z.output<typeof tripDirectionSchema>;

export const tripPayerSchema = whoSchema.extend({
  direction: z.enum(['outbound', 'inbound']),
  /** 'cash': pays the fares; otherwise the programme whose miles leave this member's balance. */
  pays: z.string(),
  miles: z.number().int().nonnegative(),
  reaisBRL: money,
});

export const tripTransferSchema = whoSchema.extend({
  direction: z.enum(['outbound', 'inbound']),
  from: z.enum(WALLET_PROGRAMS),
  to: z.enum(WALLET_PROGRAMS),
  points: z.number().int().nonnegative(),
  milesCredited: z.number().int().nonnegative(),
  /** The running campaign's bonus (0 without one) and its last day. */
  bonusPercent: z.number().nonnegative(),
  campaignUntil: z.string().nullable(),
  costBRL: money.nullable(),
});

export const tripPlanSchema = z.object({
  /** perPersonBRL × passengers, exactly. */
  totalBRL: money,
  /** The party's cost ÷ passengers, rounded to the centavo once. */
  perPersonBRL: money,
  passengers: z.number().int().positive(),
  outbound: tripDirectionSchema,
  inbound: tripDirectionSchema.nullable(),
  payers: z.array(tripPayerSchema),
  transfers: z.array(tripTransferSchema),
  warnings: z.array(z.string()),
});
export type TripPlan = z.output<typeof tripPlanSchema>;

const callsSchema = z.object({ made: z.number().int().nonnegative(), max: z.number().int().nonnegative() });

export const tripPlanReplySchema = z.object({
  plans: z.array(tripPlanSchema),
  passengers: z.number().int().positive(),
  /** What was asked: the cabin and each direction's window (a plan's flights and alerts are kept with them). */
  cabin: cabinClassSchema,
  windows: z.object({ outbound: windowSchema('ida'), inbound: windowSchema('volta').nullable() }),
  /**
   * Provider calls this request made (cache hits are free) and the most it may make: Seats.aero one range search per
   * direction (a range past one page takes one request more per page), cash TRIP_PLAN_MAX_CASH_DATES per direction.
   */
  calls: z.object({ seatsAero: callsSchema, cash: callsSchema }),
  /** True when every price is the demo's (no provider configured). */
  demo: z.boolean(),
  errors: z.array(z.object({ provider: z.string(), message: z.string() })),
  generatedAt: z.iso.datetime({ offset: true }),
});
export type TripPlanReply = z.output<typeof tripPlanReplySchema>;
