import { createRouter } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

export function devMailboxRoutes() {
  return createRouter().openapi(routes.listMailbox, handlers.listMailbox);
}
