import { type Router, serve } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

export function devMailboxRoutes(app: Router) {
  serve(app, routes.listMailbox, handlers.listMailbox);
}
