import { requireActiveSubscription } from '../../auth/guards';
import { createRouter } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

export function searchLogRoutes() {
  const router = createRouter();
  router.use('/api/search-logs/*', requireActiveSubscription);
  return router.openapi(routes.sendBatch, handlers.sendBatch);
}
