import { SYNCED_TABLES } from '@core/sync/tables';
import { requireActiveSubscription } from '../../auth/guards';
import type { Router } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

/** "Avise quando houver bônus", for subscribers, each owner reading and writing only their own. */
export function bonusAlertRoutes(app: Router) {
  app.use(`${SYNCED_TABLES.bonus_alerts.path}/*`, requireActiveSubscription);
  app
    .openapi(routes.pullBonusAlerts, handlers.pullBonusAlerts)
    .openapi(routes.putBonusAlert, handlers.putBonusAlert)
    .openapi(routes.deleteBonusAlert, handlers.deleteBonusAlert);
}
