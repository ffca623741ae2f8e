import { requireActiveSubscription } from '../../auth/guards';
import { createRouter } from '../../openapi/contract';
import type { SearchHandoff } from '../../search/handoff';
import * as handlers from './handlers';
import * as routes from './routes';

/** The search, for subscribers: started here and streamed by /ws, or all at once. */
export function searchRoutes(handoff: SearchHandoff) {
  const router = createRouter();
  router.use('/api/search/*', requireActiveSubscription);
  return router
    .openapi(routes.startSearch, handlers.startSearch(handoff))
    .openapi(routes.searchAll, handlers.searchAll);
}
