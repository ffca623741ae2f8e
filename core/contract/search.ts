import { asyncSearchResponseSchema, smartSearchResponseSchema } from '../schemas/flight';
import { searchQuerySchema } from '../schemas/search';
import { operation } from './operation';

/** POST /api/search/async: the search is registered and its results stream on /ws under the searchId. */
export const startSearch = operation({
  method: 'POST',
  path: '/api/search/async',
  body: searchQuerySchema,
  reply: asyncSearchResponseSchema,
});

/** POST /api/search/buscador: every provider at once, answered ranked (SPEC §3 "Smart search response"). */
export const searchAll = operation({
  method: 'POST',
  path: '/api/search/buscador',
  body: searchQuerySchema,
  reply: smartSearchResponseSchema,
});
