import { expandAirportCode } from '@core/airports/metro-areas';
import { calendarDates } from '@core/calendar/days';
import type { CalendarQuery } from '@core/schemas/calendar';
import type { TripPlanReply, TripPlanRequest, TripWindow } from '@core/schemas/trip-plan';
import { campaignDay } from '@core/schemas/wallet';
import type { Candidate } from '@core/trips/inputs';
import { planTrips } from '@core/trips/plan';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { demoLeg } from '../calendar/demo';
import { calendarIsDemo } from '../calendar/run';
import { ratesFor } from '../exchange/user-valuation';
import { isSeatsAeroConfigured } from '../providers/seats-aero';
import { ProviderError } from '../search/provider';
import { activeCampaigns } from '../wallet/campaign-store';
import { awardCandidates } from './awards';
import { cashFares } from './cash';
import { type LimitsLoader, readParty } from './party';

/**
 * One trip plan: per direction ONE Seats.aero range search over its window and at most TRIP_PLAN_MAX_CASH_DATES
 * paid cash days (the reply cache and recent observations first), both directions at once; then the user's
 * household wallets, the campaigns running today and the PTAX rates of the awards' taxes, and the core planner.
 * A source's failure is reported and leaves its offers out; nothing is made up. Without any provider configured
 * the calendar's demo offers answer (`demo: true`).
 */

export interface TripPlanDeps {
  config: Config;
  db: Db | null;
  userId: string;
  fetchImpl?: typeof fetch;
  /** The beneficiary limits of the user's accounts; none known: every account may issue. */
  limits?: LimitsLoader;
}

interface Leg {
  origins: string[];
  destinations: string[];
  window: TripWindow;
}

interface LegResult {
  candidates: Candidate[];
  seatsAero: number;
  cash: number;
  errors: TripPlanReply['errors'];
}

const GENERIC_FAILURE = 'Falha ao consultar a fonte.';
const failureMessage = (err: unknown) => (err instanceof ProviderError ? err.message : GENERIC_FAILURE);

async function demoCandidates(leg: Leg, request: TripPlanRequest, now: Date): Promise<Candidate[]> {
  const query: CalendarQuery = {
    origin: request.origin,
    destination: request.destination,
    from: leg.window.from,
    to: leg.window.to,
    cabin: request.cabin,
    programs: [],
    adults: 1,
  };
  const dates = calendarDates(leg.window.from, leg.window.to);
  const { cash, awards } = await demoLeg(
    query,
    { ...leg.window, origins: leg.origins, destinations: leg.destinations },
    dates,
    now,
  );
  const flight = (origin: string, destination: string) => ({
    origin,
    destination,
    airline: '',
    departureTime: '',
    arrivalTime: '',
    stops: null,
  });
  return [
    ...[...cash].map(
      ([date, c]): Candidate => ({
        kind: 'cash',
        date,
        pricePerPerson: c.price,
        flight: flight(c.origin, c.destination),
        source: c.source,
        freshness: 'demo',
      }),
    ),
    ...awards.map(
      (a): Candidate => ({
        kind: 'award',
        date: a.date,
        program: a.program,
        originalProgram: a.originalProgram ?? null,
        milesPerPerson: a.miles,
        taxesPerPerson: a.taxes,
        taxesCurrency: a.taxesCurrency,
        seats: null,
        flight: flight(a.origin, a.destination),
        source: a.source,
        freshness: 'demo',
      }),
    ),
  ];
}

async function liveCandidates(
  deps: TripPlanDeps,
  leg: Leg,
  request: TripPlanRequest,
  ctx: { signal: AbortSignal; now: Date },
): Promise<LegResult> {
  const result: LegResult = { candidates: [], seatsAero: 0, cash: 0, errors: [] };
  const awards = isSeatsAeroConfigured(deps.config)
    ? awardCandidates(deps, { ...leg, ...leg.window, cabin: request.cabin }, ctx).then(
        (found) => {
          result.candidates.push(...found.awards);
          result.seatsAero = found.requests;
        },
        (err: unknown) => {
          result.errors.push({ provider: 'seats_aero', message: failureMessage(err) });
        },
      )
    : Promise.resolve();
  if (deps.config.SERPAPI_API_KEY) {
    const dates = calendarDates(leg.window.from, leg.window.to);
    const cash = await cashFares(
      deps,
      { ...leg, dates, cabin: request.cabin },
      deps.config.TRIP_PLAN_MAX_CASH_DATES,
      ctx,
    );
    result.candidates.push(...cash.fares);
    result.cash = cash.asked;
    if (cash.failure !== null)
      result.errors.push({ provider: 'google_flights', message: failureMessage(cash.failure) });
  }
  await awards;
  return result;
}

export async function runTripPlan(
  deps: TripPlanDeps,
  request: TripPlanRequest,
  options: { signal: AbortSignal; now?: Date },
): Promise<TripPlanReply> {
  const now = options.now ?? new Date();
  const origins = expandAirportCode(request.origin);
  const destinations = expandAirportCode(request.destination);
  const legs: Leg[] = [
    { origins, destinations, window: request.outbound },
    ...(request.inbound ? [{ origins: destinations, destinations: origins, window: request.inbound }] : []),
  ];
  const demo = calendarIsDemo(deps.config);
  const ctx = { signal: options.signal, now };
  const today = campaignDay(now);
  const [results, party, campaigns] = await Promise.all([
    Promise.all(
      legs.map(
        async (leg): Promise<LegResult> =>
          demo
            ? { candidates: await demoCandidates(leg, request, now), seatsAero: 0, cash: 0, errors: [] }
            : liveCandidates(deps, leg, request, ctx),
      ),
    ),
    readParty(deps.db, deps.userId, request, { today, ...(deps.limits ? { limits: deps.limits } : {}) }),
    deps.db ? activeCampaigns(deps.db, today) : Promise.resolve([]),
  ]);
  const [out, back] = results;
  // Only the currencies the awards' taxes are in: the rates the one valuation converts them with.
  const currencies = results.flatMap((r) => r.candidates.flatMap((c) => (c.kind === 'award' ? [c.taxesCurrency] : [])));
  const plans = planTrips({
    outbound: out?.candidates ?? [],
    inbound: request.inbound ? (back?.candidates ?? []) : null,
    ...party,
    campaigns,
    rates: await ratesFor(deps, new Set(currencies), now),
    today,
  });
  const sum = (pick: (r: LegResult) => number) => results.reduce((n, r) => n + pick(r), 0);
  const live = !demo;
  return {
    plans,
    passengers: party.travellers.length,
    cabin: request.cabin,
    windows: { outbound: request.outbound, inbound: request.inbound },
    calls: {
      seatsAero: { made: sum((r) => r.seatsAero), max: live && isSeatsAeroConfigured(deps.config) ? legs.length : 0 },
      cash: {
        made: sum((r) => r.cash),
        max: live && deps.config.SERPAPI_API_KEY ? legs.length * deps.config.TRIP_PLAN_MAX_CASH_DATES : 0,
      },
    },
    demo,
    errors: results.flatMap((r) => r.errors),
    generatedAt: now.toISOString(),
  };
}
