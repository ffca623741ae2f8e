// What an award costs the party, figure by figure: the travellers a plan counts, the miles and taxes their tickets
// take, reais of miles taken from a balance or of points moved in, the sum of those, and what the award is worth to
// them with the one valuation. 'Como pagar', the trip planner and the expiry plan add these up the same way.
import { roundCents } from '../format/money';
import { textLine } from '../format/text-line';
import type { OfferValue } from '../schemas/offer-value';
import { offerValueOf, valueInContext } from './offer-value';
import { costOf } from './transfer-math';
import { milheiroText, partyValueText } from './value-text';
import { walletProgramForAward } from './wallet-programs';

/** One traveller's award as the search shows it; taxes in reais per traveller (null = unknown, left out). */
export interface AwardOffer {
  /** The programme shown ('LATAM Pass'). */
  program: string;
  /** The programme that prices the seat ('Virgin Atlantic', 'American AAdvantage'), when the row gives it. */
  originalProgram?: string | null;
  miles: number;
  taxes: number | null;
}

export interface AwardValue {
  /** One traveller: miles × milheiro ÷ 1,000 + taxes (when known). */
  value: number;
  /** The party's value in the API's shape, as the other screens word it. */
  party: OfferValue;
  milheiro: number;
  /** True when the traveller's own milheiro was used; false for the product's reference value. */
  own: boolean;
  /** '≈ R$ 3.300,80 para 2 pessoas (R$ 1.650,40 cada) · seu milheiro R$ 20,00'. */
  text: string;
}

/** A path's costs in reais: from the balance, of the points moved in, and the taxes (null = unknown). */
export interface CostFigures {
  balanceCost: number | null;
  transferCost: number | null;
  taxes: number | null;
}

/**
 * What the award is worth in reais to the party with the traveller's milheiro, else the product's reference value:
 * the one valuation with the offer's taxes, which are already reais (null = unknown, left out).
 */
export function awardValue(
  offer: AwardOffer,
  ownMilheiro: number | null | undefined,
  passengers = 1,
): AwardValue | null {
  const wallet = walletProgramForAward(offer.program, offer.originalProgram);
  const valuation = valueInContext(
    { ...offer, taxesCurrency: 'BRL' },
    { passengers: partySizeOf(passengers), ...(wallet ? { milheiros: { [wallet]: ownMilheiro } } : {}) },
  );
  if (valuation === null) return null;
  const party = offerValueOf(valuation);
  return {
    value: valuation.perPerson.total,
    party,
    milheiro: valuation.milheiro,
    own: !valuation.reference,
    text: textLine([partyValueText(party), milheiroText(party)]),
  };
}

/** Travellers a plan is for: a whole number from 1 (anything else counts as one, as the valuation does). */
export function partySizeOf(passengers: number | undefined): number {
  return typeof passengers === 'number' && Number.isInteger(passengers) && passengers > 0 ? passengers : 1;
}

/** The miles the party's tickets take: the offer's (whole miles) × travellers. */
export function partyMiles(offer: Pick<AwardOffer, 'miles'>, passengers: number): number {
  return Math.max(0, Math.ceil(offer.miles)) * passengers;
}

/**
 * The party's taxes in reais as the one valuation puts them (each traveller's to the centavo, × travellers);
 * null when unknown.
 */
export function partyTaxes(taxesPerPerson: number | null, passengers: number): number | null {
  if (taxesPerPerson === null || !Number.isFinite(taxesPerPerson)) return null;
  return roundCents(roundCents(Math.max(0, taxesPerPerson)) * passengers);
}

/** R$ of `miles` taken from a balance at `milheiro`; 0 for none, null when no milheiro is known. */
export function balanceCost(miles: number, milheiro: number | null): number | null {
  if (miles <= 0) return 0;
  return milheiro === null ? null : costOf(miles, milheiro);
}

/** R$ of the points a transfer sends: those held at their milheiro (null when unknown) + those bought at the price. */
export function pointsCost(
  held: number,
  heldMilheiro: number | null,
  bought: number,
  pricePer1000: number,
): number | null {
  const heldCost = balanceCost(held, heldMilheiro);
  if (heldCost === null) return null;
  return roundCents(heldCost + (bought > 0 ? costOf(bought, pricePer1000) : 0));
}

/** The sum of a path's figures: taxes only when known, nothing when a cost is unknown. */
export function totalOf(figures: CostFigures): number | null {
  const { balanceCost: balance, transferCost: transfer, taxes } = figures;
  if (balance === null || transfer === null) return null;
  return roundCents(balance + transfer + (taxes ?? 0));
}
