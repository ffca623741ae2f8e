import { SYNCED_TABLES } from '@core/sync/tables';
import { requireActiveSubscription } from '../../auth/guards';
import { type Router, serve } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

/** The wallet's lots by expiry date (Minhas milhas, /familia), for subscribers, each owner their own. */
export function walletLotRoutes(app: Router) {
  app.use(`${SYNCED_TABLES.wallet_lots.path}/*`, requireActiveSubscription);
  serve(app, routes.pullWalletLots, handlers.pullWalletLots);
  serve(app, routes.putWalletLot, handlers.putWalletLot);
  serve(app, routes.deleteWalletLot, handlers.deleteWalletLot);
}
