import { requireActiveSubscription } from '../../auth/guards';
import type { Router } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

/**
 * Price alerts: synced with the device, checked, and stopped from the e-mail's link. The guard sits on each
 * route rather than on /api/price-alerts/*, because /api/price-alerts/stop answers without a session.
 */
export function priceAlertRoutes(app: Router) {
  const guarded = { middleware: [requireActiveSubscription] };
  app
    .openapi(routes.stopFromLink, handlers.stopFromLink)
    .openapi(routes.checkStopLink, handlers.checkStopLink)
    .openapi({ ...routes.alertStatus, ...guarded }, handlers.alertStatus)
    .openapi({ ...routes.pullPriceAlerts, ...guarded }, handlers.pullPriceAlerts)
    .openapi({ ...routes.putPriceAlert, ...guarded }, handlers.putPriceAlert)
    .openapi({ ...routes.deletePriceAlert, ...guarded }, handlers.deletePriceAlert)
    .openapi({ ...routes.checkNow, ...guarded }, handlers.checkNow)
    .openapi({ ...routes.priceHistory, ...guarded }, handlers.priceHistory);
}
