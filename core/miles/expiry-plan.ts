// "Plano para o que expira": for one lot expiring within 90 days, every way to keep its value (transfer it into the
// programme of a saved flight or alert at the running or next bonus, pay to extend it, issue now) beside letting it
// expire, each in reais at the traveller's milheiro of the programme it ends in (the reference where none, said
// so), the most kept first and "Deixar expirar" last as the baseline. Pure: today comes in, no clock is read.
import { roundCents } from '../format/money';
import { campaignFor } from './expiry-plan-campaign';
import { clubExpiryNotes } from './expiry-plan-clubs';
import { expirySourceText } from './expiry-rules';
import {
  EXPIRE_TITLE,
  EXTEND_TITLE,
  expireText,
  extensionCostText,
  extensionKeptText,
  extensionTermsText,
  ISSUE_MILES_UNKNOWN,
  ISSUE_TITLE,
  issueText,
  leftOverText,
  partnerFactsText,
  planMilheiroText,
  transferFiguresText,
  transferTitle,
  transferUseText,
} from './expiry-plan-text';
import type { PlannedUse } from './expiry-plan-uses';
import { walletUnit } from './expiry-reminders';
import type { Campaign } from './how-to-pay';
import { PAID_EXTENSIONS, type PaidExtension, paidExtensionOf } from './paid-extensions';
import { costOf, milesCredited } from './transfer-math';
import { milesPerPoint, TRANSFER_PARTNERS, type TransferPartner } from './transfer-partners';
import { daysUntil, EXPIRING_SOON_DAYS, isLiveLot, type LotLike } from './wallet-lots';
import { milheiroFor, WALLET_PROGRAM_INFO, type WalletProgram } from './wallet-programs';

/** What the plan reads of the account's wallet row for a programme (a WalletRow fits). */
export interface PlanHolding {
  program: WalletProgram;
  milheiro: number | null;
  tier: string | null;
}

export interface PlanMilheiro {
  value: number;
  /** True when the programme's reference value was used: the traveller set none. */
  reference: boolean;
}

export type ExpiryOptionKind = 'transfer' | 'extend' | 'issue' | 'expire';

export interface ExpiryOption {
  kind: ExpiryOptionKind;
  title: string;
  /** R$ of what the option keeps; null when unknown (no milheiro, a cost to confirm). */
  valueKept: number | null;
  /** R$ of what is still lost with it; null when unknown. */
  valueLost: number | null;
  /** The programme the value ends in (a transfer's target; the lot's otherwise) and its milheiro. */
  program: WalletProgram;
  milheiro: PlanMilheiro | null;
  /** The saved flight or alert the option is for. */
  use: PlannedUse | null;
  /** Figures, campaign and facts with their source, one per line. */
  lines: string[];
  /** A fact behind the figures is weak ("a confirmar"). */
  unsure: boolean;
}

export interface ExpiryPlan {
  program: WalletProgram;
  amount: number;
  expiresOn: string;
  daysLeft: number;
  /** The most kept first; "Deixar expirar" always last. */
  options: ExpiryOption[];
  /** What the programme's clubs do to expiry, with their source. */
  notes: string[];
}

export interface ExpiryPlanInput {
  /** yyyy-MM-dd, Brasília. */
  today: string;
  lot: LotLike;
  /** The wallet rows of the lot's account. */
  holdings: readonly PlanHolding[];
  uses: readonly PlannedUse[];
  /** Bonus campaigns known to the device: the running ones, and any announced to start later. */
  campaigns?: readonly Campaign[];
  partners?: readonly TransferPartner[];
  extensions?: readonly PaidExtension[];
}

/** The milheiro a programme's value is read at: the account's own, else the programme's default (reference). */
export function planMilheiro(program: WalletProgram, holdings: readonly PlanHolding[]): PlanMilheiro | null {
  const own = holdings.find((h) => h.program === program)?.milheiro;
  const value = milheiroFor(program, own);
  if (value === null) return null;
  return { value, reference: !(typeof own === 'number' && own > 0) };
}

const reaisOf = (units: number, m: PlanMilheiro | null) => (m === null ? null : costOf(units, m.value));

interface LotFacts {
  lot: LotLike;
  daysLeft: number;
  baseline: number | null;
  sourceMilheiro: PlanMilheiro | null;
}

function transferOption(
  partner: TransferPartner,
  use: PlannedUse | null,
  input: ExpiryPlanInput,
  facts: LotFacts,
): ExpiryOption | null {
  const { lot } = facts;
  const minimum = partner.minimumPoints.value;
  const step = Math.max(1, partner.step.value);
  const pointsSent = Math.floor(lot.amount / step) * step;
  if (pointsSent <= 0 || (minimum !== null && pointsSent < minimum)) return null;
  const tierOf = (p: WalletProgram) => input.holdings.find((h) => h.program === p)?.tier ?? null;
  const found = campaignFor(
    input.campaigns ?? [],
    partner.from,
    partner.to,
    [tierOf(partner.from), tierOf(partner.to)],
    input.today,
    lot.expires_on,
  );
  const bonus = found?.bonus ?? 0;
  const miles = milesCredited(pointsSent, milesPerPoint(partner.ratio.value), bonus, found?.campaign.capPerCpf ?? null);
  const uncapped = milesCredited(pointsSent, milesPerPoint(partner.ratio.value), bonus).bonus;
  const milheiro = planMilheiro(partner.to, input.holdings);
  const leftOver = lot.amount - pointsSent;
  const unsure = partner.ratio.unsure || partner.minimumPoints.unsure || partner.step.unsure;
  const lines = [
    transferFiguresText({
      from: partner.from,
      to: partner.to,
      pointsSent,
      milesReceived: miles.total,
      bonusPercent: bonus,
      campaign: found
        ? { validFrom: found.campaign.validFrom, validUntil: found.campaign.validUntil, running: found.running }
        : null,
      capped: miles.bonus < uncapped,
    }),
    transferUseText(use),
    planMilheiroText(milheiro, partner.to),
    ...(leftOver > 0 ? [leftOverText(leftOver, partner.from)] : []),
    partnerFactsText(partner.ratio.value, minimum, partner.source, unsure, walletUnit(partner.from)),
  ];
  return {
    kind: 'transfer',
    title: transferTitle(partner.to),
    valueKept: reaisOf(miles.total, milheiro),
    valueLost: reaisOf(leftOver, facts.sourceMilheiro),
    program: partner.to,
    milheiro,
    use,
    lines,
    unsure,
  };
}

/** Transfers from a points lot: into each programme a saved flight or alert names, or every partner when none does. */
function transferOptions(input: ExpiryPlanInput, facts: LotFacts): ExpiryOption[] {
  const from = facts.lot.program;
  const partners = (input.partners ?? TRANSFER_PARTNERS).filter((p) => p.from === from);
  const used = partners.flatMap((p) => {
    const use = firstUse(input.uses, p.to);
    return use ? [{ partner: p, use }] : [];
  });
  const chosen = used.length > 0 ? used : partners.map((p) => ({ partner: p, use: null }));
  return chosen.flatMap(({ partner, use }) => transferOption(partner, use, input, facts) ?? []);
}

/** The programme's nearest use (soonest day first; one with no day after). */
function firstUse(uses: readonly PlannedUse[], program: WalletProgram): PlannedUse | null {
  const mine = uses.filter((u) => u.program === program);
  mine.sort((a, b) => (a.date ?? '9999').localeCompare(b.date ?? '9999'));
  return mine[0] ?? null;
}

/** The paid extension, only when the programme sells one and the lot is inside its window and minimum. */
function extendOption(input: ExpiryPlanInput, facts: LotFacts): ExpiryOption | null {
  const { lot, daysLeft } = facts;
  const ext = paidExtensionOf(lot.program, input.extensions ?? PAID_EXTENSIONS);
  if (!ext || daysLeft > ext.windowDays || (ext.minimumMiles !== null && lot.amount < ext.minimumMiles)) return null;
  const prices = ext.priceBRL === null ? [] : Object.values(ext.priceBRL);
  // The cheapest length when priced: the value kept is the miles' value minus what the extension costs.
  const cost = prices.length > 0 ? Math.min(...prices) : null;
  const kept = facts.baseline === null || cost === null ? null : roundCents(facts.baseline - cost);
  const lines = [
    extensionTermsText(ext.days, ext.windowDays, ext.minimumMiles),
    extensionCostText(lot.program, ext.priceBRL),
    extensionKeptText(facts.baseline, cost !== null),
    planMilheiroText(facts.sourceMilheiro, lot.program),
    `Fonte: ${expirySourceText(ext)}`,
  ].filter((line): line is string => line !== null);
  return {
    kind: 'extend',
    title: EXTEND_TITLE,
    valueKept: kept,
    valueLost: cost === null ? null : 0,
    program: lot.program,
    milheiro: facts.sourceMilheiro,
    use: null,
    lines,
    unsure: ext.confidence === 'unconfirmed' || cost === null,
  };
}

/** Issuing now a saved flight or alert in the lot's own (airline) programme: the miles it takes count as kept. */
function issueOptions(input: ExpiryPlanInput, facts: LotFacts): ExpiryOption[] {
  const { lot } = facts;
  return input.uses
    .filter((u) => u.program === lot.program)
    .map((use) => {
      const used = use.miles === null ? lot.amount : Math.min(lot.amount, use.miles);
      return {
        kind: 'issue' as const,
        title: ISSUE_TITLE,
        valueKept: reaisOf(used, facts.sourceMilheiro),
        valueLost: reaisOf(lot.amount - used, facts.sourceMilheiro),
        program: lot.program,
        milheiro: facts.sourceMilheiro,
        use,
        lines: [
          issueText(used, lot.amount, use),
          ...(use.miles === null ? [ISSUE_MILES_UNKNOWN] : []),
          planMilheiroText(facts.sourceMilheiro, lot.program),
        ],
        unsure: use.miles === null,
      };
    });
}

const KIND_ORDER: Record<ExpiryOptionKind, number> = { issue: 0, transfer: 1, extend: 2, expire: 3 };

/** The most kept first, unknown values after known ones, letting it expire last. */
function byValueKept(a: ExpiryOption, b: ExpiryOption): number {
  if ((a.kind === 'expire') !== (b.kind === 'expire')) return a.kind === 'expire' ? 1 : -1;
  const x = a.valueKept;
  const y = b.valueKept;
  if (x !== null && y !== null && x !== y) return y - x;
  if ((x === null) !== (y === null)) return x === null ? 1 : -1;
  return KIND_ORDER[a.kind] - KIND_ORDER[b.kind];
}

/**
 * The plan for one lot; null when it has nothing left, is past its last day, or expires later than the 90 days
 * the wallet looks at.
 */
export function expiryPlan(input: ExpiryPlanInput): ExpiryPlan | null {
  const { lot, today } = input;
  const daysLeft = daysUntil(today, lot.expires_on);
  if (!isLiveLot(lot, today) || daysLeft > EXPIRING_SOON_DAYS) return null;
  const sourceMilheiro = planMilheiro(lot.program, input.holdings);
  const baseline = reaisOf(lot.amount, sourceMilheiro);
  const facts: LotFacts = { lot, daysLeft, baseline, sourceMilheiro };
  const points = WALLET_PROGRAM_INFO[lot.program].kind === 'points';
  const expire: ExpiryOption = {
    kind: 'expire',
    title: EXPIRE_TITLE,
    valueKept: 0,
    valueLost: baseline,
    program: lot.program,
    milheiro: sourceMilheiro,
    use: null,
    lines: [
      expireText(lot.amount, lot.program, daysLeft, lot.expires_on),
      planMilheiroText(sourceMilheiro, lot.program),
    ],
    unsure: false,
  };
  const extend = extendOption(input, facts);
  const options = [
    ...(points ? transferOptions(input, facts) : issueOptions(input, facts)),
    ...(extend ? [extend] : []),
    expire,
  ].sort(byValueKept);
  const tier = input.holdings.find((h) => h.program === lot.program)?.tier ?? null;
  const notes = clubExpiryNotes(lot.program, tier);
  return { program: lot.program, amount: lot.amount, expiresOn: lot.expires_on, daysLeft, options, notes };
}
