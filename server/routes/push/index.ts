import { requireActiveSubscription, requireUser } from '../../auth/guards';
import { type Router, serve } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

/** The browser's PushSubscription, for its signed-in owner. Sign-out removes it even when the subscription lapsed. */
export function pushRoutes(app: Router) {
  serve(app, routes.subscribe, handlers.subscribe, [requireActiveSubscription]);
  serve(app, routes.unsubscribe, handlers.unsubscribe, [requireUser]);
}
