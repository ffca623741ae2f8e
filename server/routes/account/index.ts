import { requireUser } from '../../auth/guards';
import type { Router } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

/**
 * The holder's data: its copy and the account's deletion, for any signed-in account (a lapsed subscription keeps
 * these rights); the privacy facts for anyone.
 */
export function accountRoutes(app: Router) {
  const signedIn = { middleware: [requireUser] };
  app
    .openapi(routes.privacyFacts, handlers.privacyFacts)
    .openapi({ ...routes.exportMyData, ...signedIn }, handlers.exportMyData)
    .openapi({ ...routes.deleteMyAccount, ...signedIn }, handlers.deleteMyAccount)
    .openapi({ ...routes.requestDeletionLink, ...signedIn }, handlers.requestDeletionLink);
}
