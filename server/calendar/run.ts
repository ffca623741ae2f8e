import { expandAirportCode } from '@core/airports/metro-areas';
import {
  type AwardOffer,
  assembleDays,
  calendarDates,
  cheapestByProgram,
  type InsightFor,
  noInsight,
  pairRoundTrips,
  pickCashDates,
} from '@core/calendar/days';
import type { CalendarCash, CalendarDay, CalendarMiles, CalendarQuery, CalendarReply } from '@core/schemas/calendar';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { BookingWindow } from '@core/schemas/booking-window';
import { isSeatsAeroConfigured } from '../providers/seats-aero';
import { searchBookingWindows } from '../providers/seats-aero-routes';
import { ProviderError } from '../search/provider';
import { type AwardLeg, awardLegs, awardOffers } from './awards';
import { cachedCash, cashBudgetSpent, cashQuery, liveCash, markCashBudgetSpent } from './cash';
import { demoLeg, pairDemoCash, referenceLine } from './demo';
import { type UserValuation, userValuation } from '../exchange/user-valuation';
import { readObservedCash } from '../insight/observed-cash';
import { calendarInsights } from './insight';
import { type JudgeAward, readMilesMonths } from '../insight/miles-months';
import type { MilesVerdict } from '@core/schemas/insight';

/**
 * One calendar: Seats.aero's range search for the awards, then the cash fares (known ones first, then at most
 * CALENDAR_MAX_CASH_DATES paid requests, the cheapest-looking days first), each source's answer handed to
 * `onDays` as soon as it lands so the grid fills while the others work. A source's failure is reported and
 * leaves its cells empty; nothing is made up.
 */

export interface CalendarDeps {
  config: Config;
  db: Db | null;
  fetchImpl?: typeof fetch;
  /** Where each day's price verdict comes from; by default the route's cash verdict from the price observations. */
  insightFor?: InsightFor;
  /** Whose calendar: its awards are valued at this user's milheiro (null: the reference milheiro). */
  userId?: string | null;
}

export interface CalendarRunOptions {
  signal: AbortSignal;
  now?: () => Date;
  /** The whole grid again each time a source adds to it. */
  onDays?: (days: CalendarDay[]) => void;
}

const GENERIC_FAILURE = 'Falha ao consultar a fonte.';
/** Paid cash requests in flight at once: SerpApi is slow per call, and the budget is small anyway. */
const CASH_CONCURRENCY = 4;

const failureMessage = (err: unknown) => (err instanceof ProviderError ? err.message : GENERIC_FAILURE);

/** True when no calendar source is configured: the demo answers instead. */
export function calendarIsDemo(config: Config): boolean {
  return !isSeatsAeroConfigured(config) && !config.SERPAPI_API_KEY;
}

export async function runCalendar(
  deps: CalendarDeps,
  query: CalendarQuery,
  options: CalendarRunOptions,
): Promise<CalendarReply> {
  const now = options.now ?? (() => new Date());
  const started = now();
  const origins = expandAirportCode(query.origin);
  const destinations = expandAirportCode(query.destination);
  const dates = calendarDates(query.from, query.to);
  let insightFor = deps.insightFor ?? noInsight;
  // Read beside the sources, so the first cells never wait for it; the cells published after it carry badges.
  const insightsRead = deps.insightFor
    ? Promise.resolve()
    : calendarInsights(deps.db, query, started).then((read) => {
        insightFor = read;
      });
  const legs = awardLegs(query, origins, destinations);
  const errors: CalendarReply['errors'] = [];
  let cash = new Map<string, CalendarCash>();
  let miles = new Map<string, CalendarMiles[]>();
  const days = () => assembleDays(dates, cash, miles, insightFor);
  const publish = () => {
    if (!options.signal.aborted) options.onDays?.(days());
  };
  const demo = calendarIsDemo(deps.config);
  // Every award at the user's milheiro, for the calendar's party, taxes at the PTAX rate (DESIGN §6b).
  const valuation = userValuation(deps, deps.userId ?? null, query.adults, started);
  let asked = 0;
  let unasked: string[] = [];
  let windowsRead: Promise<BookingWindow[] | undefined> = Promise.resolve(undefined);

  if (demo) {
    ({ cash, miles } = await demoCalendar(query, legs, dates, started, valuation));
    publish();
  } else {
    // Beside the sources: when the period reaches far ahead, the programmes' windows say which days open later.
    windowsRead = searchBookingWindows(
      deps,
      { origin: query.origin, destination: query.destination, lastDay: query.to },
      query.programs,
      { signal: options.signal, now: started },
    );
    const awards = isSeatsAeroConfigured(deps.config)
      ? seatsAeroMiles(deps, query, legs, { signal: options.signal, now: started }, valuation).then(
          (found) => {
            miles = found;
            publish();
          },
          (err: unknown) => {
            if (!options.signal.aborted) errors.push({ provider: 'seats_aero', message: failureMessage(err) });
          },
        )
      : Promise.resolve();
    if (deps.config.SERPAPI_API_KEY) {
      const queries = new Map(dates.map((date) => [date, cashQuery(query, origins, destinations, date)]));
      cash = await cachedCash(deps, queries, started);
      const missing = dates.filter((date) => !cash.has(date));
      // Fares seen in the last days (recorded for one adult one way only) before a paid request.
      if (deps.db && query.adults === 1 && query.nights === undefined && missing.length > 0) {
        const seen = await readObservedCash(deps.db, query.cabin, missing, origins, destinations, started);
        for (const [date, cell] of seen) cash.set(date, cell);
      }
      if (cash.size > 0) publish();
      // The awards' values say which days are worth a paid request first.
      await awards;
      const hint = new Map([...miles].map(([date, list]) => [date, list[0]?.valueBRL ?? Number.POSITIVE_INFINITY]));
      const budgetKey = `${origins.join(',')}>${destinations.join(',')}|${query.from}|${query.to}|${query.cabin}|${query.adults}|${query.nights ?? '-'}`;
      const spent = await cashBudgetSpent(deps, budgetKey, started);
      const max = spent ? 0 : deps.config.CALENDAR_MAX_CASH_DATES;
      // A period may start before today (this month from the 1st): no paid request, and no cell offer, for a past day.
      const ahead = dates.filter((date) => date >= todayIsoDate(undefined, started));
      const picked = pickCashDates(ahead, new Set(cash.keys()), hint, max);
      if (picked.length > 0) await markCashBudgetSpent(deps, budgetKey, picked, started);
      asked = picked.length;
      unasked = ahead.filter((date) => !cash.has(date) && !picked.includes(date));
      let failure: unknown = null;
      await eachLimited(picked, CASH_CONCURRENCY, async (date) => {
        if (options.signal.aborted) return;
        const q = queries.get(date);
        if (!q) return;
        try {
          const cell = await liveCash(deps, q, { signal: options.signal, now: now() });
          if (cell) {
            cash = new Map(cash).set(date, cell);
            publish();
          }
        } catch (err) {
          failure ??= err;
        }
      });
      if (failure !== null && !options.signal.aborted)
        errors.push({ provider: 'google_flights', message: failureMessage(failure) });
    } else {
      await awards;
    }
  }

  await insightsRead;
  const bookingWindows = await windowsRead;
  return {
    origin: query.origin,
    destination: query.destination,
    originAirports: origins,
    destinationAirports: destinations,
    from: query.from,
    to: query.to,
    cabin: query.cabin,
    adults: query.adults,
    nights: query.nights ?? null,
    days: days(),
    reference: referenceLine(origins[0] ?? query.origin, destinations[0] ?? query.destination, query),
    demo,
    cash: { asked, max: demo || !deps.config.SERPAPI_API_KEY ? 0 : deps.config.CALENDAR_MAX_CASH_DATES, unasked },
    errors,
    generatedAt: started.toISOString(),
    ...(bookingWindows ? { bookingWindows } : {}),
  };
}

async function seatsAeroMiles(
  deps: CalendarDeps,
  query: CalendarQuery,
  legs: AwardLeg[],
  ctx: { signal: AbortSignal; now: Date },
  valuation: UserValuation,
): Promise<Map<string, CalendarMiles[]>> {
  // The miles verdicts are read beside Seats.aero, from the history as it stood before this calendar's prices.
  const judging =
    deps.db && query.nights === undefined
      ? readMilesMonths(
          deps.db,
          {
            origin: query.origin,
            destination: query.destination,
            cabins: [query.cabin],
            dates: calendarDates(query.from, query.to),
          },
          ctx.now,
          // A verdict is an extra: a failed read leaves the days without one rather than failing the calendar.
        ).catch(() => null)
      : Promise.resolve(null);
  const [out, back] = await Promise.all(legs.map((leg) => awardOffers(deps, query, leg, ctx)));
  return byDeparture(query, out ?? [], back, valuation, await judging);
}

/** A cell's award judged on one traveller's miles in the calendar's cabin. */
const judgeOffer =
  (judge: JudgeAward, cabin: string) =>
  (offer: AwardOffer): MilesVerdict | null =>
    judge({
      cabin,
      date: offer.date,
      miles: offer.miles,
      program: offer.program,
      originalProgram: offer.originalProgram,
    });

/** The cells' awards, valued once for the whole calendar (one wallet read, the rates of every taxes' currency). */
async function byDeparture(
  query: CalendarQuery,
  out: AwardOffer[],
  back: AwardOffer[] | undefined,
  valuation: UserValuation,
  judge: JudgeAward | null = null,
) {
  const ctx = await valuation.context([...out, ...(back ?? [])].map((o) => ({ feesCurrency: o.taxesCurrency })));
  const outbound = cheapestByProgram(out, ctx, judge ? judgeOffer(judge, query.cabin) : undefined);
  if (query.nights === undefined || !back) return outbound;
  return pairRoundTrips(outbound, cheapestByProgram(back, ctx), query.nights);
}

async function demoCalendar(
  query: CalendarQuery,
  legs: AwardLeg[],
  dates: string[],
  now: Date,
  valuation: UserValuation,
) {
  const [outLeg, backLeg] = legs;
  if (!outLeg) return { cash: new Map<string, CalendarCash>(), miles: new Map<string, CalendarMiles[]>() };
  const out = await demoLeg(query, outLeg, dates, now);
  if (!backLeg || query.nights === undefined)
    return { cash: out.cash, miles: await byDeparture(query, out.awards, undefined, valuation) };
  const nights = query.nights;
  const back = await demoLeg(
    query,
    backLeg,
    dates.map((date) => addDaysIso(date, nights)),
    now,
  );
  return {
    cash: pairDemoCash(out.cash, back.cash, (date) => addDaysIso(date, nights)),
    miles: await byDeparture(query, out.awards, back.awards, valuation),
  };
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
