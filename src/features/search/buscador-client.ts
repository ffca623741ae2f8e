import { searchAll } from '@core/contract/search';
import { dedupeById } from '@core/flights/collections';
import type { Flight, SmartSearchResponse } from '@core/schemas/flight';
import type { SearchQuery } from '@core/schemas/search';
import { ApiError } from '@/lib/api';
import { call } from '@/lib/call';
import { toUserMessage } from '@/lib/user-message';

export type BuscadorData = Extract<SmartSearchResponse, { success: true }>['data'];

/**
 * SPEC §7 POST /api/search/buscador: the search fields (isFlexible and includeNearby false, searchType as
 * chosen) in, {success, data {bestValue, cashFlights, milesFlights}} out, each list already ranked by the
 * server. `raw` is the reply, kept for the debug button.
 */
export async function searchBuscador(
  query: SearchQuery,
  signal?: AbortSignal,
): Promise<{ data: BuscadorData; raw: SmartSearchResponse }> {
  const reply = await call(searchAll, {
    body: { ...query, isFlexible: false, includeNearby: false },
    ...(signal ? { signal } : {}),
  });
  if (!reply.success) throw new ApiError(200, reply.error || 'Erro desconhecido', undefined, reply);
  return { data: reply.data, raw: reply };
}

/**
 * Every offer once, in the server's order: its cash fares, then the miles offers that have no cash fare (a
 * result with both is in both lists). Info-only placeholders are not offers and are left out.
 */
export function allResults(data: BuscadorData): Flight[] {
  return dedupeById([...data.cashFlights, ...data.milesFlights]).filter((f) => !f.isInfoOnly);
}

/** The pt-BR message for a failed search (the server's own `error` when it sent one). */
export const searchErrorMessage = (err: unknown): string => toUserMessage(err);

/** '1 resultado', 'n resultados'. */
export function resultsLabel(n: number): string {
  return `${n} ${n === 1 ? 'resultado' : 'resultados'}`;
}
