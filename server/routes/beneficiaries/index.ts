import { requireActiveSubscription, requireAdmin } from '../../auth/guards';
import { type Router, serve } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

/**
 * Beneficiary (CPF) limits for subscribers, each reading only their own household; the rules behind them for admins.
 * The paths share no prefix, so the guard sits on each route.
 */
export function beneficiaryRoutes(app: Router) {
  serve(app, routes.getBeneficiaryLimits, handlers.getBeneficiaryLimits, [requireActiveSubscription]);
  serve(app, routes.adminBeneficiaryRules, handlers.adminBeneficiaryRules, [requireAdmin]);
  serve(app, routes.putBeneficiaryRule, handlers.putBeneficiaryRule, [requireAdmin]);
}
