import { deleteHandler, pullHandler, putHandler } from '../../sync/sync-handlers';
import { BONUS_ALERTS } from '../../wallet/wallet-sync';
import { bonusAlertBody } from './routes';

/** Transfer-bonus alerts, synced with the device; the alert job delivers them (server/wallet/bonus-alerts.ts). */
export const pullBonusAlerts = pullHandler(BONUS_ALERTS);
export const putBonusAlert = putHandler(BONUS_ALERTS, bonusAlertBody);
export const deleteBonusAlert = deleteHandler(BONUS_ALERTS);
