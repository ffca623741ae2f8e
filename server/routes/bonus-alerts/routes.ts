import { SYNCED_ROWS } from '@core/sync/rows';
import { syncedRoutes } from '../../openapi/synced-routes';

export const bonusAlertBody = SYNCED_ROWS.bonus_alerts.body;

const routes = syncedRoutes({
  table: 'bonus_alerts',
  plural: 'alertas de bônus',
  idDescription: 'UUID do alerta de bônus.',
});

export const pullBonusAlerts = routes.pull;
export const putBonusAlert = routes.put;
export const deleteBonusAlert = routes.remove;
