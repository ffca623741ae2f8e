import * as ops from '@core/contract/sync';
import { errorReply } from '../../openapi/contract';
import { syncedRoutes } from '../../openapi/synced-routes';

const routes = syncedRoutes({
  ops: { pull: ops.pullWallet, put: ops.putWalletRow, remove: ops.deleteWalletRow },
  plural: 'programas da carteira',
  putReplies: { 409: errorReply('Este programa já está na carteira com outro id.') },
});

export const pullWallet = routes.pull;
export const putWalletRow = routes.put;
export const deleteWalletRow = routes.remove;
