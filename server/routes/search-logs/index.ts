import { requireActiveSubscription } from '../../auth/guards';
import { type Router, serve } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

export function searchLogRoutes(app: Router) {
  app.use('/api/search-logs/*', requireActiveSubscription);
  serve(app, routes.sendBatch, handlers.sendBatch);
}
