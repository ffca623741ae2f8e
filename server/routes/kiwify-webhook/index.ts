import { type Router, serve } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

export function kiwifyWebhookRoutes(app: Router) {
  serve(app, routes.receive, handlers.receive);
}
