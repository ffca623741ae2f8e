import { requireAdmin } from '../../auth/guards';
import type { Router } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

/** Painel Administrativo. /api/admin/me answers any signed-in user; the rest only administrators. */
export function adminRoutes(app: Router) {
  app.use('/api/admin/users', requireAdmin);
  app.use('/api/admin/users/*', requireAdmin);
  app
    .openapi(routes.adminMe, handlers.adminMe)
    .openapi(routes.listAllUsers, handlers.listAllUsers)
    .openapi(routes.addUser, handlers.addUser)
    .openapi(routes.changeUser, handlers.changeUser)
    .openapi(routes.removeUser, handlers.removeUser)
    .openapi({ ...routes.alertJobs, middleware: [requireAdmin] }, handlers.alertJobs);
}
