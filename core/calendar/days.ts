import { roundCents } from '../format/money';
import { offerValueOf, type ValuationContext, valueInContext } from '../miles/offer-value';
import type { OfferValue } from '../schemas/offer-value';
import type { CalendarCash, CalendarDay, CalendarFreshness, CalendarInsight, CalendarMiles } from '../schemas/calendar';
import type { MilesVerdict } from '../schemas/insight';
import { addDaysIso } from '../schemas/search';

/**
 * How a calendar's cells are put together, whatever the source: each day's cheapest cash fare, its cheapest
 * award per programme valued in reais, and which of the two wins. A day nobody priced stays empty ("sem dado"):
 * nothing here ever fills a gap with a guess.
 */

/** Every day from `from` to `to`, both included. */
export function calendarDates(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let day = from; day <= to; day = addDaysIso(day, 1)) dates.push(day);
  return dates;
}

/**
 * What an award offer needs to become a cell entry: one traveller's price, as the provider gives it (Seats.aero
 * prices one passenger); the party is counted when it is valued (cheapestByProgram).
 */
export interface AwardOffer {
  date: string;
  /** Shown programme ('LATAM Pass'). */
  program: string;
  /** The programme that prices the seat when another ('Virgin Atlantic'): its reference value, not the user's LATAM milheiro. */
  originalProgram?: string | null;
  /** Per person. */
  miles: number;
  /** Per person, in taxesCurrency. */
  taxes: number;
  taxesCurrency: string;
  source: string;
  observedAt: string;
  /** The provider's last sighting; null when unknown. */
  seenAt?: string | null;
  freshness: CalendarFreshness;
  origin: string;
  destination: string;
}

/**
 * The one valuation (valueOffer) of a cell's award for one person: miles × the milheiro (the traveller's own in
 * `ctx`, else the reference) ÷ 1,000 + the taxes in reais (converted at `ctx.rates`; in an unknown currency or one
 * with no rate, left out); null for an unknown programme.
 */
export function milesValueBRL(
  offer: Pick<AwardOffer, 'miles' | 'program' | 'originalProgram' | 'taxes' | 'taxesCurrency'>,
  ctx: ValuationContext = {},
): number | null {
  return valueInContext(offer, { ...ctx, passengers: 1 })?.perPerson.total ?? null;
}

/**
 * Per day, the cheapest valued offer of each programme, best value first, for the party: `miles`, `taxes` and
 * `valueBRL` of an entry are the party's (ctx.passengers, default 1) — per-person figures × passengers, valued by
 * valueOffer with the traveller's milheiro and the rates in `ctx` — and `value` says per person and total.
 * Offers of unknown value are dropped.
 */
export function cheapestByProgram(
  offers: readonly AwardOffer[],
  ctx: ValuationContext = {},
  judge?: (offer: AwardOffer) => MilesVerdict | null,
): Map<string, CalendarMiles[]> {
  const byDay = new Map<string, Map<string, CalendarMiles>>();
  for (const offer of offers) {
    const valuation = valueInContext(offer, ctx);
    if (valuation === null) continue;
    const valueBRL = valuation.total.total;
    let programs = byDay.get(offer.date);
    if (!programs) {
      programs = new Map();
      byDay.set(offer.date, programs);
    }
    const seen = programs.get(offer.program);
    if (seen && seen.valueBRL <= valueBRL) continue;
    const { date: _, originalProgram: __, ...entry } = offer;
    // The verdict judges one traveller's miles, as the history keeps them.
    const verdict = judge?.(offer) ?? null;
    programs.set(offer.program, {
      ...entry,
      miles: valuation.total.miles,
      taxes: roundCents(offer.taxes * valuation.passengers),
      valueBRL,
      value: offerValueOf(valuation),
      ...(verdict ? { verdict } : {}),
    });
  }
  return new Map([...byDay].map(([date, programs]) => [date, sortByValue([...programs.values()])]));
}

const sortByValue = (list: CalendarMiles[]) =>
  list.sort((a, b) => a.valueBRL - b.valueBRL || a.program.localeCompare(b.program));

/**
 * Round trips: the departure's award of each programme plus the same programme's return `nights` later, as one
 * entry (miles, taxes and value added; the older of the two observations). A programme missing either way is
 * left out.
 */
export function pairRoundTrips(
  outbound: ReadonlyMap<string, CalendarMiles[]>,
  inbound: ReadonlyMap<string, CalendarMiles[]>,
  nights: number,
): Map<string, CalendarMiles[]> {
  const paired = new Map<string, CalendarMiles[]>();
  for (const [date, outs] of outbound) {
    const backs = inbound.get(addDaysIso(date, nights)) ?? [];
    const pairs = outs.flatMap((out) => {
      const back = backs.find((b) => b.program === out.program && b.taxesCurrency === out.taxesCurrency);
      if (!back) return [];
      // A pair's miles are two awards': no month's verdict judges them.
      const { verdict: _, ...outbound } = out;
      return [
        {
          ...outbound,
          miles: out.miles + back.miles,
          taxes: roundCents(out.taxes + back.taxes),
          valueBRL: roundCents(out.valueBRL + back.valueBRL),
          ...(out.value && back.value ? { value: addValues(out.value, back.value) } : {}),
          observedAt: out.observedAt < back.observedAt ? out.observedAt : back.observedAt,
          // The older sighting of the two legs; unknown when either is.
          seenAt: out.seenAt && back.seenAt ? (out.seenAt < back.seenAt ? out.seenAt : back.seenAt) : null,
          freshness: out.freshness === back.freshness ? out.freshness : back.freshness,
        },
      ];
    });
    if (pairs.length > 0) paired.set(date, sortByValue(pairs));
  }
  return paired;
}

/** The two legs of one programme's round trip: per person and the party's total added. */
function addValues(out: OfferValue, back: OfferValue): OfferValue {
  return {
    ...out,
    perPerson: roundCents(out.perPerson + back.perPerson),
    total: roundCents(out.total + back.total),
    milheiroReference: out.milheiroReference || back.milheiroReference,
    taxesIncluded: out.taxesIncluded && back.taxesIncluded,
  };
}

/** Which wins in reais: the cash fare, or the best-valued award. A tie goes to cash (no miles spent). */
export function bestOf(
  cash: CalendarCash | null,
  miles: readonly CalendarMiles[],
): { best: CalendarDay['best']; bestBRL: number | null } {
  const award = miles[0]?.valueBRL ?? null;
  if (cash === null && award === null) return { best: null, bestBRL: null };
  if (award === null || (cash !== null && cash.price <= award)) return { best: 'cash', bestBRL: cash?.price ?? null };
  return { best: 'miles', bestBRL: award };
}

/** A day's price verdict from its cash fare (null without a fare or without enough history). */
export type InsightFor = (date: string, cashPrice: number | null) => CalendarInsight | null;
export const noInsight: InsightFor = () => null;

/** Every day of the range, with what is known of it; the days nobody priced stay empty. */
export function assembleDays(
  dates: readonly string[],
  cash: ReadonlyMap<string, CalendarCash>,
  miles: ReadonlyMap<string, CalendarMiles[]>,
  insightFor: InsightFor = noInsight,
): CalendarDay[] {
  return dates.map((date) => {
    const dayCash = cash.get(date) ?? null;
    const dayMiles = miles.get(date) ?? [];
    const { best, bestBRL } = bestOf(dayCash, dayMiles);
    return { date, cash: dayCash, miles: dayMiles, best, bestBRL, insight: insightFor(date, dayCash?.price ?? null) };
  });
}

/**
 * Which days get a paid cash request: those still without a fare, the cheapest known first (the best award value
 * of the day hints where a cheap fare is likely to matter), then in date order; at most `max`.
 */
export function pickCashDates(
  dates: readonly string[],
  haveCash: ReadonlySet<string>,
  hint: ReadonlyMap<string, number>,
  max: number,
): string[] {
  const open = dates.filter((date) => !haveCash.has(date));
  const rank = (date: string) => hint.get(date) ?? Number.POSITIVE_INFINITY;
  return [...open].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0)).slice(0, Math.max(0, max));
}

/** A day with no price at all: the screen says "sem dado". */
export const isEmptyDay = (day: CalendarDay) => day.cash === null && day.miles.length === 0;
