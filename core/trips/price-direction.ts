// One direction of a trip priced for the party: a cash fare × travellers, or an award issued from one member's
// account through "como pagar" (howToPay: the balance, else a transfer with the running bonus), valued with the
// product's one valuation (taxes in another currency converted at the PTAX rate). An account the issue check
// refuses never issues; its warning says why.
import { formatBRL, roundCents } from '../format/money';
import { formatMiles } from '../format/miles';
import { type Holding, howToPay, type PaymentPath } from '../miles/how-to-pay';
import { offerValueOf, valueInContext } from '../miles/offer-value';
import { partnersInto, TRANSFER_PARTNERS } from '../miles/transfer-partners';
import { milheiroFor, walletProgramForAward, walletProgramName } from '../miles/wallet-programs';
import type { TripAward, TripDirection, TripPlan } from '../schemas/trip-plan';
import {
  ALWAYS_ALLOWED,
  type AwardCandidate,
  beneficiariesOf,
  type Candidate,
  type MemberWallet,
  type PlanInput,
} from './inputs';

export type Leg = 'outbound' | 'inbound';

/** A direction as a plan shows it, with what it takes from the wallets. */
export interface PricedDirection {
  direction: TripDirection;
  payers: TripPlan['payers'];
  transfers: TripPlan['transfers'];
  warnings: string[];
  /** The wallets once this direction is issued (balances spent, transfers credited). */
  walletsAfter: MemberWallet[];
}

export type PricingContext = Pick<PlanInput, 'travellers' | 'campaigns' | 'rates' | 'today' | 'partners'> & {
  issueCheck: NonNullable<PlanInput['issueCheck']>;
  /** Every refusal of the issue check met while pricing, once each. */
  refusals: Set<string>;
};

export function pricingContext(input: PlanInput): PricingContext {
  return {
    travellers: input.travellers,
    campaigns: input.campaigns,
    rates: input.rates,
    today: input.today,
    partners: input.partners ?? TRANSFER_PARTNERS,
    issueCheck: input.issueCheck ?? ALWAYS_ALLOWED,
    refusals: new Set(),
  };
}

const base = (c: Candidate) => ({ date: c.date, flight: c.flight, source: c.source, freshness: c.freshness });

/** The party's cash fare: one traveller's fare to the centavo × travellers; the holder pays. */
function priceCash(c: Extract<Candidate, { kind: 'cash' }>, leg: Leg, ctx: PricingContext, wallets: MemberWallet[]) {
  const perPerson = roundCents(c.pricePerPerson);
  const partyBRL = roundCents(perPerson * ctx.travellers.length);
  const holder = wallets.find((w) => w.memberId === null);
  return {
    direction: { ...base(c), kind: 'cash', partyBRL, cashPerPersonBRL: perPerson, award: null },
    payers: [
      { memberId: null, name: holder?.name ?? 'Eu', direction: leg, pays: 'cash', miles: 0, reaisBRL: partyBRL },
    ],
    transfers: [],
    warnings: [],
    walletsAfter: wallets,
  } satisfies PricedDirection;
}

/** The accounts worth trying: those holding the programme or points that move into it; the holder otherwise. */
function issuersFor(program: Holding['program'] | null, wallets: MemberWallet[], ctx: PricingContext) {
  if (program === null) return wallets.filter((w) => w.memberId === null).slice(0, 1);
  const sources = new Set(partnersInto(program, ctx.partners).map((p) => p.from));
  const holding = wallets.filter((w) =>
    w.holdings.some((h) => h.balance > 0 && (h.program === program || sources.has(h.program))),
  );
  if (holding.length > 0) return holding;
  return wallets.filter((w) => w.memberId === null).slice(0, 1);
}

/** The cheapest way this account pays that uses only what it holds (issuing direct or transferring points held). */
function heldPath(options: readonly PaymentPath[]): PaymentPath | null {
  return options.find((p) => p.total.total !== null && (p.kind === 'direct' || p.kind === 'transfer')) ?? null;
}

function spend(wallets: MemberWallet[], memberId: string | null, changes: Map<string, number>): MemberWallet[] {
  return wallets.map((w) =>
    w.memberId !== memberId
      ? w
      : {
          ...w,
          holdings: w.holdings.map((h) => ({ ...h, balance: Math.max(0, h.balance + (changes.get(h.program) ?? 0)) })),
        },
  );
}

/**
 * The award for the party from the account that makes it cheapest. Where no balance or transfer of points held
 * covers it, the miles are valued at the milheiro (as "como pagar" values an award it cannot pay for) and the
 * warning says how many are missing; buying points at list price is left to "como pagar". Null when no account
 * may issue it, the party does not fit in the seats, or the programme has no value.
 */
function priceAward(c: AwardCandidate, leg: Leg, ctx: PricingContext, wallets: MemberWallet[]): PricedDirection | null {
  const passengers = ctx.travellers.length;
  if (c.seats !== null && c.seats < passengers) return null;
  const offer = { program: c.program, originalProgram: c.originalProgram };
  const valuation = valueInContext(
    { ...offer, miles: c.milesPerPerson, taxes: c.taxesPerPerson, taxesCurrency: c.taxesCurrency },
    { rates: ctx.rates },
  );
  if (valuation === null) return null;
  const taxes: TripAward['taxes'] = offerValueOf(valuation).taxes ?? {
    amount: valuation.taxes.amount,
    currency: valuation.taxes.currency,
    status: valuation.taxes.status,
    reais: valuation.perPerson.taxes,
    rate: valuation.taxes.rate,
  };
  const target = walletProgramForAward(c.program, c.originalProgram);
  let best: { priced: PricedDirection; cost: number } | null = null;
  for (const wallet of issuersFor(target, wallets, ctx)) {
    const others = beneficiariesOf(ctx.travellers, wallet.memberId);
    // Allowed with a caution (a new beneficiary's wait): the plan that issues this way says it.
    let caution: string | undefined;
    if (target !== null && others.length > 0) {
      const check = ctx.issueCheck(target, wallet.memberId, others);
      caution = check.ok ? check.warning : undefined;
      if (!check.ok) {
        ctx.refusals.add(
          check.warning ?? `A conta de ${wallet.name} não pode emitir ${walletProgramName(target)} para outras pessoas`,
        );
        continue;
      }
    }
    const plan = howToPay({ ...offer, miles: c.milesPerPerson, taxes: taxes.reais }, wallet.holdings, {
      today: ctx.today,
      campaigns: ctx.campaigns,
      partners: ctx.partners,
      passengers,
    });
    const priced = awardFrom(c, leg, { wallet, wallets, plan, taxes, target });
    if (priced && caution) priced.warnings.push(caution);
    if (priced && (best === null || priced.direction.partyBRL < best.cost))
      best = { priced, cost: priced.direction.partyBRL };
  }
  return best?.priced ?? null;
}

interface AwardContext {
  wallet: MemberWallet;
  wallets: MemberWallet[];
  plan: ReturnType<typeof howToPay>;
  taxes: TripAward['taxes'];
  target: Holding['program'] | null;
}

function awardFrom(c: AwardCandidate, leg: Leg, a: AwardContext): PricedDirection | null {
  const { wallet, plan, target } = a;
  const holding = target === null ? undefined : wallet.holdings.find((h) => h.program === target);
  const balance = holding?.balance ?? 0;
  const path = heldPath(plan.options);
  const who = { memberId: wallet.memberId, name: wallet.name };
  const warnings: string[] = [];
  let partyBRL: number;
  let milheiro: number;
  let fromBalance: number;
  let missing = 0;
  const transfers: TripPlan['transfers'] = [];
  const changes = new Map<string, number>();
  if (path !== null && path.total.total !== null && target !== null) {
    partyBRL = path.total.total;
    milheiro = milheiroFor(target, holding?.milheiro) ?? 0;
    fromBalance = path.kind === 'direct' ? path.milesUsed : path.total.balanceMiles;
    changes.set(target, -fromBalance);
    if (path.kind !== 'direct') {
      const credited = path.plan.miles.total;
      changes.set(target, credited - plan.milesNeeded);
      changes.set(path.from, -path.pointsFromBalance);
      transfers.push({
        ...who,
        direction: leg,
        from: path.from,
        to: target,
        points: path.plan.points,
        milesCredited: credited,
        bonusPercent: path.plan.bonusPercent,
        campaignUntil: path.campaign?.validUntil ?? null,
        costBRL: path.transferCost,
      });
    }
  } else {
    if (plan.awardValue === null) return null;
    partyBRL = plan.awardValue.party.total;
    milheiro = plan.awardValue.milheiro;
    fromBalance = Math.min(balance, plan.milesNeeded);
    missing = plan.milesNeeded - fromBalance;
    if (target !== null) changes.set(target, -fromBalance);
    const name = target === null ? c.originalProgram || c.program : walletProgramName(target);
    const account = wallet.memberId === null ? 'na sua conta' : `na conta de ${wallet.name}`;
    warnings.push(
      `Faltam ${formatMiles(missing)} milhas ${name} ${account}: valoradas ao milheiro de ${formatBRL(milheiro)}`,
    );
  }
  if (plan.taxes === null && c.taxesPerPerson !== null && c.taxesPerPerson > 0)
    warnings.push(`Taxas de ${c.program} em ${c.taxesCurrency ?? 'moeda desconhecida'} fora do total (sem cotação)`);
  const direction: TripDirection = {
    ...base(c),
    kind: 'award',
    partyBRL,
    cashPerPersonBRL: null,
    award: {
      program: c.program,
      originalProgram: c.originalProgram,
      walletProgram: target,
      milesPerPerson: Math.ceil(c.milesPerPerson),
      milesParty: plan.milesNeeded,
      taxes: a.taxes,
      taxesPartyBRL: plan.taxes,
      seats: c.seats,
      ...(c.seenAt ? { seenAt: c.seenAt } : {}),
      issuer: who,
      milheiro,
      milesFromBalance: fromBalance,
      milesMissing: missing,
    },
  };
  const payer = { ...who, direction: leg, pays: target ?? c.program, miles: fromBalance, reaisBRL: partyBRL };
  return { direction, payers: [payer], transfers, warnings, walletsAfter: spend(a.wallets, wallet.memberId, changes) };
}

/** The candidate priced for the party from these wallets; null when it cannot be issued for them. */
export function priceDirection(
  c: Candidate,
  leg: Leg,
  ctx: PricingContext,
  wallets: MemberWallet[],
): PricedDirection | null {
  return c.kind === 'cash' ? priceCash(c, leg, ctx, wallets) : priceAward(c, leg, ctx, wallets);
}

/** What makes two directions the same choice for a plan: the day and how it is paid. */
export function choiceKey(d: TripDirection): string {
  return `${d.date}|${d.kind}|${d.award?.program ?? ''}|${d.award?.issuer.memberId ?? ''}`;
}
