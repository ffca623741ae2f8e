import { requireActiveSubscription } from '../../auth/guards';
import { type Router, serve } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

/** "Para onde dá pra ir", for subscribers like the calendar whose providers and limits it shares. */
export function exploreRoutes(app: Router) {
  serve(app, routes.getExplore, handlers.getExplore, [requireActiveSubscription]);
}
