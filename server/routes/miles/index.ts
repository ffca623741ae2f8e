import { requireActiveSubscription } from '../../auth/guards';
import type { Router } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

/**
 * Award availability on Seats.aero, for subscribers. Its paths share no prefix (/api/miles, /api/test,
 * /api/seatsaereo2-data, /api/seats-aero-proxy), so the guard sits on each route.
 */
export function milesRoutes(app: Router) {
  const guarded = { middleware: [requireActiveSubscription] };
  app
    .openapi({ ...routes.milesSearch, ...guarded }, handlers.milesSearch)
    .openapi({ ...routes.tripDetails, ...guarded }, handlers.tripDetails)
    .openapi({ ...routes.dateAwards, ...guarded }, handlers.dateAwards)
    .openapi({ ...routes.roundTripProxy, ...guarded }, handlers.roundTripProxy);
}
