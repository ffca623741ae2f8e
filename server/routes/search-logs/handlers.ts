import { sendSearchLogs } from '@core/contract/sync';
import { currentAuth } from '../../auth/guards';
import { type OperationHandler, readBody, sendReply } from '../../openapi/contract';
import { insertSearchLogs } from '../../sync/search-logs';

/** A batch from the device, each once (by its UUID). */
export const sendBatch: OperationHandler<typeof sendSearchLogs> = async (c) => {
  const { items } = await readBody(c, sendSearchLogs);
  const inserted = await insertSearchLogs(c.var.deps.db, currentAuth(c).user.id, items);
  return sendReply(c, sendSearchLogs, { success: true, inserted });
};
