import { requireActiveSubscription } from '../../auth/guards';
import type { Router } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

export function airportsRoutes(app: Router) {
  app.use('/api/airports/*', requireActiveSubscription);
  app.openapi(routes.completeList, handlers.completeList);
}
