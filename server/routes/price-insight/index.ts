import { requireActiveSubscription } from '../../auth/guards';
import { createRouter } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

/** "Bom preço?": the verdict of a route's price, for subscribers. */
export function priceInsightRoutes() {
  const router = createRouter();
  router.use('/api/price-insight', requireActiveSubscription);
  return router.openapi(routes.priceInsight, handlers.priceInsight);
}
