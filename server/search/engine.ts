import { keepMatchingFlights } from '@core/flights/query-match';
import type { Flight } from '@core/schemas/flight';
import type { SearchQuery } from '@core/schemas/search';
import type { WsProviderError } from '@core/schemas/ws';
import { type Provider, type ProviderContext, ProviderError } from './provider';

export interface BatchEvent {
  provider: string;
  flights: Flight[];
  elapsedMs: number;
}

export interface SearchOutcome {
  total: number;
  elapsedMs: number;
  errors: WsProviderError[];
  cancelled: boolean;
}

const TIMEOUT_MESSAGE = 'A fonte não respondeu a tempo.';
const GENERIC_MESSAGE = 'Falha ao consultar a fonte.';

/**
 * Runs every provider in parallel, each under its own timeout and AbortSignal tied to the
 * search's. Batches stream out as they arrive, without rows off the query and flights already sent (by id); a provider's
 * failure is reported and never stops the others.
 */
export async function runSearch(
  query: SearchQuery,
  providers: readonly Provider[],
  options: {
    signal: AbortSignal;
    onBatch: (event: BatchEvent) => void;
    now?: () => Date;
    onPriceInsights?: ProviderContext['onPriceInsights'];
    /** Values each batch for the one who asked (their milheiro, party, rates) before it goes out. */
    value?: (flights: Flight[]) => Promise<Flight[]>;
  },
): Promise<SearchOutcome> {
  const started = performance.now();
  const run: SearchRun = { query, options, started, seen: new Set(), errors: [], total: 0, stops: new Set() };
  // One listener per search stops every provider still at work (one per provider, and one more on each provider's
  // own signal, were most of an EventTarget's cost in a burst of searches).
  const stopAll = () => {
    for (const stop of run.stops) stop();
  };
  options.signal.addEventListener('abort', stopAll, { once: true });
  try {
    await Promise.all(providers.map((provider) => runProvider(run, provider)));
  } finally {
    options.signal.removeEventListener('abort', stopAll);
  }
  return {
    total: run.total,
    errors: run.errors,
    elapsedMs: Math.round(performance.now() - started),
    cancelled: options.signal.aborted,
  };
}

interface SearchRun {
  query: SearchQuery;
  options: Parameters<typeof runSearch>[2];
  started: number;
  seen: Set<string>;
  errors: WsProviderError[];
  total: number;
  /** How to stop each provider still at work. */
  stops: Set<() => void>;
}

/** One provider to its end, its timeout or the search's abort; its batches go out through the run. */
async function runProvider(run: SearchRun, provider: Provider): Promise<void> {
  const { options, seen } = run;
  const controller = new AbortController();
  let rejectStep: (reason: unknown) => void = () => {};
  // Settles (rejected) only when the provider is stopped, so that a provider stuck in a step is left behind.
  const stopped = new Promise<never>((_, reject) => {
    rejectStep = reject;
  });
  stopped.catch(() => {});
  const stop = () => {
    controller.abort();
    rejectStep(controller.signal.reason);
  };
  run.stops.add(stop);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    stop();
  }, provider.timeoutMs);
  let finished = false;
  try {
    const iterator = provider
      .search(run.query, {
        signal: controller.signal,
        now: options.now?.() ?? new Date(),
        ...(options.onPriceInsights ? { onPriceInsights: options.onPriceInsights } : {}),
      })
      [Symbol.asyncIterator]();
    while (true) {
      const step = await Promise.race([iterator.next(), stopped]);
      if (step.done) {
        finished = true;
        break;
      }
      // A row off the query (another route, day or cabin) never reaches a screen, whichever provider sent it.
      const fresh = keepMatchingFlights(step.value, run.query).filter((flight) => !seen.has(flight.id));
      for (const flight of fresh) seen.add(flight.id);
      if (fresh.length === 0 || options.signal.aborted) continue;
      const flights = options.value ? await options.value(fresh) : fresh;
      if (options.signal.aborted) continue;
      run.total += flights.length;
      options.onBatch({
        provider: provider.id,
        flights,
        elapsedMs: Math.round(performance.now() - run.started),
      });
    }
  } catch (err) {
    if (options.signal.aborted) return;
    const message = timedOut ? TIMEOUT_MESSAGE : err instanceof ProviderError ? err.message : GENERIC_MESSAGE;
    run.errors.push({ provider: provider.id, message });
  } finally {
    clearTimeout(timer);
    run.stops.delete(stop);
    // Stops a provider still at work (a failure, a cancel); one that finished has nothing to stop, and an
    // abort costs an AbortError and its listeners per provider per search (7% of a burst's main thread).
    if (!finished) controller.abort();
  }
}
