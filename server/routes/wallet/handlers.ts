import { deleteHandler, pullHandler, putHandler } from '../../sync/sync-handlers';
import { oneRowPerProgram, WALLET } from '../../wallet/wallet-sync';
import { walletRowBody } from './routes';

/** Minhas milhas: the programmes held, synced with the device like every synced table. */
export const pullWallet = pullHandler(WALLET);
export const putWalletRow = putHandler(WALLET, walletRowBody, () => oneRowPerProgram);
export const deleteWalletRow = deleteHandler(WALLET);
