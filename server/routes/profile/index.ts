import { requireActiveSubscription } from '../../auth/guards';
import { type Router, serve } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

export function profileRoutes(app: Router) {
  app.use('/api/profile/*', requireActiveSubscription);
  serve(app, routes.getProfile, handlers.getProfile);
  serve(app, routes.updateProfile, handlers.updateProfile);
}
