import { dedupeById } from '@core/flights/collections';
import { sortFlights } from '@core/flights/sort';
import { type Flight, smartSearchResponseSchema } from '@core/schemas/flight';
import type { SearchQuery } from '@core/schemas/search';
import { ApiError, api, rawReply } from '@/lib/api';

export interface BuscadorData {
  bestValue: Flight[];
  cashFlights: Flight[];
  milesFlights: Flight[];
}

export const INVALID_REPLY = 'Erro ao processar dados do servidor. Por favor, tente novamente.';

/**
 * SPEC §7 POST /api/search/buscador: the search fields (isFlexible and includeNearby false, searchType as
 * chosen) in, {success, data {bestValue, cashFlights, milesFlights}} out. The reply crosses a boundary, so it
 * is parsed; `raw` is what the server sent, kept for the debug button.
 */
export async function searchBuscador(
  query: SearchQuery,
  signal?: AbortSignal,
): Promise<{ data: BuscadorData; raw: unknown }> {
  const raw = await api('/api/search/buscador', rawReply, {
    body: { ...query, isFlexible: false, includeNearby: false },
    ...(signal ? { signal } : {}),
  });
  const parsed = smartSearchResponseSchema.safeParse(raw);
  if (!parsed.success) throw new ApiError(200, INVALID_REPLY, undefined, raw);
  if (!parsed.data.success) throw new ApiError(200, parsed.data.error || 'Erro desconhecido', undefined, raw);
  return { data: parsed.data.data, raw };
}

/**
 * Every result once (a result with both a price and miles is in both lists), best value first. Info-only
 * placeholders are not offers and are left out.
 */
export function allResults(data: BuscadorData): Flight[] {
  return sortFlights(
    dedupeById([...data.bestValue, ...data.cashFlights, ...data.milesFlights]).filter((f) => !f.isInfoOnly),
    'best_value',
  );
}

/** The pt-BR message for a failed search (the server's own `error` when it sent one). */
export function searchErrorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  return 'Erro desconhecido';
}

/** '1 resultado', 'n resultados'. */
export function resultsLabel(n: number): string {
  return `${n} ${n === 1 ? 'resultado' : 'resultados'}`;
}
