import { requireUser } from '../../auth/guards';
import { type Router, serve } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

/** Sign-in, the forced password change, refresh, logout and "who am I" (SPEC §4, §7). */
export function authSessionRoutes(app: Router) {
  serve(app, routes.login, handlers.login);
  serve(app, routes.changePassword, handlers.changePassword);
  serve(app, routes.refresh, handlers.refresh);
  serve(app, routes.logout, handlers.logout);
  serve(app, routes.sessionFromUrl, handlers.sessionFromUrl);
  serve(app, routes.me, handlers.me, [requireUser]);
}
