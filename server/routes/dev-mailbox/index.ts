import type { Router } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

export function devMailboxRoutes(app: Router) {
  app.openapi(routes.listMailbox, handlers.listMailbox);
}
