import { requireActiveSubscription, requireAdmin } from '../../auth/guards';
import { type Router, serve } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

/** Loyalty clubs for subscribers, each valued with their own wallet; the plans behind them for admins. */
export function clubRoutes(app: Router) {
  serve(app, routes.getClubs, handlers.getClubs, [requireActiveSubscription]);
  serve(app, routes.adminClubs, handlers.adminClubs, [requireAdmin]);
  serve(app, routes.putClub, handlers.putClub, [requireAdmin]);
}
