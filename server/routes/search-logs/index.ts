import { requireActiveSubscription } from '../../auth/guards';
import type { Router } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

export function searchLogRoutes(app: Router) {
  app.use('/api/search-logs/*', requireActiveSubscription);
  app.openapi(routes.sendBatch, handlers.sendBatch);
}
