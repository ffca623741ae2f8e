import { exploreQuerySchema, exploreReplySchema } from '../schemas/explore';
import { operation } from './operation';

// Choosing where to go: every destination from a city for a month and a trip length, cash and miles in reais.

/** GET /api/explore: destinations from an airport or city, best total in reais first (signed-in subscribers). */
export const getExplore = operation({
  method: 'GET',
  path: '/api/explore',
  query: exploreQuerySchema,
  reply: exploreReplySchema,
});
