import { z } from './zod-locale';

const TAXES_STATUSES = ['reais', 'converted', 'none', 'unknown_currency', 'no_rate', 'unknown'] as const;

/** An award's taxes per traveller, as the one valuation put them (core/miles/valuation.ts TaxesStatus). */
export const offerTaxesSchema = z.object({
  /** As the provider gave it, in `currency`; null when it gave no figure. */
  amount: z.number().nonnegative().nullable(),
  /** ISO 4217, upper case; null when the provider did not say. */
  currency: z.string().max(8).nullable(),
  status: z.enum(TAXES_STATUSES),
  /** In reais; null when they could not be put in reais. */
  reais: z.number().nonnegative().nullable(),
  /** The PTAX selling rate used ('converted' only) and the day of its bulletin. */
  rate: z.object({ rate: z.number().positive(), date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }).nullable(),
});

/**
 * What an award offer costs one traveller and their party in reais, as the server valued it for the signed-in
 * user (core/miles/offer-value.ts: the one valuation with their milheiro, the party and the PTAX rates). The same
 * shape on the search stream's flights, the calendar's awards, the award table's rows and the alert checks.
 */
export const offerValueSchema = z.lazy(() =>
  z.object({
    /** How many travellers `total` is for. */
    passengers: z.number().int().positive(),
    /** One traveller: miles × milheiro ÷ 1,000 + taxes in reais (when known in reais). */
    perPerson: z.number().nonnegative(),
    /** perPerson × passengers. */
    total: z.number().nonnegative(),
    /** Reais per 1,000 miles used. */
    milheiro: z.number().positive(),
    /** True when the product's reference value was used: the traveller set no milheiro for this programme. */
    milheiroReference: z.boolean(),
    /** False when taxes exist but are not in the figures (unknown currency, or no exchange rate): 'taxas à parte'. */
    taxesIncluded: z.boolean(),
    /**
     * One traveller's taxes as the provider gave them and as they entered the figures: in reais, converted at
     * the PTAX rate of `rate.date`, or left out (and why). Absent on values stored before it was kept.
     */
    taxes: offerTaxesSchema.optional(),
  }),
);
export type OfferValue = z.output<typeof offerValueSchema>;
