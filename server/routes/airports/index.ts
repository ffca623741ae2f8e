import { requireActiveSubscription } from '../../auth/guards';
import { createRouter } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

export function airportsRoutes() {
  const router = createRouter();
  router.use('/api/airports/*', requireActiveSubscription);
  return router.openapi(routes.completeList, handlers.completeList);
}
