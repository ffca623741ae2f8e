import * as ops from '@core/contract/sync';
import { deleteHandler, pullHandler, putHandler } from '../../sync/sync-handlers';
import { BONUS_ALERTS } from '../../wallet/wallet-sync';

/** Transfer-bonus alerts, synced with the device; the alert job delivers them (server/wallet/bonus-alerts.ts). */
export const pullBonusAlerts = pullHandler(BONUS_ALERTS, ops.pullBonusAlerts);
export const putBonusAlert = putHandler(BONUS_ALERTS, ops.putBonusAlert);
export const deleteBonusAlert = deleteHandler(BONUS_ALERTS, ops.deleteBonusAlert);
