import { isoDateTime, MAX_INT4, MAX_MONEY } from './bounds';
import {
  cabinClassSchema,
  differentEnds,
  iataCodeSchema,
  isoDateSchema,
  PAST_DATE_MESSAGE,
  sameRouteIssue,
  todayIsoDate,
} from './search';
import { MILES_SOURCES } from '../miles/program-ids';
import { CURRENCY_CODE } from '../miles/valuation';
import { z } from './zod-locale';

/**
 * "Ainda está lá?": one award offer asked again past every cache, because points moved for a seat already gone
 * cannot come back. The request names the offer as the screen saw it (route, day, cabin, programme's source, and
 * where known the miles, taxes, seats and Seats.aero availability id); the reply says whether it is there now, as
 * seen now, and what changed.
 */

/** The providers whose award offers can be asked again: Seats.aero, and the demo from its own data. */
export const RECHECK_PROVIDERS = ['seats_aero', 'demo'] as const;
export type RecheckProvider = (typeof RECHECK_PROVIDERS)[number];

export const RECHECK_PROVIDER_MESSAGE = 'Só ofertas em milhas da Seats.aero ou da demonstração podem ser verificadas.';
const SOURCE_MESSAGE = 'Programa inválido';

/** A Seats.aero Availability ID: letters and digits (how the Partner API writes them). */
const AVAILABILITY_ID = /^[A-Za-z0-9]{10,64}$/;

export const awardRecheckRequestSchema = z
  .object({
    origin: iataCodeSchema('Origem é obrigatória'),
    destination: iataCodeSchema('Destino é obrigatório'),
    date: isoDateSchema('Data do voo é obrigatória'),
    cabin: cabinClassSchema,
    /** Where the offer came from. */
    provider: z.enum(RECHECK_PROVIDERS, RECHECK_PROVIDER_MESSAGE),
    /** The Seats.aero source pricing the seat (LATAM Pass is searched as 'american'). */
    source: z
      .string(SOURCE_MESSAGE)
      .transform((v) => v.trim().toLowerCase())
      .pipe(z.enum(MILES_SOURCES, SOURCE_MESSAGE))
      .meta({ enum: MILES_SOURCES }),
    /** What the screen showed, when it knew: the change is measured against these. */
    miles: z.number('Milhas inválidas').int('Milhas inválidas').min(0).max(MAX_INT4).nullish(),
    taxes: z.number('Taxas inválidas').nonnegative('Taxas inválidas').max(MAX_MONEY).nullish(),
    taxesCurrency: z.string().trim().toUpperCase().regex(CURRENCY_CODE, 'Moeda inválida').nullish(),
    seats: z.number('Assentos inválidos').int('Assentos inválidos').min(0).max(999).nullish(),
    /** The Seats.aero Availability ID (without the cabin letter our ids add), when the offer came from it. */
    availabilityId: z.string().trim().regex(AVAILABILITY_ID, 'Identificador de disponibilidade inválido').nullish(),
    /** The demo's offer id, to find the same offer in its data. */
    offerId: z.string().trim().max(300).nullish(),
  })
  .refine(differentEnds, sameRouteIssue)
  .refine((v) => v.date >= todayIsoDate(), { path: ['date'], message: PAST_DATE_MESSAGE });
export type AwardRecheckRequest = z.output<typeof awardRecheckRequestSchema>;
export type AwardRecheckInput = z.input<typeof awardRecheckRequestSchema>;

export const RECHECK_CHANGES = ['cheaper', 'dearer', 'fewer_seats', 'more_seats'] as const;
export type RecheckChangeKind = (typeof RECHECK_CHANGES)[number];

/** The offer as the provider shows it now. */
export const recheckedOfferSchema = z.object({
  miles: z.number().int().nonnegative(),
  taxes: z.number().nonnegative(),
  /** ISO 4217 ('BRL', 'USD'); 'XXX' when the provider did not say. */
  taxesCurrency: z.string(),
  /** null = the programme does not count them. */
  seats: z.number().int().nonnegative().nullable(),
  /** When the provider last saw it (Seats.aero's ComputedLastSeen or UpdatedAt); null when unknown. */
  seenAt: isoDateTime().nullable(),
});
export type RecheckedOffer = z.output<typeof recheckedOfferSchema>;

export const awardRecheckReplySchema = z.object({
  found: z.boolean(),
  offer: recheckedOfferSchema.nullable(),
  /** Against what the request said it saw; empty when nothing changed or nothing was known to compare. */
  changes: z.array(z.object({ kind: z.enum(RECHECK_CHANGES), text: z.string() })),
  /** 'Confirmado agora: 45.000 milhas + R$ 120,50, 4 lugares' or 'Não encontrado agora'. */
  message: z.string(),
  /** Where the answer came from, as the screens name it ('Seats.aero', 'Demonstração'), with a caveat if any. */
  sourceLabel: z.string(),
  note: z.string().nullable(),
  /** True when Seats.aero was also asked to refresh its own cache of this availability (not awaited). */
  refreshRequested: z.boolean(),
  checkedAt: isoDateTime(),
  /** Re-checks this account has left today (Brasília's day). */
  remainingToday: z.number().int().nonnegative(),
});
export type AwardRecheckReply = z.output<typeof awardRecheckReplySchema>;
