import { SYNCED_TABLES } from '@core/sync/tables';
import { requireActiveSubscription } from '../../auth/guards';
import { type Router, serve } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

/** "Avise quando houver bônus", for subscribers, each owner reading and writing only their own. */
export function bonusAlertRoutes(app: Router) {
  app.use(`${SYNCED_TABLES.bonus_alerts.path}/*`, requireActiveSubscription);
  serve(app, routes.pullBonusAlerts, handlers.pullBonusAlerts);
  serve(app, routes.putBonusAlert, handlers.putBonusAlert);
  serve(app, routes.deleteBonusAlert, handlers.deleteBonusAlert);
}
