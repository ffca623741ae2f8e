import { requireActiveSubscription } from '../../auth/guards';
import { type Router, serve } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

/** The price calendar, for subscribers like the search it leads to. */
export function calendarRoutes(app: Router) {
  const guarded = [requireActiveSubscription];
  serve(app, routes.getCalendar, handlers.getCalendar, guarded);
  serve(app, routes.getCalendarDayCash, handlers.getCalendarDayCash, guarded);
}
