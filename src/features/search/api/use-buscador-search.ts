import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { SearchQuery } from '@core/schemas/search';
import { queryClient } from '@/lib/query-client';
import { type BuscadorData, searchBuscador } from '../buscador-client';

interface Submitted {
  query: SearchQuery;
  /** Counts submits: the same query searched again is a new search, not a cached answer. */
  run: number;
}

export interface BuscadorAnswer {
  query: SearchQuery;
  data: BuscadorData;
  raw: unknown;
}

/**
 * POST /api/search/buscador for the last submitted form. A newer submit or leaving the page aborts the one in
 * flight (the query's signal), and only the latest search's answer or error is ever shown.
 */
export function useBuscadorSearch() {
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  const search = useQuery(
    {
      queryKey: ['buscador', submitted],
      queryFn: async ({ signal }): Promise<BuscadorAnswer | null> => {
        if (!submitted) return null;
        return { query: submitted.query, ...(await searchBuscador(submitted.query, signal)) };
      },
      enabled: submitted !== null,
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 0,
    },
    queryClient,
  );
  const run = useCallback((query: SearchQuery) => setSubmitted((s) => ({ query, run: (s?.run ?? 0) + 1 })), []);
  return { run, answer: search.data ?? null, loading: search.isFetching, error: search.error };
}
