import { walletRowSchema } from '@core/schemas/wallet';
import { errorReply } from '../../openapi/contract';
import { syncedRoutes } from '../../openapi/synced-routes';

export const walletRowBody = walletRowSchema;

const routes = syncedRoutes({
  path: '/api/wallet',
  plural: 'programas da carteira',
  idDescription: 'UUID do programa na carteira (v5 de usuário e programa).',
  body: walletRowBody,
  row: walletRowSchema,
  putReplies: { 409: errorReply('Este programa já está na carteira com outro id.') },
});

export const pullWallet = routes.pull;
export const putWalletRow = routes.put;
export const deleteWalletRow = routes.remove;
