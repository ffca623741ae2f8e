import { requireActiveSubscription } from '../../auth/guards';
import { createRouter } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

export function profileRoutes() {
  const router = createRouter();
  router.use('/api/profile/*', requireActiveSubscription);
  return router.openapi(routes.getProfile, handlers.getProfile).openapi(routes.updateProfile, handlers.updateProfile);
}
