import { requireActiveSubscription } from '../../auth/guards';
import type { Router } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

export function profileRoutes(app: Router) {
  app.use('/api/profile/*', requireActiveSubscription);
  app.openapi(routes.getProfile, handlers.getProfile).openapi(routes.updateProfile, handlers.updateProfile);
}
