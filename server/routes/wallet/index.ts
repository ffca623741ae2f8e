import { requireActiveSubscription } from '../../auth/guards';
import { createRouter } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

/** Minhas milhas (balances, milheiro, club tiers), for subscribers, each owner reading and writing only their own. */
export function walletRoutes() {
  const router = createRouter();
  router.use('/api/wallet/*', requireActiveSubscription);
  return router
    .openapi(routes.pullWallet, handlers.pullWallet)
    .openapi(routes.putWalletRow, handlers.putWalletRow)
    .openapi(routes.deleteWalletRow, handlers.deleteWalletRow);
}
