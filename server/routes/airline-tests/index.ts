import { requireActiveSubscription } from '../../auth/guards';
import type { Router } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

/**
 * The airline test and demo pages' API (SPEC §2 "Test and demo pages", §7), for subscribers. The rest of
 * /api/test/* (trip-details) belongs to the miles routes.
 */
export function airlineTestRoutes(app: Router) {
  const guarded = { middleware: [requireActiveSubscription] };
  app
    .openapi({ ...routes.latamProxy, ...guarded }, handlers.latamProxy)
    .openapi({ ...routes.voegolProxy, ...guarded }, handlers.voegolProxy);
  for (const [page, name] of Object.entries(handlers.TEST_ROUTES)) {
    const route = routes.testPages[page];
    if (route) app.openapi({ ...route, ...guarded }, handlers.testOne(name));
  }
  app.openapi({ ...routes.testAll, ...guarded }, handlers.testAll);
}
