import * as ops from '@core/contract/notifications';
import { pullNotifications as pullOp } from '@core/contract/sync';
import { currentAuth } from '../../auth/guards';
import { AppError } from '../../http/errors';
import { markNotificationRead } from '../../notifications/in-app';
import { type OperationHandler, readParams, sendReply } from '../../openapi/contract';
import { pullHandler } from '../../sync/sync-handlers';
import { NOTIFICATIONS } from '../../sync/sync-table';

/** GET ?updated_since: pulled like saved flights. */
export const pullNotifications = pullHandler(NOTIFICATIONS, pullOp);

export const markRead: OperationHandler<typeof ops.markNotificationRead> = async (c) => {
  const { id } = readParams(c, ops.markNotificationRead);
  const item = await markNotificationRead(c.var.deps.db, currentAuth(c).user.id, id);
  if (!item) throw new AppError(404, 'Notificação não encontrada.', undefined, 'not_found');
  return sendReply(c, ops.markNotificationRead, { success: true, item });
};
