import { requireActiveSubscription } from '../../auth/guards';
import { createRouter } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

/** The in-app list of fired price alerts, synced to the device. */
export function notificationRoutes() {
  const router = createRouter();
  router.use('/api/notifications/*', requireActiveSubscription);
  return router
    .openapi(routes.pullNotifications, handlers.pullNotifications)
    .openapi(routes.markRead, handlers.markRead);
}
