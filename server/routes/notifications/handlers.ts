import type { Handler } from 'hono';
import { markNotificationRead } from '../../notifications/in-app';
import type { AppEnv } from '../../app-env';
import { currentAuth } from '../../auth/guards';
import { AppError } from '../../http/errors';
import { parseWith } from '../../http/validate';
import { NOTIFICATIONS } from '../../sync/sync-table';
import { pullHandler } from '../../sync/sync-handlers';
import { idParam } from './routes';

/** GET ?updated_since: pulled like saved flights. */
export const pullNotifications = pullHandler(NOTIFICATIONS);

export const markRead: Handler<AppEnv> = async (c) => {
  const { id } = parseWith(idParam, c.req.param());
  const item = await markNotificationRead(c.var.deps.db, currentAuth(c).user.id, id);
  if (!item) throw new AppError(404, 'Notificação não encontrada.', undefined, 'not_found');
  return c.json({ success: true, item }, 200);
};
