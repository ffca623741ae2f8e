import { requireActiveSubscription, requireUser } from '../../auth/guards';
import type { Router } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

/** The browser's PushSubscription, for its signed-in owner. Sign-out removes it even when the subscription lapsed. */
export function pushRoutes(app: Router) {
  app
    .openapi({ ...routes.subscribe, middleware: [requireActiveSubscription] }, handlers.subscribe)
    .openapi({ ...routes.unsubscribe, middleware: [requireUser] }, handlers.unsubscribe);
}
