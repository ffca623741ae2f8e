import { createRouter } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

export function kiwifyWebhookRoutes() {
  return createRouter().openapi(routes.receive, handlers.receive);
}
