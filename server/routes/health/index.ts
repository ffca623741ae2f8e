import type { Router } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

export function healthRoutes(app: Router) {
  app.openapi(routes.health, handlers.health);
}
