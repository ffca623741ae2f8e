// The one valuation (valuation.ts) for a signed-in traveller: their milheiro per programme, their party and the
// day's exchange rates, carried together so every surface the server answers values an offer the same way.
import type { AwardFlight } from '../schemas/award';
import type { OfferValue } from '../schemas/offer-value';
import type { PassengerCounts } from '../schemas/search';
import { type ExchangeRates, type Milheiros, type Valuation, type ValuedOffer, valueOffer } from './valuation';
import type { WalletProgram } from './wallet-programs';

/** Whose value, for how many, at which rates. Every field optional: the reference milheiro, one person, no rates. */
export interface ValuationContext {
  milheiros?: Milheiros;
  passengers?: number;
  rates?: ExchangeRates;
}

/** Everyone a search is for (the form's 'Passageiros'), as the PWA's group total counts them. */
export function partySize(passengers: Pick<PassengerCounts, 'adults'> & Partial<PassengerCounts>): number {
  return Math.max(1, passengers.adults + (passengers.children ?? 0) + (passengers.infants ?? 0));
}

/** valueOffer of `offer` in this context. */
export function valueInContext(offer: ValuedOffer, ctx: ValuationContext = {}): Valuation | null {
  return valueOffer({
    offer,
    ...(ctx.milheiros ? { milheiros: ctx.milheiros } : {}),
    ...(ctx.passengers ? { passengers: ctx.passengers } : {}),
    ...(ctx.rates ? { rates: ctx.rates } : {}),
  });
}

/** The API's shape of a valuation. */
export function offerValueOf(valuation: Valuation): OfferValue {
  const { taxes } = valuation;
  return {
    passengers: valuation.passengers,
    perPerson: valuation.perPerson.total,
    total: valuation.total.total,
    milheiro: valuation.milheiro,
    milheiroReference: valuation.reference,
    taxesIncluded: valuation.taxesIncluded,
    taxes: {
      amount: taxes.amount === null || !Number.isFinite(taxes.amount) ? null : Math.max(0, taxes.amount),
      currency: taxes.currency,
      status: taxes.status,
      reais: valuation.perPerson.taxes,
      rate: taxes.rate,
    },
  };
}

/**
 * The exchange rate a server valuation used, so the device can value the same offer again (the wallet changed
 * offline, another party size) with the same rate: the last known rate travels with the offer.
 */
export function ratesOf(value: OfferValue | undefined): ExchangeRates {
  const taxes = value?.taxes;
  return taxes?.status === 'converted' && taxes.currency && taxes.rate ? { [taxes.currency]: taxes.rate } : {};
}

/** An award-table row (SPEC §3 award flight) with its `value` in this context; a row of unknown value as it is. */
export function valueAward<T extends AwardFlight>(award: T, ctx: ValuationContext): T {
  const valuation = valueInContext(
    {
      program: award.program,
      originalProgram: award.original_program || null,
      miles: award.miles_cost,
      taxes: award.fees,
      taxesCurrency: award.fees_currency,
    },
    ctx,
  );
  return valuation === null ? award : { ...award, value: offerValueOf(valuation) };
}

/** The traveller's own milheiro per programme from their Minhas milhas rows (a programme without one is left out). */
export function milheirosOf(rows: readonly { program: WalletProgram; milheiro: number | null }[]): Milheiros {
  const milheiros: Partial<Record<WalletProgram, number>> = {};
  for (const row of rows) if (row.milheiro !== null && row.milheiro > 0) milheiros[row.program] = row.milheiro;
  return milheiros;
}
