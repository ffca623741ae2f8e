import * as ops from '@core/contract/sync';
import { syncedRoutes } from '../../openapi/synced-routes';

const routes = syncedRoutes({
  ops: { pull: ops.pullSavedFlights, put: ops.putSavedFlight, remove: ops.deleteSavedFlight },
  plural: 'voos salvos',
});

export const pullSavedFlights = routes.pull;
export const putSavedFlight = routes.put;
export const deleteSavedFlight = routes.remove;
