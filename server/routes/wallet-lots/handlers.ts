import * as ops from '@core/contract/sync';
import { deleteHandler, pullHandler, putHandler } from '../../sync/sync-handlers';
import { lotWrite, WALLET_LOTS } from '../../wallet/wallet-lots-sync';

/** The wallet's lots by expiry date, synced with the device like every synced table. */
export const pullWalletLots = pullHandler(WALLET_LOTS, ops.pullWalletLots);
export const putWalletLot = putHandler(WALLET_LOTS, ops.putWalletLot, () => lotWrite);
export const deleteWalletLot = deleteHandler(WALLET_LOTS, ops.deleteWalletLot);
