import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { queryClient } from './query-client';

interface Submitted<Input> {
  input: Input;
  /** Counts submits: the same input sent again is a new request, not a cached answer. */
  run: number;
}

/**
 * A request a form sends on submit, on TanStack Query: `run(input)` asks again (even with the same input),
 * a newer run or leaving the page aborts the one in flight (the query's signal), and only the latest run's
 * answer or error is ever shown. Nothing is kept once the screen stops showing it.
 */
export function useSubmittedQuery<Input, Output>(
  name: string,
  fetcher: (input: Input, signal: AbortSignal) => Promise<Output>,
) {
  const [submitted, setSubmitted] = useState<Submitted<Input> | null>(null);
  const runs = useRef(0);
  const query = useQuery(
    {
      queryKey: [name, submitted],
      queryFn: async ({ signal }): Promise<{ input: Input; output: Output } | null> =>
        submitted ? { input: submitted.input, output: await fetcher(submitted.input, signal) } : null,
      enabled: submitted !== null,
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 0,
    },
    queryClient,
  );
  const run = useCallback((input: Input) => {
    runs.current += 1;
    setSubmitted({ input, run: runs.current });
  }, []);
  /** Drops the latest run: its request is aborted and nothing of it is shown. */
  const cancel = useCallback(() => setSubmitted(null), []);
  return {
    run,
    cancel,
    /** The latest run's number (0 before the first, or after a cancel). */
    runId: submitted?.run ?? 0,
    answer: query.data ?? null,
    loading: query.isFetching,
    error: query.error,
  };
}
