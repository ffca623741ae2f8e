import { requireActiveSubscription, requireAdmin } from '../../auth/guards';
import { type Router, serve } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

/**
 * Transfer partners and bonus campaigns: subscribers read them, admins manage the campaigns. The paths share no
 * prefix (/api/transfer-*, /api/admin/transfer-bonuses), so the guard sits on each route.
 */
export function transferBonusRoutes(app: Router) {
  const subscriber = [requireActiveSubscription];
  const admin = [requireAdmin];
  serve(app, routes.transferPartners, handlers.transferPartners, subscriber);
  serve(app, routes.transferBonuses, handlers.transferBonuses, subscriber);
  serve(app, routes.adminTransferBonuses, handlers.adminTransferBonuses, admin);
  serve(app, routes.createTransferBonus, handlers.createTransferBonus, admin);
  serve(app, routes.updateTransferBonus, handlers.updateTransferBonus, admin);
  serve(app, routes.deleteTransferBonus, handlers.deleteTransferBonus, admin);
}
