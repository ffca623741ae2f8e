import { SYNCED_TABLES } from '@core/sync/tables';
import { requireActiveSubscription } from '../../auth/guards';
import { type Router, serve } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

/** The tickets issued for the household (what the beneficiary limits count), for subscribers, each their own. */
export function issuanceRoutes(app: Router) {
  app.use(`${SYNCED_TABLES.issuances.path}/*`, requireActiveSubscription);
  serve(app, routes.pullIssuances, handlers.pullIssuances);
  serve(app, routes.putIssuance, handlers.putIssuance);
  serve(app, routes.deleteIssuance, handlers.deleteIssuance);
}
