import { startSearch } from '@core/contract/search';
import type { BodyOf, ReplyOf } from '@core/contract/operation';
import { ApiError, INVALID_REPLY_CODE } from './api';
import { call } from './call';

/** SPEC §8: what a start reply without a usable searchId says. */
export const NO_SEARCH_ID = 'Servidor não retornou um ID de busca válido';

/**
 * POST /api/search/async: registers the search and gives its searchId, which /ws streams. A refusal the server
 * sends as `{success: false, error}` and a reply without a searchId are errors with their pt-BR text.
 */
export async function startSearchRequest(body: BodyOf<typeof startSearch>, signal?: AbortSignal): Promise<string> {
  let reply: ReplyOf<typeof startSearch>;
  try {
    reply = await call(startSearch, { body, ...(signal ? { signal } : {}) });
  } catch (err) {
    if (err instanceof ApiError && err.code === INVALID_REPLY_CODE)
      throw new ApiError(err.status, NO_SEARCH_ID, 'no_search_id');
    throw err;
  }
  if (!reply.success) throw new ApiError(200, reply.error || NO_SEARCH_ID, 'no_search_id');
  return reply.searchId;
}

/** The start failed because the reply carried no searchId (the screens title it apart). */
export const isNoSearchId = (err: unknown): boolean => err instanceof ApiError && err.code === 'no_search_id';
