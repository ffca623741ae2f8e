import * as ops from '@core/contract/sync';
import { LOTS_FULL } from '@core/schemas/wallet-lots';
import { errorReply } from '../../openapi/contract';
import { syncedRoutes } from '../../openapi/synced-routes';

const routes = syncedRoutes({
  ops: { pull: ops.pullWalletLots, put: ops.putWalletLot, remove: ops.deleteWalletLot },
  plural: 'lotes com validade',
  putReplies: { 409: errorReply(LOTS_FULL) },
});

export const pullWalletLots = routes.pull;
export const putWalletLot = routes.put;
export const deleteWalletLot = routes.remove;
