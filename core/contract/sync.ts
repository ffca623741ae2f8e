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
import { SYNCED_TABLES, type SyncedTableName, type WritableTableName } from '../sync/tables';
import { operation } from './operation';

// The operations of the tables synced with the device (core/sync/tables.ts): a pull since a cursor for each, and
// for those the device writes an idempotent put and a tombstone delete. Path, body and row come from core/sync;
// the replies are built on their first parse (a synced screen's chunk should not build every table's schemas).

type Rows = typeof SYNCED_ROWS;
type PathOf<T extends SyncedTableName> = (typeof SYNCED_TABLES)[T]['path'];

function pull<T extends SyncedTableName>(table: T) {
  const row = SYNCED_ROWS[table].row as Rows[T]['row'];
  return operation({
    method: 'GET',
    path: SYNCED_TABLES[table].path as PathOf<T>,
    query: pullQuerySchema,
    reply: z.lazy(() => pullReplySchema(row)),
  });
}

function put<T extends WritableTableName>(table: T) {
  const { row, body } = SYNCED_ROWS[table] as Rows[T];
  return operation({
    method: 'PUT',
    path: `${SYNCED_TABLES[table].path}/{id}` as `${PathOf<T>}/{id}`,
    params: idParamsSchema,
    body: body as Rows[T]['body'],
    reply: z.lazy(() => putReplySchema(row)),
  });
}

function remove<T extends WritableTableName>(table: T) {
  const row = SYNCED_ROWS[table].row as Rows[T]['row'];
  return operation({
    method: 'DELETE',
    path: `${SYNCED_TABLES[table].path}/{id}` as `${PathOf<T>}/{id}`,
    params: idParamsSchema,
    reply: z.lazy(() => deleteReplySchema(row)),
  });
}

/** GET /api/saved-flights?updated_since, PUT and DELETE /api/saved-flights/{id}: Meus Voos Salvos. */
export const pullSavedFlights = pull('saved_flights');
export const putSavedFlight = put('saved_flights');
export const deleteSavedFlight = remove('saved_flights');

/** The price alerts (the server's observations ride along in pulls). */
export const pullPriceAlerts = pull('price_alerts');
export const putPriceAlert = put('price_alerts');
export const deletePriceAlert = remove('price_alerts');

/** Minhas milhas: one row per programme held. */
export const pullWallet = pull('wallet');
export const putWalletRow = put('wallet');
export const deleteWalletRow = remove('wallet');

/** "Avise quando houver bônus". */
export const pullBonusAlerts = pull('bonus_alerts');
export const putBonusAlert = put('bonus_alerts');
export const deleteBonusAlert = remove('bonus_alerts');

/** The in-app notifications: the server writes them, the device only pulls (and marks them read). */
export const pullNotifications = pull('notifications');

/** POST /api/search-logs: a batch of the device's search history, each item once (by its UUID). */
export const sendSearchLogs = operation({
  method: 'POST',
  path: '/api/search-logs',
  body: searchLogBatchSchema,
  reply: searchLogBatchReplySchema,
});
