import { AWARD_PROGRAMS } from '../miles/program-ids';
import { alertServerFieldsSchema } from './alerts';
import { uuidSchema } from './ids';
import { CABIN_CLASSES, differentEnds, sameRouteIssue } from './search';
import { intColumn, isoDay, isoDateTime as boundedIsoDateTime, jsonObject, moneyColumn, safeText } from './bounds';
import { z } from './zod-locale';
import { IATA_CODE } from '../airports/iata';

const isoDateTime = boundedIsoDateTime();
const iata = z.string().trim().toUpperCase().regex(IATA_CODE, 'Código de aeroporto inválido');

/** Passengers the search was for (1–9); a row from an older device has none and is for one. */
const passengers = () =>
  z
    .number('Informe o número de passageiros')
    .int('Informe o número de passageiros')
    .min(1, 'Mínimo de 1 passageiro')
    .max(9, 'Máximo de 9 passageiros')
    .default(1);

/** Fields every synced row carries: a device-generated UUID, the device's edit time, and a tombstone. */
const syncedRow = {
  id: uuidSchema,
  updated_at: isoDateTime,
  deleted_at: isoDateTime.nullable().default(null),
};

// The exported schemas are z.lazy, built on first parse, not on import (the sync engine's module graph
// was one long task on a phone).

/** SPEC §3 saved_flights (user_id comes from the session, never from the body). */
export const savedFlightSchema = z.lazy(() =>
  z.object({
    ...syncedRow,
    origin: iata,
    destination: iata,
    program: safeText({ max: 80 }).nullable().default(null),
    companhia: safeText({ max: 120 }).nullable().default(null),
    cabine: safeText({ max: 40 }).nullable().default(null),
    milhas: intColumn().nullable().default(null),
    reais_estimado: moneyColumn().nullable().default(null),
    data_voo: isoDay().nullable().default(null),
    passengers: passengers(),
    saved_at: isoDateTime,
    /** The whole result as it was shown, for the card (optional): at most 32 levels deep and 64 KB. */
    flight: jsonObject().nullable().default(null),
  }),
);
export type SavedFlight = z.infer<typeof savedFlightSchema>;

/** 'max_price': at or under a maximum (the default, as every alert was before); 'below_typical': 'abaixo do normal'. */
export const ALERT_TRIGGERS = ['max_price', 'below_typical'] as const;
export type AlertTrigger = (typeof ALERT_TRIGGERS)[number];

/** For the OpenAPI document: the two refines on `trigger` and `max_price` above, as JSON Schema says them. */
/** Said where an opening is asked of an alert that is not in miles or has no travel day. */
export const OPENING_NEEDS_MILES_DAY = 'Avisar quando abrir vale só para um alerta em milhas com a data da viagem.';

const TRIGGER_NEEDS = [
  { properties: { trigger: { const: 'max_price' }, max_price: { type: 'number' } }, required: ['max_price'] },
  { properties: { trigger: { const: 'below_typical' }, max_price: { type: 'null' } }, required: ['trigger'] },
];

/** SPEC §3 price_alerts. */
export const priceAlertSchema = z.lazy(() =>
  z
    .object({
      ...syncedRow,
      origin: iata,
      destination: iata,
      /** What makes it fire: a maximum price, or a price below the route's typical range (no maximum then). */
      trigger: z.enum(ALERT_TRIGGERS).default('max_price'),
      max_price: z.number().positive('O preço máximo deve ser maior que zero').max(10_000_000).nullable().default(null),
      alert_type: z.enum(['milhas', 'reais']).default('milhas'),
      active: z.boolean().default(true),
      created_at: isoDateTime,
      /** The days watched (yyyy-MM-dd, inclusive); null = from today to ALERT_DEFAULT_WINDOW_DAYS ahead. */
      date_from: isoDay().nullable().default(null),
      date_to: isoDay().nullable().default(null),
      /** null = any cabin. */
      cabin: z.enum(CABIN_CLASSES).nullable().default(null),
      passengers: passengers(),
      /**
       * Quiet hours (22h–7h Brasília): push, e-mail and Telegram of what fires then wait for 7h. Off by default;
       * optional in the type so rows kept before it (and the forms that never set it) still fit.
       */
      quiet_hours: z
        .boolean('Escolha se o alerta respeita o horário de silêncio (sim ou não).')
        .default(false)
        .optional(),
      /**
       * "Avisar quando abrir": the award programme whose booking window does not reach date_from yet; on the day its
       * seats open, one notification says so, then the alert goes on as a miles alert. Optional like quiet_hours.
       */
      opening_program: z.enum(AWARD_PROGRAMS, 'Programa inválido').nullable().default(null).optional(),
    })
    .refine((a) => !a.date_from || !a.date_to || a.date_from <= a.date_to, {
      message: 'A data final deve ser igual ou posterior à inicial.',
      path: ['date_to'],
    })
    .refine(differentEnds, sameRouteIssue)
    .refine((a) => !a.opening_program || (a.alert_type === 'milhas' && a.date_from !== null), {
      message: OPENING_NEEDS_MILES_DAY,
      path: ['opening_program'],
    })
    .refine((a) => a.trigger !== 'max_price' || a.max_price !== null, {
      message: 'Informe o preço máximo.',
      path: ['max_price'],
    })
    .refine((a) => a.trigger !== 'below_typical' || a.max_price === null, {
      message: 'Um alerta "abaixo do normal" não tem preço máximo.',
      path: ['max_price'],
    })
    .meta({ anyOf: TRIGGER_NEEDS }),
);
export type PriceAlert = z.infer<typeof priceAlertSchema>;

/** An alert as the server sends it in pulls: the device's fields plus what the server observed. */
export const priceAlertRowSchema = z.lazy(() => priceAlertSchema.and(alertServerFieldsSchema));
export type PriceAlertRow = z.infer<typeof priceAlertRowSchema>;

/** SPEC §3 search_logs, sent in batches from the device. */
export const searchLogSchema = z.lazy(() =>
  z.object({
    id: uuidSchema,
    origin: iata,
    destination: iata,
    search_type: safeText({ min: 1, max: 20 }),
    departure_date: isoDay().nullable().default(null),
    created_at: isoDateTime,
  }),
);
export type SearchLog = z.infer<typeof searchLogSchema>;
export const searchLogBatchSchema = z.lazy(() => z.object({ items: z.array(searchLogSchema).min(1).max(200) }));

/**
 * GET ?updated_since=<cursor>: the cursor is opaque to the device (the server's "v1:<version>"); an old or
 * unknown one (a timestamp, as older versions sent) means "from the start".
 */
export const pullQuerySchema = z.lazy(() => z.object({ updated_since: z.string().max(100).optional() }));

/** The reply to a pull: changes in order, tombstones included, and the cursor to send next time. */
export function pullReplySchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), cursor: z.string().max(100).nullable(), hasMore: z.boolean() });
}

/** The reply to a PUT of a synced row: whether it was applied (a newer copy on the server wins) and the row as kept. */
export function putReplySchema<T extends z.ZodType>(row: T) {
  return z.object({ success: z.literal(true), applied: z.boolean(), item: row });
}

/** The reply to a DELETE of a synced row: the row as kept, now a tombstone. */
export function deleteReplySchema<T extends z.ZodType>(row: T) {
  return z.object({ success: z.literal(true), item: row });
}

/** The reply to a batch of search logs: how many items were new (resending a batch inserts nothing). */
export const searchLogBatchReplySchema = z.lazy(() => z.object({ success: z.literal(true), inserted: z.number() }));
