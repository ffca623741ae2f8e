import * as ops from '@core/contract/sync';
import { deleteHandler, pullHandler, putHandler } from '../../sync/sync-handlers';
import { oneRowPerProgram, WALLET } from '../../wallet/wallet-sync';

/** Minhas milhas: the programmes held, synced with the device like every synced table. */
export const pullWallet = pullHandler(WALLET, ops.pullWallet);
export const putWalletRow = putHandler(WALLET, ops.putWalletRow, () => oneRowPerProgram);
export const deleteWalletRow = deleteHandler(WALLET, ops.deleteWalletRow);
