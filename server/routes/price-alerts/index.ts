import { requireActiveSubscription } from '../../auth/guards';
import { type Router, serve } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

/**
 * Price alerts: synced with the device, checked, and stopped from the e-mail's link. The guard sits on each
 * route rather than on /api/price-alerts/*, because /api/price-alerts/stop answers without a session.
 */
export function priceAlertRoutes(app: Router) {
  const guarded = [requireActiveSubscription];
  serve(app, routes.stopFromLink, handlers.stopFromLink);
  serve(app, routes.checkStopLink, handlers.checkStopLink);
  serve(app, routes.alertStatus, handlers.alertStatus, guarded);
  serve(app, routes.pullPriceAlerts, handlers.pullPriceAlerts, guarded);
  serve(app, routes.putPriceAlert, handlers.putPriceAlert, guarded);
  serve(app, routes.deletePriceAlert, handlers.deletePriceAlert, guarded);
  serve(app, routes.checkNow, handlers.checkNow, guarded);
  serve(app, routes.priceHistory, handlers.priceHistory, guarded);
}
