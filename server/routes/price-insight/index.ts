import { requireActiveSubscription } from '../../auth/guards';
import { type Router, serve } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

/** "Bom preço?": the verdict of a route's price, for subscribers. */
export function priceInsightRoutes(app: Router) {
  app.use('/api/price-insight', requireActiveSubscription);
  serve(app, routes.priceInsight, handlers.priceInsight);
}
