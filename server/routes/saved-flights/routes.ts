import { savedFlightSchema } from '@core/schemas/sync';
import { syncedRoutes } from '../../openapi/synced-routes';

export const savedFlightBody = savedFlightSchema;

const routes = syncedRoutes({
  path: '/api/saved-flights',
  plural: 'voos salvos',
  idDescription: 'UUID do voo salvo.',
  body: savedFlightBody,
  row: savedFlightSchema,
});

export const pullSavedFlights = routes.pull;
export const putSavedFlight = routes.put;
export const deleteSavedFlight = routes.remove;
