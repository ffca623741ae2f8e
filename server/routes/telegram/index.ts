import { requireActiveSubscription, requireUser } from '../../auth/guards';
import { type Router, serve } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

/**
 * /api/telegram for subscribers (unlinking also after the subscription lapsed); the webhook answers Telegram alone
 * (its secret header is the guard).
 */
export function telegramRoutes(app: Router) {
  const subscriber = [requireActiveSubscription];
  serve(app, routes.webhook, handlers.webhook);
  serve(app, routes.status, handlers.status, subscriber);
  serve(app, routes.link, handlers.link, subscriber);
  serve(app, routes.unlink, handlers.unlink, [requireUser]);
}
