import { useMemo } from 'react';
import type { SearchQuery } from '@core/schemas/search';
import { useSubmittedQuery } from '@/lib/use-submitted-query';
import { type BuscadorData, searchBuscador } from '../buscador-client';

export interface BuscadorAnswer {
  query: SearchQuery;
  data: BuscadorData;
  raw: unknown;
}

/**
 * POST /api/search/buscador for the last submitted form. A newer submit or leaving the page aborts the one in
 * flight, and only the latest search's answer or error is ever shown.
 */
export function useBuscadorSearch() {
  const search = useSubmittedQuery('buscador', searchBuscador);
  // One object per answer: screens run effects when it changes.
  const answer = useMemo<BuscadorAnswer | null>(
    () =>
      search.answer
        ? { query: search.answer.input, data: search.answer.output.data, raw: search.answer.output.raw }
        : null,
    [search.answer],
  );
  return { run: search.run, answer, loading: search.loading, error: search.error };
}
