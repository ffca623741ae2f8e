import { requireActiveSubscription } from '../../auth/guards';
import { type Router, serve } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

/**
 * Award availability on Seats.aero, for subscribers. Its paths share no prefix (/api/miles, /api/test,
 * /api/seatsaereo2-data, /api/seats-aero-proxy, /api/miles/booking-window), so the guard sits on each route.
 */
export function milesRoutes(app: Router) {
  const guarded = [requireActiveSubscription];
  serve(app, routes.milesSearch, handlers.milesSearch, guarded);
  serve(app, routes.tripDetails, handlers.tripDetails, guarded);
  serve(app, routes.dateAwards, handlers.dateAwards, guarded);
  serve(app, routes.roundTripProxy, handlers.roundTripProxy, guarded);
  serve(app, routes.bookingWindow, handlers.bookingWindow, guarded);
}
