import { SYNCED_ROWS } from '@core/sync/rows';
import { syncedRoutes } from '../../openapi/synced-routes';

export const savedFlightBody = SYNCED_ROWS.saved_flights.body;

const routes = syncedRoutes({
  table: 'saved_flights',
  plural: 'voos salvos',
  idDescription: 'UUID do voo salvo.',
});

export const pullSavedFlights = routes.pull;
export const putSavedFlight = routes.put;
export const deleteSavedFlight = routes.remove;
