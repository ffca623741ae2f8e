import { requireAdmin } from '../../auth/guards';
import { type Router, serve } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

/** Painel Administrativo. /api/admin/me answers any signed-in user; the rest only administrators. */
export function adminRoutes(app: Router) {
  app.use('/api/admin/users', requireAdmin);
  app.use('/api/admin/users/*', requireAdmin);
  serve(app, routes.adminMe, handlers.adminMe);
  serve(app, routes.listAllUsers, handlers.listAllUsers);
  serve(app, routes.addUser, handlers.addUser);
  serve(app, routes.changeUser, handlers.changeUser);
  serve(app, routes.removeUser, handlers.removeUser);
  serve(app, routes.alertJobs, handlers.alertJobs, [requireAdmin]);
}
