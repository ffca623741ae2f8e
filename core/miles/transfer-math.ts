// The arithmetic of moving points into miles: what a transfer with bonus really costs per 1,000 miles, how
// many points cover a shortfall once caps, minimums and steps are applied, and whether buying points pays.
import { roundCents } from '../format/money';
import { normalizeProgramName } from './programs';
import { realisedValuePer1000 } from './realised-value';
import { milesPerPoint, type TransferPartner } from './transfer-partners';

/**
 * R$ per 1,000 miles when 1,000 points cost `pointsCostPer1000` and each point gives `perPoint` miles plus
 * `bonusPercent` %: cost ÷ (ratio × (1 + bonus)). R$ 35 at 1:1 with 100 % → R$ 17,50.
 */
export function effectiveMilheiro(pointsCostPer1000: number, perPoint: number, bonusPercent: number): number {
  return roundCents(pointsCostPer1000 / (perPoint * (1 + bonusPercent / 100)));
}

/** The campaign fields the arithmetic needs (a parsed BonusCampaign fits). */
export interface CampaignTerms {
  bonusPercent: number;
  tiers: readonly { tier: string; bonusPercent: number }[];
  capPerCpf: number | null;
}

const sameTier = (a: string, b: string) => normalizeProgramName(a) === normalizeProgramName(b);

/**
 * The bonus the traveller gets: the best of the base and every tier they hold (in either programme).
 * Tiers are not added together: when a campaign stacks clubs, the admin enters the stacked figure as a tier.
 */
export function bonusFor(terms: CampaignTerms, heldTiers: readonly (string | null | undefined)[]): number {
  const held = heldTiers.filter((t): t is string => typeof t === 'string' && t.trim() !== '');
  return terms.tiers.reduce(
    (best, t) => (held.some((h) => sameTier(h, t.tier)) ? Math.max(best, t.bonusPercent) : best),
    terms.bonusPercent,
  );
}

/**
 * Miles credited for `points`: base = points × ratio, bonus = base × bonus %, bonus cut at the CPF cap (as if
 * none of the cap were used yet). Fractions of a mile are dropped, as programmes credit whole miles.
 */
export function milesCredited(
  points: number,
  perPoint: number,
  bonusPercent: number,
  capPerCpf: number | null = null,
): { base: number; bonus: number; total: number } {
  const base = Math.floor(points * perPoint + 1e-9);
  const uncapped = Math.floor((base * bonusPercent) / 100 + 1e-9);
  const bonus = capPerCpf === null ? uncapped : Math.min(uncapped, capPerCpf);
  return { base, bonus, total: base + bonus };
}

export interface TransferPlan {
  /** Points to send: covers the shortfall, then raised to the minimum and to a multiple of the step. */
  points: number;
  miles: { base: number; bonus: number; total: number };
  bonusPercent: number;
  /** True when the CPF cap cut the bonus. */
  capped: boolean;
  /** True when the minimum or the step made the transfer larger than the shortfall needed. */
  roundedUp: boolean;
}

/** The fewest points that credit at least `milesNeeded` through `partner` with `bonusPercent` %. */
export function planTransfer(
  milesNeeded: number,
  partner: Pick<TransferPartner, 'ratio' | 'minimumPoints' | 'step'>,
  bonusPercent = 0,
  capPerCpf: number | null = null,
): TransferPlan {
  const perPoint = milesPerPoint(partner.ratio.value);
  const step = Math.max(1, partner.step.value);
  const minimum = partner.minimumPoints.value ?? 0;
  const need = Math.max(0, Math.ceil(milesNeeded));
  // Base miles needed: with the whole bonus, or, once the cap binds, the shortfall minus the capped bonus.
  const fullBonusBase = Math.ceil(need / (1 + bonusPercent / 100));
  const bonusAtFull = (fullBonusBase * bonusPercent) / 100;
  const baseNeeded = capPerCpf !== null && bonusAtFull > capPerCpf ? need - capPerCpf : fullBonusBase;
  const exact = Math.ceil(baseNeeded / perPoint - 1e-9);
  let points = Math.max(minimum, Math.ceil(exact / step) * step);
  // Whole-mile flooring can leave one short: add steps until the credit covers the need.
  while (milesCredited(points, perPoint, bonusPercent, capPerCpf).total < need) points += step;
  const miles = milesCredited(points, perPoint, bonusPercent, capPerCpf);
  const uncapped = milesCredited(points, perPoint, bonusPercent).bonus;
  return { points, miles, bonusPercent, capped: miles.bonus < uncapped, roundedUp: points > exact };
}

/** R$ for `units` points or miles valued at `per1000` reais per 1,000, to the centavo. */
export function costOf(units: number, per1000: number): number {
  return roundCents((units * per1000) / 1000);
}

/** R$ per 1,000 miles actually received: cost ÷ miles × 1,000 (null for no miles). */
export function perThousand(cost: number, miles: number): number | null {
  return miles > 0 ? roundCents((cost / miles) * 1000) : null;
}

export interface BuyAndTransfer {
  effectiveMilheiro: number;
  salePer1000: number | null;
  /** Sale value minus effective cost, per 1,000 miles: positive = the miles are worth more than they cost. */
  marginPer1000: number | null;
  worthIt: boolean | null;
}

/**
 * Buying points at `pricePer1000` and transferring with `bonusPercent` %: the milheiro that results, against
 * what the miles would sell for. worthIt is null when no sale value is known.
 */
export function buyAndTransfer(
  pricePer1000: number,
  perPoint: number,
  bonusPercent: number,
  salePer1000: number | null,
): BuyAndTransfer {
  const effective = effectiveMilheiro(pricePer1000, perPoint, bonusPercent);
  if (salePer1000 === null) return { effectiveMilheiro: effective, salePer1000, marginPer1000: null, worthIt: null };
  return {
    effectiveMilheiro: effective,
    salePer1000,
    marginPer1000: roundCents(salePer1000 - effective),
    worthIt: effective < salePer1000,
  };
}

/**
 * The milheiro below which miles beat paying cash for this flight: (cash fare − award taxes) ÷ miles × 1,000.
 * The same figure as the realised value per 1,000 of an award, read from the traveller's side.
 */
export function breakEvenMilheiro(cashFare: number, awardTaxes: number, miles: number): number | null {
  return realisedValuePer1000(cashFare, awardTaxes, miles);
}
