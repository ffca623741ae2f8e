import { SYNCED_TABLES } from '@core/sync/tables';
import { requireActiveSubscription } from '../../auth/guards';
import { type Router, serve } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

/** The household (/familia), for subscribers like the wallet, each owner reading and writing only their own. */
export function householdMemberRoutes(app: Router) {
  app.use(`${SYNCED_TABLES.household_members.path}/*`, requireActiveSubscription);
  serve(app, routes.pullHouseholdMembers, handlers.pullHouseholdMembers);
  serve(app, routes.putHouseholdMember, handlers.putHouseholdMember);
  serve(app, routes.deleteHouseholdMember, handlers.deleteHouseholdMember);
}
