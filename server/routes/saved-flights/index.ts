import { SYNCED_TABLES } from '@core/sync/tables';
import { requireActiveSubscription } from '../../auth/guards';
import type { Router } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

/** Meus Voos Salvos, for subscribers, each owner reading and writing only their own. */
export function savedFlightRoutes(app: Router) {
  app.use(`${SYNCED_TABLES.saved_flights.path}/*`, requireActiveSubscription);
  app
    .openapi(routes.pullSavedFlights, handlers.pullSavedFlights)
    .openapi(routes.putSavedFlight, handlers.putSavedFlight)
    .openapi(routes.deleteSavedFlight, handlers.deleteSavedFlight);
}
