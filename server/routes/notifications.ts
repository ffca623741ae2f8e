import { Hono } from 'hono';
import { uuidSchema } from '@core/schemas/ids';
import { z } from '@core/schemas/zod-locale';
import { alertJobStatus } from '../alerts/admin-status';
import { markNotificationRead } from '../alerts/notification-store';
import type { AppEnv } from '../app-env';
import { currentAuth, requireActiveSubscription, requireAdmin } from '../auth/guards';
import { AppError } from '../http/errors';
import { parseWith } from '../http/validate';
import { NOTIFICATIONS } from '../sync/sync-table';
import { pullHandler } from './sync';

const idParam = z.object({ id: uuidSchema });

/** GET /api/notifications?updated_since (pull, like saved flights) and PUT /:id/read (issue #13). */
export function notificationRoutes() {
  const r = new Hono<AppEnv>();
  r.use('*', requireActiveSubscription);

  r.get('/', pullHandler(NOTIFICATIONS));

  r.put('/:id/read', async (c) => {
    const { id } = parseWith(idParam, c.req.param());
    const item = await markNotificationRead(c.var.deps.db, currentAuth(c).user.id, id);
    if (!item) throw new AppError(404, 'Notificação não encontrada.', undefined, 'not_found');
    return c.json({ success: true, item }, 200);
  });

  return r;
}

/** GET /api/admin/alert-jobs: the alert job's last run and the alerts waiting (admin panel). */
export function alertJobAdminRoutes() {
  const r = new Hono<AppEnv>();
  r.get('/alert-jobs', requireAdmin, async (c) => c.json(await alertJobStatus(c.var.deps.db, c.var.deps.config), 200));
  return r;
}
