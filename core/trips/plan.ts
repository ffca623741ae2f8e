// The round-trip planner: every day of each window, each direction in cash or in one programme's miles (one-way
// awards mix per direction), priced for the whole party from the household's wallets, and the cheapest whole
// trips first. Pure: the server hands it the providers' offers, the wallets, the campaigns and the issue check.
import { roundCents } from '../format/money';
import type { TripPlan } from '../schemas/trip-plan';
import type { Candidate, MemberWallet, PlanInput } from './inputs';
import {
  choiceKey,
  type Leg,
  type PricedDirection,
  type PricingContext,
  priceDirection,
  pricingContext,
} from './price-direction';

/** Plans answered by default: a handful to compare. */
export const DEFAULT_PLAN_COUNT = 5;
/** Choices kept per direction before pairing them (the cheapest of each day and way to pay). */
const CHOICES_PER_DIRECTION = 12;

/**
 * The rule for the party's figures: the trip's cost (both directions for everyone) ÷ travellers is rounded to the
 * centavo once, and the total is that × travellers, so the total is always exactly N × the per-person figure.
 * It may differ from the sum of the directions' own figures by less than N ÷ 2 centavos.
 */
export function partyFigures(tripCost: number, passengers: number): { perPersonBRL: number; totalBRL: number } {
  const perPersonBRL = roundCents(tripCost / passengers);
  return { perPersonBRL, totalBRL: roundCents(perPersonBRL * passengers) };
}

/** The cheapest choices of one direction with the full wallets, one per day and way to pay. */
function choices(candidates: readonly Candidate[], leg: Leg, ctx: PricingContext, wallets: MemberWallet[]) {
  const best = new Map<string, { candidate: Candidate; priced: PricedDirection }>();
  for (const candidate of candidates) {
    const priced = priceDirection(candidate, leg, ctx, wallets);
    if (!priced) continue;
    const key = choiceKey(priced.direction);
    const seen = best.get(key);
    if (!seen || priced.direction.partyBRL < seen.priced.direction.partyBRL) best.set(key, { candidate, priced });
  }
  return [...best.values()]
    .sort((a, b) => a.priced.direction.partyBRL - b.priced.direction.partyBRL)
    .slice(0, CHOICES_PER_DIRECTION);
}

function planOf(
  out: PricedDirection,
  back: PricedDirection | null,
  passengers: number,
  refusals: readonly string[],
): TripPlan {
  const cost = out.direction.partyBRL + (back?.direction.partyBRL ?? 0);
  return {
    ...partyFigures(cost, passengers),
    passengers,
    outbound: out.direction,
    inbound: back?.direction ?? null,
    payers: [...out.payers, ...(back?.payers ?? [])],
    transfers: [...out.transfers, ...(back?.transfers ?? [])],
    warnings: [...new Set([...out.warnings, ...(back?.warnings ?? []), ...refusals])],
  };
}

/**
 * Ranked plans, the cheapest total first, no two alike (day and way to pay of each direction). The return is
 * priced with what the outbound left in the wallets, so one balance is never spent twice.
 */
export function planTrips(input: PlanInput): TripPlan[] {
  const passengers = input.travellers.length;
  if (passengers === 0) return [];
  const ctx = pricingContext(input);
  const wallets = [...input.wallets];
  const outs = choices(input.outbound, 'outbound', ctx, wallets);
  const plans: TripPlan[] = [];
  if (input.inbound === null) {
    for (const out of outs) plans.push(planOf(out.priced, null, passengers, [...ctx.refusals]));
  } else {
    const backs = choices(input.inbound, 'inbound', ctx, wallets);
    const refusals = [...ctx.refusals];
    for (const out of outs) {
      for (const back of backs) {
        if (back.candidate.date < out.candidate.date) continue;
        const priced = priceDirection(back.candidate, 'inbound', ctx, out.priced.walletsAfter);
        if (priced) plans.push(planOf(out.priced, priced, passengers, refusals));
      }
    }
  }
  const seen = new Set<string>();
  return plans
    .sort((a, b) => a.totalBRL - b.totalBRL)
    .filter((p) => {
      const key = `${choiceKey(p.outbound)}>${p.inbound ? choiceKey(p.inbound) : '-'}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, input.limit ?? DEFAULT_PLAN_COUNT);
}
