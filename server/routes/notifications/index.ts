import { requireActiveSubscription } from '../../auth/guards';
import { type Router, serve } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

/** The in-app list of fired price alerts, synced to the device. */
export function notificationRoutes(app: Router) {
  app.use('/api/notifications/*', requireActiveSubscription);
  serve(app, routes.pullNotifications, handlers.pullNotifications);
  serve(app, routes.markRead, handlers.markRead);
}
