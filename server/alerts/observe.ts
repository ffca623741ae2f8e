// One look at the providers for one alert: Seats.aero's date-range search for miles, Google Flights
// for a few dates in reais, through the same clients and reply cache as the live search. Only live (or cached
// live) offers count: demo and reference-table data never reach an alert.
import { isIataCode } from '@core/airports/iata';
import { awardToFlight, valueFlight } from '@core/flights/award-to-flight';
import { makeFreshness } from '@core/flights/freshness';
import { awardRow, keepMatchingFlights, rowMatcher } from '@core/flights/query-match';
import { cabinLabel } from '@core/format/labels';
import { roundCents } from '@core/format/money';
import { textLine } from '@core/format/text-line';
import { pricingProgram } from '@core/insight/miles-verdict';
import { programDisplayName } from '@core/miles/programs';
import type { AlertObservation } from '@core/schemas/alerts';
import type { AwardProgram } from '@core/schemas/award';
import type { Flight } from '@core/schemas/flight';
import type { CabinClass, SearchQuery } from '@core/schemas/search';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { userValuation } from '../exchange/user-valuation';
import { isSeatsAeroConfigured } from '../providers/seats-aero';
import { ProviderError } from '../search/provider';
import { cachedGoogleFlights } from '../search/providers';
import type { CheckedAlert } from './alert-store';
import { type AlertWindow, cashDates } from './alert-window';
import type { ProviderBudget } from './provider-budget';
import { routeAwards } from './route-awards';

export interface ObserveDeps {
  config: Config;
  db: Db;
  now: Date;
  budget: ProviderBudget;
  /** Cash dates found cheapest before, and how many checks came before (the rotation through the window). */
  cheapestKnown: readonly string[];
  round: number;
  signal?: AbortSignal;
  /**
   * One run's provider answers: alerts on the same route share one Seats.aero search (route-awards.ts), and
   * alerts on the same route, cabin and day one Google Flights call. Absent for 'Verificar agora' (one alert).
   */
  shared?: SharedCalls;
}

/** A run's provider calls, by query; a failed call fails every alert that asked it. */
export class SharedCalls {
  readonly calls = new Map<string, Promise<unknown>>();
  /** The days asked of Google Flights this run, by route and cabin. */
  readonly cashDays = new Map<string, string[]>();
}

/** The call for `key` once per run: later askers get the same answer and take nothing from the budget. */
async function once<T>(
  deps: ObserveDeps,
  provider: 'seats_aero' | 'google_flights',
  key: string,
  call: () => Promise<T>,
): Promise<T | 'deferred'> {
  const known = deps.shared?.calls.get(key);
  if (known) return known as Promise<T>;
  if (!(await deps.budget.take(provider))) return 'deferred';
  const pending = call();
  deps.shared?.calls.set(key, pending);
  return pending;
}

/** What the best offer is judged under by the route's verdict ('abaixo do normal' alerts). */
export interface OfferKey {
  kind: 'cash' | 'miles';
  program: AwardProgram | null;
  cabin: CabinClass;
}

export type Observation =
  | { kind: 'seen'; best: AlertObservation | null; key?: OfferKey }
  | { kind: 'failed'; error: string }
  /** The run's budget for this provider is spent: try again next run, nothing recorded. */
  | { kind: 'deferred' };

export const NEEDS_SEATS_AERO = 'Alertas em milhas precisam da Seats.aero, que não está configurada neste servidor.';
export const NEEDS_SERPAPI = 'Alertas em reais precisam do Google Flights, que não está configurado neste servidor.';
const PROVIDER_FAILED = 'A consulta ao provedor falhou. Nova tentativa em breve.';

/** 'LATAM Pass · Econômica · GRU 22:10 → LIS 11:45'; 'Smiles · Econômica · GRU → LIS' when no times are given. */
function summaryOf(flight: Flight, label: string): string {
  const cabin = cabinLabel(flight.cabinClass);
  const { departure, arrival } = flight;
  const route = textLine([departure.airport, departure.time, '→', arrival.airport, arrival.time], ' ');
  return textLine([label, cabin, route]).slice(0, 300);
}

/** The airports the offer flies between: for an alert on a city (SAO), which of its airports (GRU). */
function airportsOf(flight: Flight): Pick<AlertObservation, 'origin' | 'destination'> {
  const iata = (code: string) => (isIataCode(code) ? code : undefined);
  const [origin, destination] = [iata(flight.departure.airport), iata(flight.arrival.airport)];
  return { ...(origin ? { origin } : {}), ...(destination ? { destination } : {}) };
}

const isLive = (flight: Flight) => flight.freshness.kind === 'live' || flight.freshness.kind === 'cache';

async function observeMiles(alert: CheckedAlert, window: AlertWindow, deps: ObserveDeps): Promise<Observation> {
  if (!isSeatsAeroConfigured(deps.config)) return { kind: 'failed', error: NEEDS_SEATS_AERO };
  const answer = await routeAwards(alert, window, deps);
  if (answer === 'deferred') return { kind: 'deferred' };
  const { awards, fetchedAt, cached } = answer;
  const freshness = cached ? makeFreshness('cache', fetchedAt, deps.now) : makeFreshness('live', deps.now);
  // Another route (a city code stands for its airports), cabin or day than the one watched is never this alert's fare.
  const watched = rowMatcher({
    origin: alert.origin,
    destination: alert.destination,
    from: window.from,
    to: window.to,
    cabins: alert.cabin ? [alert.cabin] : undefined,
  });
  let best: Flight | null = null;
  for (const award of awards) {
    if (!watched(awardRow(award))) continue;
    const flight = awardToFlight(award, { freshness, source: 'seats_aero' });
    // A programme's fallback miles are a guess, not an offer: they never fire an alert.
    if (flight.milesEstimated || flight.miles === null || flight.miles <= 0 || !isLive(flight)) continue;
    // Fewer seats than the party is no offer for it (unknown seats stay: most rows do not say, the text tells).
    if (flight.availableSeats !== null && flight.availableSeats < (alert.passengers ?? 1)) continue;
    if (!best || flight.miles < (best.miles ?? 0) || (flight.miles === best.miles && moreSeats(flight, best))) {
      best = flight;
    }
  }
  if (!best || best.miles === null) return { kind: 'seen', best: null };
  // Valued as its owner values it (DESIGN §6b): their milheiro (read once per check), the alert's passengers, taxes
  // in dollars… at the day's PTAX, as the search does (no rate: left out, and the text says so).
  const ctx = await userValuation(deps, alert.user_id, alert.passengers ?? 1, deps.now).context([best]);
  best = valueFlight(best, ctx);
  return {
    kind: 'seen',
    best: {
      price: best.miles ?? 0,
      value_brl: best.value ? roundCents(best.value.perPerson) : null,
      ...(best.value ? { value: best.value } : {}),
      date: best.departure.date ?? window.from,
      source: 'seats_aero',
      summary: summaryOf(best, best.milesProgram ? programDisplayName(best.milesProgram) : best.airline),
      ...airportsOf(best),
      seats: best.availableSeats,
    },
    ...milesKey(best),
  };
}

/** At the same miles, the offer with more seats is the better one (known seats over unknown). */
const moreSeats = (a: Flight, b: Flight) => (a.availableSeats ?? -1) > (b.availableSeats ?? -1);

/** Miles are judged by the programme pricing the offer; an offer of no known programme has no verdict. */
function milesKey(flight: Flight): { key?: OfferKey } {
  const program = pricingProgram(flight.milesProgram, flight.milesOriginalProgram);
  return program ? { key: { kind: 'miles', program, cabin: flight.cabinClass } } : {};
}

function cashQuery(alert: CheckedAlert, date: string): SearchQuery {
  return {
    origin: alert.origin,
    destination: alert.destination,
    departureDate: date,
    tripType: 'ONE_WAY',
    cabinClass: alert.cabin ?? 'ECONOMY',
    passengers: { adults: 1, children: 0, infants: 0 },
    searchType: 'cash',
    isFlexible: false,
    includeNearby: false,
  };
}

async function observeCash(alert: CheckedAlert, window: AlertWindow, deps: ObserveDeps): Promise<Observation> {
  if (!deps.config.SERPAPI_API_KEY) return { kind: 'failed', error: NEEDS_SERPAPI };
  const provider = cachedGoogleFlights({ config: deps.config, db: deps.db });
  const prefix = ['google_flights', alert.origin, alert.destination, alert.cabin ?? 'ECONOMY', ''].join('|');
  // Days the route's other alerts asked this run are free: looked at first, so alike alerts pay for the same days.
  const askedThisRun = deps.shared?.cashDays.get(prefix) ?? [];
  const dates = cashDates(window, deps.cheapestKnown, deps.round, deps.config.ALERT_MAX_CASH_DATES, askedThisRun);
  if (deps.shared) {
    const fresh = dates.filter((d) => !askedThisRun.includes(d));
    if (fresh.length > 0) deps.shared.cashDays.set(prefix, [...askedThisRun, ...fresh]);
  }
  let best: Flight | null = null;
  let asked = 0;
  for (const date of dates) {
    const signal = deps.signal ?? new AbortController().signal;
    const key = `${prefix}${date}`;
    const flights = await once(deps, 'google_flights', key, async () => {
      const all: Flight[] = [];
      const query = cashQuery(alert, date);
      // The reply joins the price history, with Google's reading of the day, as it comes (the provider is observed).
      for await (const batch of provider.search(query, { signal, now: deps.now })) all.push(...batch);
      // Fares off the asked route, day or cabin are never judged.
      return keepMatchingFlights(all, query);
    });
    if (flights === 'deferred') break;
    asked++;
    for (const flight of flights) {
      if (flight.price === null || flight.isReturnFlight || !isLive(flight)) continue;
      if (!best || flight.price < (best.price ?? 0)) best = flight;
    }
  }
  if (asked === 0) return { kind: 'deferred' };
  if (!best || best.price === null) return { kind: 'seen', best: null };
  return {
    kind: 'seen',
    best: {
      price: roundCents(best.price),
      value_brl: roundCents(best.price),
      date: best.departure.date ?? window.from,
      source: 'google_flights',
      summary: summaryOf(best, best.airline),
      ...airportsOf(best),
    },
    key: { kind: 'cash', program: null, cabin: alert.cabin ?? 'ECONOMY' },
  };
}

/** What the providers offer now for this alert's window, in its unit; a provider failure is a pt-BR reason. */
export async function observeAlert(alert: CheckedAlert, window: AlertWindow, deps: ObserveDeps): Promise<Observation> {
  try {
    return alert.alert_type === 'milhas'
      ? await observeMiles(alert, window, deps)
      : await observeCash(alert, window, deps);
  } catch (err) {
    return { kind: 'failed', error: err instanceof ProviderError ? err.message : PROVIDER_FAILED };
  }
}
