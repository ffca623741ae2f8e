import { requireActiveSubscription } from '../../auth/guards';
import { type Router, serve } from '../../openapi/contract';
import type { SearchHandoff } from '../../search/handoff';
import * as handlers from './handlers';
import * as routes from './routes';

/** The search, for subscribers: started here and streamed by /ws, or all at once. */
export function searchRoutes(app: Router, handoff: SearchHandoff) {
  app.use('/api/search/*', requireActiveSubscription);
  serve(app, routes.startSearch, handlers.startSearch(handoff));
  serve(app, routes.searchAll, handlers.searchAll);
}
