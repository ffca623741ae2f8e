import { SYNCED_TABLES } from '@core/sync/tables';
import { requireActiveSubscription } from '../../auth/guards';
import { type Router, serve } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

/** Meus Voos Salvos, for subscribers, each owner reading and writing only their own. */
export function savedFlightRoutes(app: Router) {
  app.use(`${SYNCED_TABLES.saved_flights.path}/*`, requireActiveSubscription);
  serve(app, routes.pullSavedFlights, handlers.pullSavedFlights);
  serve(app, routes.putSavedFlight, handlers.putSavedFlight);
  serve(app, routes.deleteSavedFlight, handlers.deleteSavedFlight);
}
