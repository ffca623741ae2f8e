// "Como pagar" for one award offer and the party it is for: from the traveller's wallet and the bonus campaigns
// running today, every way to pay (direct, transfer, buy) with its total in reais (miles from the balance, points
// moved in, taxes), the cheapest first, and what the award is worth to them.
import { roundCents } from '../format/money';
import {
  type AwardOffer,
  type AwardValue,
  awardValue,
  balanceCost,
  partyMiles,
  partySizeOf,
  partyTaxes,
  pointsCost,
  totalOf,
} from './award-cost';
import {
  balancePartLabel,
  buyText,
  directText,
  insufficientText,
  noWalletProgramText,
  TAXES_PART_LABEL,
  type TotalPart,
  totalText,
  transferPartLabel,
  transferText,
} from './how-to-pay-text';
import { programDisplayName } from './programs';
import { bonusFor, type CampaignTerms, perThousand, planTransfer, type TransferPlan } from './transfer-math';
import { partnersInto, TRANSFER_PARTNERS, type TransferPartner } from './transfer-partners';
import {
  isPartnerPriced,
  milheiroFor,
  WALLET_PROGRAM_INFO,
  type WalletProgram,
  walletProgramForAward,
  walletProgramName,
} from './wallet-programs';

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
  /** Travellers the award is for (default 1): miles and taxes are the offer's × this. */
  passengers?: number;
}

/** What a way to pay costs the party in all, figure by figure, each to the centavo. */
export interface PathTotal {
  /** Miles taken from the award programme's own balance. */
  balanceMiles: number;
  /** R$ of those miles at the traveller's milheiro (the reference where none); null when neither exists. */
  balanceCost: number | null;
  /** R$ of the points moved in: held ones at their milheiro, bought ones at the price; 0 issuing direct. */
  transferCost: number | null;
  /** The party's taxes in reais; null when unknown (then left out of `total`, and the sentence says so). */
  taxes: number | null;
  /** balanceCost + transferCost + taxes (when known); null when a cost is unknown. */
  total: number | null;
  /** 'Total para 2 pessoas: R$ 4.455,00 (saldo Smiles R$ 2.320,50 + transferência Livelo R$ 1.833,00 + taxas …)'. */
  text: string;
}

interface PathBase {
  /** R$ of what the path spends (miles and points valued at the traveller's milheiro, points bought), taxes apart. */
  cost: number | null;
  total: PathTotal;
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
  /** The party's miles that no balance or transfer covers. */
  shortfall: number;
  text: string;
}

export interface HowToPay {
  /** Travellers the plan is for, the miles their tickets take and their taxes in reais (null = unknown). */
  passengers: number;
  milesNeeded: number;
  taxes: number | null;
  best: PaymentPath | Insufficient;
  /** Every path found, the cheapest total first (unknown totals last). */
  options: PaymentPath[];
  /** Null when neither the traveller nor the product has a milheiro for the programme. */
  awardValue: AwardValue | null;
  /** The miles figure comes from a partner's pricing, not the programme's own (shown under LATAM Pass). */
  partnerPriced: boolean;
}

/** A path's total with its sentence; `transferLabel` names the points moved in ('transferência Livelo'). */
function pathTotal(
  figures: Omit<PathTotal, 'total' | 'text'>,
  programName: string,
  transferLabel: string | null,
  passengers: number,
): PathTotal {
  const total = totalOf(figures);
  const parts: TotalPart[] = [
    { label: balancePartLabel(programName), amount: figures.balanceCost ?? 0 },
    ...(transferLabel === null ? [] : [{ label: transferLabel, amount: figures.transferCost ?? 0 }]),
    { label: TAXES_PART_LABEL, amount: figures.taxes ?? 0 },
  ];
  return { ...figures, total, text: totalText(total, parts, passengers, figures.taxes !== null) };
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

/** What every path of one plan shares: the party, its taxes, the options. */
interface PlanContext {
  passengers: number;
  taxes: number | null;
  options: HowToPayOptions;
}

/** A transfer (points held cover it) or a purchase (the rest bought) through one partner; null when impossible. */
function pathThrough(
  partner: TransferPartner,
  shortfall: number,
  wallet: readonly Holding[],
  campaigns: readonly Campaign[],
  { passengers, taxes, options }: PlanContext,
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
  const transferCost = pointsCost(fromBalance, pointsMilheiro, bought, price ?? 0);
  const effective = transferCost === null ? null : perThousand(transferCost, plan.miles.total);
  const balanceMiles = target?.balance ?? 0;
  const fromBalanceCost = balanceCost(balanceMiles, milheiroFor(partner.to, target?.milheiro));
  const cost = transferCost === null || fromBalanceCost === null ? null : roundCents(transferCost + fromBalanceCost);
  const programName = walletProgramName(partner.to);
  const fromName = walletProgramName(partner.from);
  const total = pathTotal(
    { balanceMiles, balanceCost: fromBalanceCost, transferCost, taxes },
    programName,
    transferPartLabel(fromName, bought > 0, fromBalance > 0),
    passengers,
  );
  const wording = {
    shortfall,
    passengers,
    programName,
    fromName,
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
    total,
    text:
      bought > 0
        ? buyText({ ...wording, bought, fromBalance, pricePer1000: price ?? 0 })
        : transferText({ ...wording, points: plan.points }),
  };
}

/** Cheapest total first; a path whose total is unknown goes after every priced one. */
function byTotal(a: PaymentPath, b: PaymentPath): number {
  const x = a.total.total;
  const y = b.total.total;
  if (x === null) return y === null ? 0 : 1;
  if (y === null) return -1;
  return x - y;
}

/**
 * How to pay one award for the party from this wallet: straight from the balance when it covers every ticket;
 * otherwise the shortfall through each programme that transfers in (with the best bonus running today for the
 * traveller's club, and buying the points that are missing), the cheapest total in reais first. One source
 * programme per path: splitting a shortfall across two transfers is left out, as each has its own minimum.
 */
export function howToPay(offer: AwardOffer, wallet: readonly Holding[], options: HowToPayOptions): HowToPay {
  const passengers = partySizeOf(options.passengers);
  const target = walletProgramForAward(offer.program, offer.originalProgram);
  const partnerPriced = isPartnerPriced(offer.program);
  const milesNeeded = partyMiles(offer, passengers);
  const taxes = partyTaxes(offer.taxes, passengers);
  const party = { passengers, milesNeeded, taxes, partnerPriced };
  if (target === null) {
    const text = noWalletProgramText(programDisplayName(offer.originalProgram || offer.program));
    return {
      ...party,
      best: { kind: 'insufficient', shortfall: milesNeeded, text },
      options: [],
      awardValue: awardValue(offer, null, passengers),
    };
  }
  const holding = holdingOf(wallet, target);
  const value = awardValue(offer, holding?.milheiro, passengers);
  const balance = holding?.balance ?? 0;
  const programName = walletProgramName(target);
  if (balance >= milesNeeded) {
    const cost = balanceCost(milesNeeded, milheiroFor(target, holding?.milheiro));
    const direct: DirectPath = {
      kind: 'direct',
      milesUsed: milesNeeded,
      cost,
      total: pathTotal(
        { balanceMiles: milesNeeded, balanceCost: cost, transferCost: 0, taxes },
        programName,
        null,
        passengers,
      ),
      text: directText(balance, programName, milesNeeded, passengers),
    };
    return { ...party, best: direct, options: [direct], awardValue: value };
  }
  const shortfall = milesNeeded - balance;
  const running = activeCampaigns(options.campaigns ?? [], options.today);
  const paths = partnersInto(target, options.partners ?? TRANSFER_PARTNERS)
    .map((p) => pathThrough(p, shortfall, wallet, running, { passengers, taxes, options }))
    .filter((p): p is TransferPath => p !== null)
    .sort(byTotal);
  const best: PaymentPath | Insufficient = paths[0] ?? {
    kind: 'insufficient',
    shortfall,
    text: insufficientText(shortfall, programName, passengers),
  };
  return { ...party, best, options: paths, awardValue: value };
}
