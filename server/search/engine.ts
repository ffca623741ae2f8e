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
 * search's. Batches stream out as they arrive, without flights already sent (by id); a provider's
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
  },
): Promise<SearchOutcome> {
  const started = performance.now();
  const seen = new Set<string>();
  const errors: WsProviderError[] = [];
  let total = 0;

  await Promise.all(
    providers.map(async (provider) => {
      const controller = new AbortController();
      const onAbort = () => controller.abort();
      options.signal.addEventListener('abort', onAbort, { once: true });
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, provider.timeoutMs);
      let finished = false;
      try {
        const iterator = provider
          .search(query, {
            signal: controller.signal,
            now: options.now?.() ?? new Date(),
            ...(options.onPriceInsights ? { onPriceInsights: options.onPriceInsights } : {}),
          })
          [Symbol.asyncIterator]();
        const aborted = new Promise<never>((_, reject) =>
          controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true }),
        );
        aborted.catch(() => {});
        while (true) {
          const step = await Promise.race([iterator.next(), aborted]);
          if (step.done) {
            finished = true;
            break;
          }
          const fresh = step.value.filter((flight) => !seen.has(flight.id));
          for (const flight of fresh) seen.add(flight.id);
          if (fresh.length === 0 || options.signal.aborted) continue;
          total += fresh.length;
          options.onBatch({
            provider: provider.id,
            flights: fresh,
            elapsedMs: Math.round(performance.now() - started),
          });
        }
      } catch (err) {
        if (options.signal.aborted) return;
        const message = timedOut ? TIMEOUT_MESSAGE : err instanceof ProviderError ? err.message : GENERIC_MESSAGE;
        errors.push({ provider: provider.id, message });
      } finally {
        clearTimeout(timer);
        options.signal.removeEventListener('abort', onAbort);
        // Stops a provider still at work (a failure, a cancel); one that finished has nothing to stop, and an
        // abort costs an AbortError and its listeners per provider per search (7% of a burst's main thread).
        if (!finished) controller.abort();
      }
    }),
  );
  return { total, errors, elapsedMs: Math.round(performance.now() - started), cancelled: options.signal.aborted };
}
