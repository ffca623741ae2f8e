// Seats.aero for miles alerts, one search per route and run: every alert on a route, whatever its cabin and
// window, reads the same answer, asked without a cabin filter over the union of the route's alert windows
// (alert-store's routeMilesWindow) and filtered per alert by observe.ts. Each page is one paid request and takes
// one unit of the budget; a reply-cache hit takes none.
import { todayIsoDate } from '@core/schemas/search';
import { ALERT_DEFAULT_WINDOW_DAYS } from '@core/schemas/alerts';
import { MILES_SOURCES } from '@core/schemas/award';
import { type AwardSearchResult, searchAwards } from '../providers/seats-aero';
import { RequestBudgetSpent } from '../providers/seats-aero-client';
import { type CheckedAlert, routeMilesWindow } from './alert-store';
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

function ask(alert: CheckedAlert, window: AlertWindow, deps: RouteAwardsDeps): Promise<Shared> {
  const signal = deps.signal ?? new AbortController().signal;
  return searchAwards(
    { config: deps.config, db: deps.db, take: ALERT_PAGE_ROWS },
    {
      origin: alert.origin,
      destination: alert.destination,
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

/** Every cabin's awards on the alert's route over a window that covers the alert's; 'deferred' when the budget is spent. */
export async function routeAwards(
  alert: CheckedAlert,
  window: AlertWindow,
  deps: RouteAwardsDeps,
): Promise<AwardSearchResult | 'deferred'> {
  const route = ['seats_aero', alert.origin, alert.destination].join('|');
  const answer = await shared(deps, route, async () => {
    const today = todayIsoDate(undefined, deps.now);
    const union = await routeMilesWindow(deps.db, alert, today, ALERT_DEFAULT_WINDOW_DAYS);
    // The alert's own window is always inside (it may have been edited since it was claimed).
    const from = union && union.from < window.from ? union.from : window.from;
    const to = union && union.to > window.to ? union.to : window.to;
    return ask(alert, { from, to }, deps);
  });
  if (answer === 'deferred') return 'deferred';
  if (covers(answer.window, window)) return answer.result;
  // Edited after the route was asked for: this window gets its own search (shared with alerts of the same window).
  const own = await shared(deps, [route, window.from, window.to].join('|'), () => ask(alert, window, deps));
  return own === 'deferred' ? 'deferred' : own.result;
}
