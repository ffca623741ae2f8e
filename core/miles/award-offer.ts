// The award offer "como pagar" reads, from each shape the screens hold: a search result, an award-table row, a
// calendar day's award. Taxes count when they are reais or converted at a known rate; otherwise they are
// unknown (null), as valueOffer says.
import type { OfferValue } from '../schemas/offer-value';
import type { AwardOffer } from './award-cost';
import { ratesOf } from './offer-value';
import { PROGRAMS } from './program-ids';
import { type ExchangeRates, valueOffer } from './valuation';

/**
 * The taxes in reais as the one valuation puts them, or null: a fee in dollars without a known rate, or in a
 * currency the provider did not say (empty), is never added to a sum in reais.
 */
export function taxesInReais(
  fees: number | null | undefined,
  currency: string | null | undefined,
  rates?: ExchangeRates,
): number | null {
  if (typeof fees !== 'number') return null;
  const valued = valueOffer({
    offer: { program: PROGRAMS.SMILES.name, miles: 0, taxes: fees, taxesCurrency: currency },
    ...(rates ? { rates } : {}),
  });
  return valued?.perPerson.taxes ?? null;
}

/** A search result; null for a cash fare. Taxes in another currency at `rates`, else at the rate its value used. */
export function offerFromFlight(
  flight: {
    miles: number | null;
    milesProgram: string | null;
    milesOriginalProgram?: string | undefined;
    fees: number;
    feesCurrency?: string | undefined;
    value?: OfferValue | undefined;
  },
  rates: ExchangeRates = ratesOf(flight.value),
): AwardOffer | null {
  if (flight.miles === null || flight.miles <= 0 || !flight.milesProgram) return null;
  return {
    program: flight.milesProgram,
    originalProgram: flight.milesOriginalProgram ?? null,
    miles: flight.miles,
    // A Flight without feesCurrency has its fees in reais (core/schemas/flight.ts).
    taxes: taxesInReais(flight.fees, flight.feesCurrency ?? 'BRL', rates),
  };
}

/** A row of the award tables (SPEC §3 award flight). */
export function offerFromAward(
  award: {
    program: string;
    original_program: string;
    miles_cost: number;
    fees: number;
    fees_currency: string;
    value?: OfferValue | undefined;
  },
  rates: ExchangeRates = ratesOf(award.value),
): AwardOffer {
  return {
    program: award.program,
    originalProgram: award.original_program,
    miles: award.miles_cost,
    taxes: taxesInReais(award.fees, award.fees_currency, rates),
  };
}
