// The award offer "como pagar" reads, from each shape the screens hold: a search result, an award-table row, a
// calendar day's award. Taxes count only when they are reais; in another currency they are unknown (null).
import type { AwardOffer } from './how-to-pay';

/** Reais or null: a fee in dollars or euros is not added to a sum in reais. */
export function taxesInReais(fees: number | null | undefined, currency: string | null | undefined): number | null {
  if (typeof fees !== 'number') return null;
  return !currency || currency.toUpperCase() === 'BRL' ? fees : null;
}

/** A search result; null for a cash fare. */
export function offerFromFlight(flight: {
  miles: number | null;
  milesProgram: string | null;
  fees: number;
  feesCurrency?: string | undefined;
}): AwardOffer | null {
  if (flight.miles === null || flight.miles <= 0 || !flight.milesProgram) return null;
  return {
    program: flight.milesProgram,
    miles: flight.miles,
    taxes: taxesInReais(flight.fees, flight.feesCurrency),
  };
}

/** A row of the award tables (SPEC §3 award flight). */
export function offerFromAward(award: {
  program: string;
  original_program: string;
  miles_cost: number;
  fees: number;
  fees_currency: string;
}): AwardOffer {
  return {
    program: award.program,
    originalProgram: award.original_program,
    miles: award.miles_cost,
    taxes: taxesInReais(award.fees, award.fees_currency),
  };
}
