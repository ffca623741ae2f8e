import { z } from './zod-locale';

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
  }),
);
export type OfferValue = z.output<typeof offerValueSchema>;
