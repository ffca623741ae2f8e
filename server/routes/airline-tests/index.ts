import { requireActiveSubscription } from '../../auth/guards';
import { createRouter } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

/**
 * The airline test and demo pages' API (SPEC §2 "Test and demo pages", §7), for subscribers. The rest of
 * /api/test/* (trip-details) belongs to the miles routes.
 */
export function airlineTestRoutes() {
  const guarded = { middleware: [requireActiveSubscription] };
  const router = createRouter()
    .openapi({ ...routes.latamProxy, ...guarded }, handlers.latamProxy)
    .openapi({ ...routes.voegolProxy, ...guarded }, handlers.voegolProxy);
  for (const [page, name] of Object.entries(handlers.TEST_ROUTES)) {
    const route = routes.testPages[page];
    if (route) router.openapi({ ...route, ...guarded }, handlers.testOne(name));
  }
  return router.openapi({ ...routes.testAll, ...guarded }, handlers.testAll);
}
