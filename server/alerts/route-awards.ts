// Seats.aero for miles alerts, one search per route and run: every alert on a route, whatever its cabin and
// window, reads the same answer, asked without a cabin filter over the union of the route's alert windows
// (alert-store's routeMilesWindow) and filtered per alert by observe.ts. A city (SAO, core/airports/metro-areas)
// is asked as its airports in that one search (Seats.aero takes them comma-separated), and the run groups an
// airport's alerts with a city's that covers them (GRU→LIS with SAO→LIS): the same answer, read for GRU's rows.
// Each page is one paid request and takes one unit of the budget; a reply-cache hit takes none.
import { cityOfAirport, expandAirportCode } from '@core/airports/metro-areas';
import { todayIsoDate } from '@core/schemas/search';
import { ALERT_DEFAULT_WINDOW_DAYS } from '@core/schemas/alerts';
import { MILES_SOURCES } from '@core/schemas/award';
import { type AwardSearchResult, searchAwards } from '../providers/seats-aero';
import { RequestBudgetSpent } from '../providers/seats-aero-client';
import { type CheckedAlert, milesAlertRoutes, routeMilesWindow } from './alert-store';
import type { AlertWindow } from './alert-window';
import type { ProviderBudget } from './provider-budget';
import type { Config } from '../config';
import type { Db } from '../db/client';

/** What observe.ts hands over: its ObserveDeps fit. */
export interface RouteAwardsDeps {
  config: Config;
  db: Db;
  now: Date;
  budget: ProviderBudget;
  signal?: AbortSignal;
  /** The run's answers by key (observe.ts's SharedCalls). */
  shared?: { calls: Map<string, Promise<unknown>> };
}

/** Rows per page for alert searches: Seats.aero's most, so a route's window costs as few requests as it can. */
const ALERT_PAGE_ROWS = 1000;

interface RouteAnswer {
  window: AlertWindow;
  result: AwardSearchResult;
}

type Shared = RouteAnswer | 'deferred';

const covers = (outer: AlertWindow, inner: AlertWindow) => outer.from <= inner.from && outer.to >= inner.to;

interface Route {
  origin: string;
  destination: string;
}

function ask(route: Route, window: AlertWindow, deps: RouteAwardsDeps): Promise<Shared> {
  const signal = deps.signal ?? new AbortController().signal;
  return searchAwards(
    { config: deps.config, db: deps.db, take: ALERT_PAGE_ROWS },
    {
      // A city goes as its airports (searchAwards expands it): one request for all of them.
      origin: route.origin,
      destination: route.destination,
      startDate: window.from,
      endDate: window.to,
      sources: MILES_SOURCES,
    },
    { signal, now: deps.now, takePage: () => deps.budget.take('seats_aero') },
  ).then(
    (result): Shared => ({ window, result }),
    (err: unknown) => {
      // Pages already paid for are lost with the search: a partial answer would judge alerts on missing days.
      if (err instanceof RequestBudgetSpent) return 'deferred';
      throw err;
    },
  );
}

/** The run's answer for `key`, asked once; a deferral is forgotten so a later alert (or window) may try again. */
async function shared(deps: RouteAwardsDeps, key: string, call: () => Promise<Shared>): Promise<Shared> {
  const known = deps.shared?.calls.get(key) as Promise<Shared> | undefined;
  if (known) return known;
  const pending = call();
  deps.shared?.calls.set(key, pending);
  const answer = await pending;
  if (answer === 'deferred') deps.shared?.calls.delete(key);
  return answer;
}

/** The codes an end may carry and still be covered by `code`: the code, and a city's airports. */
const endCodes = (code: string) => [...new Set([code, ...expandAirportCode(code)])];

/** How many airport pairs a route stands for (SAO→LIS: 3). */
const pairs = (route: Route) => expandAirportCode(route.origin).length * expandAirportCode(route.destination).length;

/**
 * The route a run asks for this alert: the widest route a live miles alert watches that covers the alert's own
 * (GRU→LIS is read from SAO→LIS when someone watches SAO→LIS, which is asked anyway), else the alert's own. The
 * choice depends only on the alerts on record, so every alert of a group, on every instance, picks the same.
 */
async function groupRoute(alert: CheckedAlert, deps: RouteAwardsDeps): Promise<Route> {
  const own = { origin: alert.origin, destination: alert.destination };
  const origins = [alert.origin, cityOfAirport(alert.origin)?.code].filter((c): c is string => Boolean(c));
  const destinations = [alert.destination, cityOfAirport(alert.destination)?.code].filter((c): c is string =>
    Boolean(c),
  );
  // Alone ('Verificar agora') or on no city's airport, there is nothing to share: the alert's own route.
  if (!deps.shared || (origins.length === 1 && destinations.length === 1)) return own;
  const key = ['seats_aero-group', alert.origin, alert.destination].join('|');
  let known = deps.shared.calls.get(key) as Promise<Route> | undefined;
  if (!known) {
    known = milesAlertRoutes(deps.db, { origins, destinations }).then((routes) =>
      [own, ...routes].reduce((best, r) => {
        const [a, b] = [pairs(r), pairs(best)];
        return a > b || (a === b && `${r.origin}|${r.destination}` < `${best.origin}|${best.destination}`) ? r : best;
      }),
    );
    deps.shared.calls.set(key, known);
  }
  return known;
}

/** Every cabin's awards on the alert's route over a window that covers the alert's; 'deferred' when the budget is spent. */
export async function routeAwards(
  alert: CheckedAlert,
  window: AlertWindow,
  deps: RouteAwardsDeps,
): Promise<AwardSearchResult | 'deferred'> {
  const group = await groupRoute(alert, deps);
  const route = ['seats_aero', group.origin, group.destination].join('|');
  const answer = await shared(deps, route, async () => {
    const today = todayIsoDate(undefined, deps.now);
    const union = await routeMilesWindow(
      deps.db,
      { origins: endCodes(group.origin), destinations: endCodes(group.destination) },
      today,
      ALERT_DEFAULT_WINDOW_DAYS,
    );
    // The alert's own window is always inside (it may have been edited since it was claimed).
    const from = union && union.from < window.from ? union.from : window.from;
    const to = union && union.to > window.to ? union.to : window.to;
    return ask(group, { from, to }, deps);
  });
  if (answer === 'deferred') return 'deferred';
  if (covers(answer.window, window)) return answer.result;
  // Edited after the route was asked for: this window gets its own search (shared with alerts of the same window).
  const mine = ['seats_aero', alert.origin, alert.destination, window.from, window.to].join('|');
  const own = await shared(deps, mine, () => ask(alert, window, deps));
  return own === 'deferred' ? 'deferred' : own.result;
}
