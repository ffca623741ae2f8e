import { requireActiveSubscription, requireUser } from '../../auth/guards';
import type { Router } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

/**
 * /api/telegram for subscribers (unlinking also after the subscription lapsed); the webhook answers Telegram alone
 * (its secret header is the guard).
 */
export function telegramRoutes(app: Router) {
  const subscriber = { middleware: [requireActiveSubscription] };
  app
    .openapi(routes.webhook, handlers.webhook)
    .openapi({ ...routes.status, ...subscriber }, handlers.status)
    .openapi({ ...routes.link, ...subscriber }, handlers.link)
    .openapi({ ...routes.unlink, middleware: [requireUser] }, handlers.unlink);
}
