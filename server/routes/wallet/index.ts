import { SYNCED_TABLES } from '@core/sync/tables';
import { requireActiveSubscription } from '../../auth/guards';
import { type Router, serve } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

/** Minhas milhas (balances, milheiro, club tiers), for subscribers, each owner reading and writing only their own. */
export function walletRoutes(app: Router) {
  app.use(`${SYNCED_TABLES.wallet.path}/*`, requireActiveSubscription);
  serve(app, routes.pullWallet, handlers.pullWallet);
  serve(app, routes.putWalletRow, handlers.putWalletRow);
  serve(app, routes.deleteWalletRow, handlers.deleteWalletRow);
}
