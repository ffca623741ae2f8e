import type { Router } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

export function kiwifyWebhookRoutes(app: Router) {
  app.openapi(routes.receive, handlers.receive);
}
