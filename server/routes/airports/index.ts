import { requireActiveSubscription } from '../../auth/guards';
import { type Router, serve } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

export function airportsRoutes(app: Router) {
  app.use('/api/airports/*', requireActiveSubscription);
  serve(app, routes.completeList, handlers.completeList);
}
