import { requireActiveSubscription } from '../../auth/guards';
import { type Router, serve } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

/**
 * The airline test and demo pages' API (SPEC §2 "Test and demo pages", §7), for subscribers. The rest of
 * /api/test/* (trip-details) belongs to the miles routes.
 */
export function airlineTestRoutes(app: Router) {
  const guarded = [requireActiveSubscription];
  serve(app, routes.latamProxy, handlers.latamProxy, guarded);
  serve(app, routes.voegolProxy, handlers.voegolProxy, guarded);
  serve(app, routes.testAzul, handlers.testAzul, guarded);
  serve(app, routes.testLatam, handlers.testLatam, guarded);
  serve(app, routes.testGol, handlers.testGol, guarded);
  serve(app, routes.testSmiles, handlers.testSmiles, guarded);
  serve(app, routes.testAzulMiles, handlers.testAzulMiles, guarded);
  serve(app, routes.testAll, handlers.testAll, guarded);
}
