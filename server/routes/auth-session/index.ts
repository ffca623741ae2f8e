import { requireUser } from '../../auth/guards';
import type { Router } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

/** Sign-in, the forced password change, refresh, logout and "who am I" (SPEC §4, §7). */
export function authSessionRoutes(app: Router) {
  app
    .openapi(routes.login, handlers.login)
    .openapi(routes.changePassword, handlers.changePassword)
    .openapi(routes.refresh, handlers.refresh)
    .openapi(routes.logout, handlers.logout)
    .openapi(routes.sessionFromUrl, handlers.sessionFromUrl)
    .openapi({ ...routes.me, middleware: [requireUser] }, handlers.me);
}
