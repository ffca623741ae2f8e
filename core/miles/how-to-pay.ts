// "Como pagar" for one award offer: from the traveller's wallet and the bonus campaigns running today, every way
// to pay (direct, transfer, buy) priced in reais, the cheapest first, and what the award is worth to them.
import { roundCents } from '../format/money';
import {
  buyText,
  directText,
  insufficientText,
  noWalletProgramText,
  transferText,
  walletAwardValueText,
} from './how-to-pay-text';
import { programDisplayName } from './programs';
import { bonusFor, type CampaignTerms, costOf, perThousand, planTransfer, type TransferPlan } from './transfer-math';
import { partnersInto, TRANSFER_PARTNERS, type TransferPartner } from './transfer-partners';
import { valueOffer } from './valuation';
import {
  isPartnerPriced,
  milheiroFor,
  WALLET_PROGRAM_INFO,
  type WalletProgram,
  walletProgramForAward,
  walletProgramName,
} from './wallet-programs';

/** One award as the search shows it; taxes in reais (null = unknown, counted as zero). */
export interface AwardOffer {
  /** The programme shown ('LATAM Pass'). */
  program: string;
  /** The programme that prices the seat ('Virgin Atlantic', 'American AAdvantage'), when the row gives it. */
  originalProgram?: string | null;
  miles: number;
  taxes: number | null;
}

/** What the wallet holds of one programme (a WalletRow fits). */
export interface Holding {
  program: WalletProgram;
  balance: number;
  milheiro: number | null;
  tier: string | null;
}

/** A campaign as "como pagar" reads it (a parsed BonusCampaign fits). */
export interface Campaign extends CampaignTerms {
  from: WalletProgram;
  to: WalletProgram;
  validFrom: string;
  validUntil: string;
}

export interface HowToPayOptions {
  /** yyyy-MM-dd in Brazil: campaigns run from validFrom to validUntil, both days included. */
  today: string;
  campaigns?: readonly Campaign[];
  partners?: readonly TransferPartner[];
  /** R$ per 1,000 points on sale today; a programme missing here is bought at its list price, if one is known. */
  pointPrices?: Partial<Record<WalletProgram, number>>;
}

interface PathBase {
  /** R$ of what the path spends (miles and points valued at the traveller's milheiro, points bought), taxes apart. */
  cost: number | null;
  text: string;
}

export interface DirectPath extends PathBase {
  kind: 'direct';
  milesUsed: number;
}

export interface TransferPath extends PathBase {
  kind: 'transfer' | 'buy';
  from: WalletProgram;
  shortfall: number;
  plan: TransferPlan;
  campaign: Campaign | null;
  /** Points taken from the balance and points bought (0 for a plain transfer). */
  pointsFromBalance: number;
  pointsBought: number;
  pricePer1000: number | null;
  /** R$ of the points only, and per 1,000 miles credited. */
  transferCost: number | null;
  effectiveMilheiro: number | null;
  /** True when a fact behind this path (ratio, minimum) is not backed by a source: "confirme no programa". */
  unsure: boolean;
}

export type PaymentPath = DirectPath | TransferPath;

export interface Insufficient {
  kind: 'insufficient';
  shortfall: number;
  text: string;
}

export interface AwardValue {
  /** miles × milheiro ÷ 1,000 + taxes. */
  value: number;
  milheiro: number;
  /** True when the traveller's own milheiro was used; false for the product's reference value. */
  own: boolean;
  text: string;
}

export interface HowToPay {
  best: PaymentPath | Insufficient;
  /** Every path found, the cheapest first (unknown costs last). */
  options: PaymentPath[];
  /** Null when neither the traveller nor the product has a milheiro for the programme. */
  awardValue: AwardValue | null;
  /** The miles figure comes from a partner's pricing, not the programme's own (shown under LATAM Pass). */
  partnerPriced: boolean;
}

/**
 * What the award is worth in reais (one person) with the traveller's milheiro, else the product's reference
 * value: valueOffer with the offer's taxes, which are already reais (null = unknown, left out).
 */
export function awardValue(offer: AwardOffer, ownMilheiro: number | null | undefined): AwardValue | null {
  const wallet = walletProgramForAward(offer.program, offer.originalProgram);
  const valuation = valueOffer({
    offer: { ...offer, taxesCurrency: 'BRL' },
    ...(wallet ? { milheiros: { [wallet]: ownMilheiro } } : {}),
  });
  if (valuation === null) return null;
  const { milheiro, reference } = valuation;
  const value = valuation.perPerson.total;
  return { value, milheiro, own: !reference, text: walletAwardValueText(value, milheiro, !reference) };
}

/** Campaigns running today (validFrom and validUntil both included). */
export function activeCampaigns(campaigns: readonly Campaign[], today: string): Campaign[] {
  return campaigns.filter((c) => c.validFrom <= today && today <= c.validUntil);
}

function holdingOf(wallet: readonly Holding[], program: WalletProgram): Holding | undefined {
  return wallet.find((h) => h.program === program);
}

/** The running campaign that gives this traveller the most bonus for the pair, or null. */
function bestCampaign(
  campaigns: readonly Campaign[],
  from: WalletProgram,
  to: WalletProgram,
  tiers: readonly (string | null | undefined)[],
): { campaign: Campaign | null; bonus: number } {
  let best: { campaign: Campaign | null; bonus: number } = { campaign: null, bonus: 0 };
  for (const c of campaigns) {
    if (c.from !== from || c.to !== to) continue;
    const bonus = bonusFor(c, tiers);
    if (best.campaign === null || bonus > best.bonus) best = { campaign: c, bonus };
  }
  return best;
}

/** The facts that change the points needed; an unknown credit time changes no figure. */
function partnerUnsure(p: TransferPartner): boolean {
  return p.ratio.unsure || p.minimumPoints.unsure || p.step.unsure;
}

/** A transfer (points held cover it) or a purchase (the rest bought) through one partner; null when impossible. */
function pathThrough(
  partner: TransferPartner,
  shortfall: number,
  wallet: readonly Holding[],
  campaigns: readonly Campaign[],
  options: HowToPayOptions,
): TransferPath | null {
  const target = holdingOf(wallet, partner.to);
  const source = holdingOf(wallet, partner.from);
  const { campaign, bonus } = bestCampaign(campaigns, partner.from, partner.to, [source?.tier, target?.tier]);
  const plan = planTransfer(shortfall, partner, bonus, campaign?.capPerCpf ?? null);
  const held = source?.balance ?? 0;
  const pointsMilheiro = milheiroFor(partner.from, source?.milheiro);
  const fromBalance = Math.min(held, plan.points);
  const bought = plan.points - fromBalance;
  const price =
    options.pointPrices?.[partner.from] ?? WALLET_PROGRAM_INFO[partner.from].listPricePer1000?.value ?? null;
  if (bought > 0 && price === null) return null;
  const heldCost = fromBalance === 0 ? 0 : pointsMilheiro === null ? null : costOf(fromBalance, pointsMilheiro);
  const transferCost = heldCost === null ? null : roundCents(heldCost + (bought > 0 ? costOf(bought, price ?? 0) : 0));
  const effective = transferCost === null ? null : perThousand(transferCost, plan.miles.total);
  const targetMilheiro = milheiroFor(partner.to, target?.milheiro);
  const balanceUsed = target?.balance ?? 0;
  const balanceCost = balanceUsed === 0 ? 0 : targetMilheiro === null ? null : costOf(balanceUsed, targetMilheiro);
  const cost = transferCost === null || balanceCost === null ? null : roundCents(transferCost + balanceCost);
  const wording = {
    shortfall,
    programName: walletProgramName(partner.to),
    fromName: walletProgramName(partner.from),
    bonusPercent: bonus,
    validUntil: campaign?.validUntil ?? null,
    cost: transferCost,
    effective,
  };
  return {
    kind: bought > 0 ? 'buy' : 'transfer',
    from: partner.from,
    shortfall,
    plan,
    campaign,
    pointsFromBalance: fromBalance,
    pointsBought: bought,
    pricePer1000: bought > 0 ? price : null,
    transferCost,
    effectiveMilheiro: effective,
    unsure: partnerUnsure(partner),
    cost,
    text:
      bought > 0
        ? buyText({ ...wording, bought, fromBalance, pricePer1000: price ?? 0 })
        : transferText({ ...wording, points: plan.points }),
  };
}

/** Cheapest first; a path whose cost is unknown goes after every priced one. */
function byCost(a: PaymentPath, b: PaymentPath): number {
  if (a.cost === null) return b.cost === null ? 0 : 1;
  if (b.cost === null) return -1;
  return a.cost - b.cost;
}

/**
 * How to pay one award from this wallet: straight from the balance when it is enough; otherwise the shortfall
 * through each programme that transfers in (with the best bonus running today, and buying the points that are
 * missing), the cheapest in reais first. One source programme per path: splitting a shortfall across two
 * transfers is left out, as each transfer has its own minimum.
 */
export function howToPay(offer: AwardOffer, wallet: readonly Holding[], options: HowToPayOptions): HowToPay {
  const target = walletProgramForAward(offer.program, offer.originalProgram);
  const partnerPriced = isPartnerPriced(offer.program);
  const miles = Math.max(0, Math.ceil(offer.miles));
  if (target === null) {
    const text = noWalletProgramText(programDisplayName(offer.originalProgram || offer.program));
    return {
      best: { kind: 'insufficient', shortfall: miles, text },
      options: [],
      awardValue: awardValue(offer, null),
      partnerPriced,
    };
  }
  const holding = holdingOf(wallet, target);
  const value = awardValue(offer, holding?.milheiro);
  const balance = holding?.balance ?? 0;
  if (balance >= miles) {
    const milheiro = milheiroFor(target, holding?.milheiro);
    const direct: DirectPath = {
      kind: 'direct',
      milesUsed: miles,
      cost: milheiro === null ? null : costOf(miles, milheiro),
      text: directText(balance, walletProgramName(target)),
    };
    return { best: direct, options: [direct], awardValue: value, partnerPriced };
  }
  const shortfall = miles - balance;
  const running = activeCampaigns(options.campaigns ?? [], options.today);
  const paths = partnersInto(target, options.partners ?? TRANSFER_PARTNERS)
    .map((p) => pathThrough(p, shortfall, wallet, running, options))
    .filter((p): p is TransferPath => p !== null)
    .sort(byCost);
  const best: PaymentPath | Insufficient = paths[0] ?? {
    kind: 'insufficient',
    shortfall,
    text: insufficientText(shortfall, walletProgramName(target)),
  };
  return { best, options: paths, awardValue: value, partnerPriced };
}
