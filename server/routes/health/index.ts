import { type Router, serve } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

export function healthRoutes(app: Router) {
  serve(app, routes.health, handlers.health);
}
