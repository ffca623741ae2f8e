import { idParamsSchema } from '../schemas/ids';
import {
  deleteReplySchema,
  pullQuerySchema,
  pullReplySchema,
  putReplySchema,
  searchLogBatchReplySchema,
  searchLogBatchSchema,
} from '../schemas/sync';
import { z } from '../schemas/zod-locale';
import { SYNCED_ROWS } from '../sync/rows';
import { SYNCED_TABLES } from '../sync/tables';
import { operation } from './operation';

// The operations of the tables synced with the device (core/sync/tables.ts): a pull since a cursor for each, and
// for those the device writes an idempotent put and a tombstone delete. Path, body and row come from core/sync;
// the replies are built on their first parse (a synced screen's chunk should not build every table's schemas).

// The helpers take the path and the schemas themselves (not the table's name), so each operation's types are its
// own table's.

function pull<P extends string, R extends z.ZodType>(path: P, row: R) {
  return operation({ method: 'GET', path, query: pullQuerySchema, reply: z.lazy(() => pullReplySchema(row)) });
}

function put<P extends string, R extends z.ZodType, B extends z.ZodType>(path: P, row: R, body: B) {
  return operation({
    method: 'PUT',
    path: `${path}/{id}` as `${P}/{id}`,
    params: idParamsSchema,
    body,
    reply: z.lazy(() => putReplySchema(row)),
  });
}

function remove<P extends string, R extends z.ZodType>(path: P, row: R) {
  return operation({
    method: 'DELETE',
    path: `${path}/{id}` as `${P}/{id}`,
    params: idParamsSchema,
    reply: z.lazy(() => deleteReplySchema(row)),
  });
}

const { saved_flights, price_alerts, wallet, bonus_alerts, notifications, household_members, issuances, wallet_lots } =
  SYNCED_TABLES;

/** GET /api/saved-flights?updated_since, PUT and DELETE /api/saved-flights/{id}: Meus Voos Salvos. */
export const pullSavedFlights = pull(saved_flights.path, SYNCED_ROWS.saved_flights.row);
export const putSavedFlight = put(saved_flights.path, SYNCED_ROWS.saved_flights.row, SYNCED_ROWS.saved_flights.body);
export const deleteSavedFlight = remove(saved_flights.path, SYNCED_ROWS.saved_flights.row);

/** The price alerts (the server's observations ride along in pulls). */
export const pullPriceAlerts = pull(price_alerts.path, SYNCED_ROWS.price_alerts.row);
export const putPriceAlert = put(price_alerts.path, SYNCED_ROWS.price_alerts.row, SYNCED_ROWS.price_alerts.body);
export const deletePriceAlert = remove(price_alerts.path, SYNCED_ROWS.price_alerts.row);

/** Minhas milhas: one row per programme held. */
export const pullWallet = pull(wallet.path, SYNCED_ROWS.wallet.row);
export const putWalletRow = put(wallet.path, SYNCED_ROWS.wallet.row, SYNCED_ROWS.wallet.body);
export const deleteWalletRow = remove(wallet.path, SYNCED_ROWS.wallet.row);

/** "Avise quando houver bônus". */
export const pullBonusAlerts = pull(bonus_alerts.path, SYNCED_ROWS.bonus_alerts.row);
export const putBonusAlert = put(bonus_alerts.path, SYNCED_ROWS.bonus_alerts.row, SYNCED_ROWS.bonus_alerts.body);
export const deleteBonusAlert = remove(bonus_alerts.path, SYNCED_ROWS.bonus_alerts.row);

/** The in-app notifications: the server writes them, the device only pulls (and marks them read). */
export const pullNotifications = pull(notifications.path, SYNCED_ROWS.notifications.row);

/** The household (/familia): its members (the holder is not one) and the tickets issued with their accounts. */
export const pullHouseholdMembers = pull(household_members.path, SYNCED_ROWS.household_members.row);
export const putHouseholdMember = put(
  household_members.path,
  SYNCED_ROWS.household_members.row,
  SYNCED_ROWS.household_members.body,
);
export const deleteHouseholdMember = remove(household_members.path, SYNCED_ROWS.household_members.row);

export const pullIssuances = pull(issuances.path, SYNCED_ROWS.issuances.row);
export const putIssuance = put(issuances.path, SYNCED_ROWS.issuances.row, SYNCED_ROWS.issuances.body);
export const deleteIssuance = remove(issuances.path, SYNCED_ROWS.issuances.row);

/** Minhas milhas by expiry: the lots of each account's programmes, each with its last day. */
export const pullWalletLots = pull(wallet_lots.path, SYNCED_ROWS.wallet_lots.row);
export const putWalletLot = put(wallet_lots.path, SYNCED_ROWS.wallet_lots.row, SYNCED_ROWS.wallet_lots.body);
export const deleteWalletLot = remove(wallet_lots.path, SYNCED_ROWS.wallet_lots.row);

/** POST /api/search-logs: a batch of the device's search history, each item once (by its UUID). */
export const sendSearchLogs = operation({
  method: 'POST',
  path: '/api/search-logs',
  body: searchLogBatchSchema,
  reply: searchLogBatchReplySchema,
});
