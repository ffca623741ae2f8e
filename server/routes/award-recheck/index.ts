import { requireActiveSubscription } from '../../auth/guards';
import { type Router, serve } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

/** "Ainda está lá?": an award offer asked again, for subscribers, a bounded number of times a day. */
export function awardRecheckRoutes(app: Router) {
  serve(app, routes.awardRecheck, handlers.awardRecheck, [requireActiveSubscription]);
}
