import type { Handler } from 'hono';
import type { AppEnv } from '../../app-env';
import { currentAuth } from '../../auth/guards';
import { readJson } from '../../http/validate';
import { insertSearchLogs } from '../../sync/search-logs';
import { batchBody } from './routes';

/** A batch from the device, each once (by its UUID). */
export const sendBatch: Handler<AppEnv> = async (c) => {
  const { items } = await readJson(c, batchBody);
  const inserted = await insertSearchLogs(c.var.deps.db, currentAuth(c).user.id, items);
  return c.json({ success: true, inserted }, 200);
};
