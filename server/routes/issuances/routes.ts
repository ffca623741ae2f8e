import * as ops from '@core/contract/sync';
import { syncedRoutes } from '../../openapi/synced-routes';

const routes = syncedRoutes({
  ops: { pull: ops.pullIssuances, put: ops.putIssuance, remove: ops.deleteIssuance },
  plural: 'registros de emissão',
});

export const pullIssuances = routes.pull;
export const putIssuance = routes.put;
export const deleteIssuance = routes.remove;
