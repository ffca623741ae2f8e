import { requireActiveSubscription } from '../../auth/guards';
import type { Router } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

/** The price calendar, for subscribers like the search it leads to. */
export function calendarRoutes(app: Router) {
  const guarded = { middleware: [requireActiveSubscription] };
  app
    .openapi({ ...routes.getCalendar, ...guarded }, handlers.getCalendar)
    .openapi({ ...routes.getCalendarDayCash, ...guarded }, handlers.getCalendarDayCash);
}
