import { requireActiveSubscription } from '../../auth/guards';
import { type Router, serve } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

/** The round-trip planner, for subscribers like the calendar whose providers it shares. */
export function tripPlanRoutes(app: Router) {
  serve(app, routes.createTripPlans, handlers.createTripPlans, [requireActiveSubscription]);
}
