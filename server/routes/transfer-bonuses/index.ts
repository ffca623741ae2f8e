import { requireActiveSubscription, requireAdmin } from '../../auth/guards';
import type { Router } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

/**
 * Transfer partners and bonus campaigns: subscribers read them, admins manage the campaigns. The paths share no
 * prefix (/api/transfer-*, /api/admin/transfer-bonuses), so the guard sits on each route.
 */
export function transferBonusRoutes(app: Router) {
  const subscriber = { middleware: [requireActiveSubscription] };
  const admin = { middleware: [requireAdmin] };
  app
    .openapi({ ...routes.transferPartners, ...subscriber }, handlers.transferPartners)
    .openapi({ ...routes.transferBonuses, ...subscriber }, handlers.transferBonuses)
    .openapi({ ...routes.adminTransferBonuses, ...admin }, handlers.adminTransferBonuses)
    .openapi({ ...routes.createTransferBonus, ...admin }, handlers.createTransferBonus)
    .openapi({ ...routes.updateTransferBonus, ...admin }, handlers.updateTransferBonus)
    .openapi({ ...routes.deleteTransferBonus, ...admin }, handlers.deleteTransferBonus);
}
