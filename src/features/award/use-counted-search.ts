import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { useSubmittedQuery } from '@/lib/use-submitted-query';

/** SPEC §4 "Award search": the fake counter ticks every 300 ms by 1–3, then runs to the real count. */
export const FAKE_TICK_MS = 300;
export const COUNT_ANIMATION_TICK_MS = 40;
/** SPEC §4: results appear 800 ms after the real count is known. */
export const REVEAL_DELAY_MS = 800;

/** One step of the counter towards `target`: a quarter of the way, at least 1. */
export function stepTowards(current: number, target: number): number {
  if (current === target) return current;
  const step = Math.max(1, Math.ceil(Math.abs(target - current) / 4));
  return current < target ? Math.min(target, current + step) : Math.max(target, current - step);
}

/** 1, 2 or 3. */
export const fakeIncrement = (random: () => number = Math.random): number => 1 + Math.min(2, Math.floor(random() * 3));

interface Shown<T> {
  counter: number;
  result: T | null;
  /** A search has finished at least once (the no-results prompt waits for it). */
  searched: boolean;
  /** The real count is known and the counter runs to it; the result waits REVEAL_DELAY_MS. */
  revealing: boolean;
}

/**
 * A submitted search (on TanStack Query, see useSubmittedQuery) shown with the award screen's counter: while
 * it runs the counter climbs at random, then it animates to `countOf(result)` and, REVEAL_DELAY_MS later,
 * the result is shown. A newer search or `cancel` drops the one in flight, and its result is never shown.
 */
export function useCountedSearch<Input, T>(
  name: string,
  fetcher: (input: Input, signal: AbortSignal) => Promise<T>,
  countOf: (result: T) => number,
) {
  const request = useSubmittedQuery(name, fetcher);
  const [shown, setShown] = useState<Shown<T>>({ counter: 0, result: null, searched: false, revealing: false });
  const ticker = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const count = useRef(countOf);
  count.current = countOf;

  const stopTicker = useCallback(() => {
    clearInterval(ticker.current);
    ticker.current = undefined;
  }, []);

  const tick = useCallback(
    (every: number, next: (counter: number) => number) => {
      stopTicker();
      ticker.current = setInterval(() => setShown((s) => ({ ...s, counter: next(s.counter) })), every);
    },
    [stopTicker],
  );

  useEffect(() => stopTicker, [stopTicker]);

  const { runId, loading, answer, error } = request;
  // Each new search starts the counter from 0.
  useEffect(() => {
    if (runId === 0) return;
    setShown((s) => ({ ...s, counter: 0, revealing: false }));
    tick(FAKE_TICK_MS, (c) => c + fakeIncrement());
  }, [runId, tick]);

  useEffect(() => {
    if (!answer) return;
    const result = answer.output;
    const target = count.current(result);
    setShown((s) => ({ ...s, revealing: true }));
    tick(COUNT_ANIMATION_TICK_MS, (c) => stepTowards(c, target));
    const timer = setTimeout(() => {
      stopTicker();
      setShown({ counter: target, result, searched: true, revealing: false });
    }, REVEAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [answer, tick, stopTicker]);

  useEffect(() => {
    if (error) stopTicker();
  }, [error, stopTicker]);

  // Until the answer is on screen the search is still running, as far as the user can tell.
  const busy = loading || shown.revealing || (answer !== null && shown.result !== answer.output);
  const { cancel: cancelRequest } = request;
  const cancel = useCallback(() => {
    if (!busy) return;
    cancelRequest();
    stopTicker();
    setShown((s) => ({ ...s, revealing: false }));
    toast({ title: 'Busca cancelada', description: 'A busca foi cancelada com sucesso.' });
  }, [busy, cancelRequest, stopTicker]);

  return {
    loading: busy,
    counter: shown.counter,
    result: shown.result,
    searched: shown.searched,
    error,
    start: request.run,
    cancel,
  };
}
