import { requireActiveSubscription } from '../../auth/guards';
import type { Router } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

/**
 * Supabase Auth as an optional identity provider: the public "how do I sign in" answer, the exchange of a
 * Supabase access token for our session (cookies + access token, as /api/login gives), and the configuration
 * state shown on /test-supabase.
 */
export function authSupabaseRoutes(app: Router) {
  app
    .openapi(routes.providers, handlers.providers)
    .openapi(routes.exchange, handlers.exchange)
    .openapi({ ...routes.status, middleware: [requireActiveSubscription] }, handlers.status);
}
