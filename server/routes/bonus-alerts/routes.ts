import { bonusAlertRowSchema } from '@core/schemas/wallet';
import { syncedRoutes } from '../../openapi/synced-routes';

export const bonusAlertBody = bonusAlertRowSchema;

const routes = syncedRoutes({
  path: '/api/bonus-alerts',
  plural: 'alertas de bônus',
  idDescription: 'UUID do alerta de bônus.',
  body: bonusAlertBody,
  row: bonusAlertRowSchema,
});

export const pullBonusAlerts = routes.pull;
export const putBonusAlert = routes.put;
export const deleteBonusAlert = routes.remove;
