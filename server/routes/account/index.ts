import { requireUser } from '../../auth/guards';
import { type Router, serve } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

/**
 * The holder's data: its copy and the account's deletion, for any signed-in account (a lapsed subscription keeps
 * these rights); the privacy facts for anyone.
 */
export function accountRoutes(app: Router) {
  const signedIn = [requireUser];
  serve(app, routes.privacyFacts, handlers.privacyFacts);
  serve(app, routes.exportMyData, handlers.exportMyData, signedIn);
  serve(app, routes.deleteMyAccount, handlers.deleteMyAccount, signedIn);
  serve(app, routes.requestDeletionLink, handlers.requestDeletionLink, signedIn);
}
