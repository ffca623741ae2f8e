import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';

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

interface State<T> {
  loading: boolean;
  counter: number;
  result: T | null;
  /** A search has finished at least once (the no-results prompt waits for it). */
  searched: boolean;
}

/**
 * Runs an abortable search with the award screen's counter: while `task` runs the counter climbs at random,
 * then it animates to `countOf(result)` and, REVEAL_DELAY_MS later, the result is committed. `start`
 * resolves with the result, or null when the search was cancelled or replaced.
 */
export function useCountedSearch<T>() {
  const [state, setState] = useState<State<T>>({ loading: false, counter: 0, result: null, searched: false });
  const controller = useRef<AbortController | null>(null);
  const ticker = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  const stopTicker = useCallback(() => {
    clearInterval(ticker.current);
    ticker.current = undefined;
  }, []);

  const tick = useCallback(
    (every: number, next: (counter: number) => number) => {
      stopTicker();
      ticker.current = setInterval(() => setState((s) => ({ ...s, counter: next(s.counter) })), every);
    },
    [stopTicker],
  );

  useEffect(
    () => () => {
      controller.current?.abort();
      stopTicker();
    },
    [stopTicker],
  );

  const start = useCallback(
    async (task: (signal: AbortSignal) => Promise<T>, countOf: (result: T) => number): Promise<T | null> => {
      controller.current?.abort();
      const ctrl = new AbortController();
      controller.current = ctrl;
      setState((s) => ({ ...s, loading: true, counter: 0 }));
      tick(FAKE_TICK_MS, (c) => c + fakeIncrement());
      try {
        const result = await task(ctrl.signal);
        if (ctrl.signal.aborted) return null;
        const target = countOf(result);
        tick(COUNT_ANIMATION_TICK_MS, (c) => stepTowards(c, target));
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, REVEAL_DELAY_MS);
          ctrl.signal.addEventListener('abort', () => {
            clearTimeout(timer);
            resolve();
          });
        });
        if (ctrl.signal.aborted) return null;
        stopTicker();
        setState({ loading: false, counter: target, result, searched: true });
        return result;
      } catch (error) {
        if (ctrl.signal.aborted) return null;
        stopTicker();
        setState((s) => ({ ...s, loading: false }));
        throw error;
      } finally {
        if (controller.current === ctrl && !ctrl.signal.aborted) controller.current = null;
      }
    },
    [tick, stopTicker],
  );

  const cancel = useCallback(() => {
    if (!controller.current) return;
    controller.current.abort();
    controller.current = null;
    stopTicker();
    setState((s) => ({ ...s, loading: false }));
    toast({ title: 'Busca cancelada', description: 'A busca foi cancelada com sucesso.' });
  }, [stopTicker]);

  return { ...state, start, cancel };
}
