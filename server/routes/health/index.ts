import { createRouter } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

export function healthRoutes() {
  return createRouter().openapi(routes.health, handlers.health);
}
