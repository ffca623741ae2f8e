import { requireActiveSubscription } from '../../auth/guards';
import { type Router, serve } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

/**
 * Supabase Auth as an optional identity provider: the public "how do I sign in" answer, the exchange of a
 * Supabase access token for our session (cookies + access token, as /api/login gives), and the configuration
 * state shown on /test-supabase.
 */
export function authSupabaseRoutes(app: Router) {
  serve(app, routes.providers, handlers.providers);
  serve(app, routes.exchange, handlers.exchange);
  serve(app, routes.status, handlers.status, [requireActiveSubscription]);
}
