import { SYNCED_ROWS } from '@core/sync/rows';
import { errorReply } from '../../openapi/contract';
import { syncedRoutes } from '../../openapi/synced-routes';

export const walletRowBody = SYNCED_ROWS.wallet.body;

const routes = syncedRoutes({
  table: 'wallet',
  plural: 'programas da carteira',
  idDescription: 'UUID do programa na carteira (v5 de usuário e programa).',
  putReplies: { 409: errorReply('Este programa já está na carteira com outro id.') },
});

export const pullWallet = routes.pull;
export const putWalletRow = routes.put;
export const deleteWalletRow = routes.remove;
