import * as ops from '@core/contract/sync';
import { syncedRoutes } from '../../openapi/synced-routes';

const routes = syncedRoutes({
  ops: { pull: ops.pullBonusAlerts, put: ops.putBonusAlert, remove: ops.deleteBonusAlert },
  plural: 'alertas de bônus',
});

export const pullBonusAlerts = routes.pull;
export const putBonusAlert = routes.put;
export const deleteBonusAlert = routes.remove;
