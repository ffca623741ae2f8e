import { requireActiveSubscription } from '../../auth/guards';
import { createRouter } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

/** Meus Voos Salvos, for subscribers, each owner reading and writing only their own. */
export function savedFlightRoutes() {
  const router = createRouter();
  router.use('/api/saved-flights/*', requireActiveSubscription);
  return router
    .openapi(routes.pullSavedFlights, handlers.pullSavedFlights)
    .openapi(routes.putSavedFlight, handlers.putSavedFlight)
    .openapi(routes.deleteSavedFlight, handlers.deleteSavedFlight);
}
