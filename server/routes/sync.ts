import { type Context, type Handler, Hono } from 'hono';
import { pullQuerySchema, priceAlertSchema, savedFlightSchema } from '@core/schemas/sync';
import { uuidSchema } from '@core/schemas/ids';
import { z } from '@core/schemas/zod-locale';
import type { AppEnv } from '../app-env';
import { currentAuth, requireActiveSubscription } from '../auth/guards';
import { AppError } from '../http/errors';
import { parseWith, readJson, readQuery } from '../http/validate';
import { limitActiveAlerts } from '../alerts/alert-limits';
import {
  PRICE_ALERTS,
  pullChanges,
  SAVED_FLIGHTS,
  type SyncTable,
  tombstoneRow,
  upsertRow,
  type WriteGuard,
} from '../sync/sync-table';

const NOT_FOUND = 'Item não encontrado.';
const idParam = z.object({ id: uuidSchema });

/** GET ?updated_since=<cursor>: the caller's changes to one synced table, in change order. */
export function pullHandler<S extends z.ZodType>(spec: SyncTable<S>): Handler<AppEnv> {
  return async (c) => {
    const { updated_since } = readQuery(c, pullQuerySchema);
    return c.json(await pullChanges(c.var.deps.db, spec, currentAuth(c).user.id, updated_since), 200);
  };
}

/** GET ?updated_since, PUT /:id (idempotent upsert), DELETE /:id (tombstone) for one synced table. */
function syncedResource<S extends z.ZodType>(
  spec: SyncTable<S>,
  schema: typeof savedFlightSchema | typeof priceAlertSchema,
  guard?: (c: Context<AppEnv>) => WriteGuard,
) {
  const r = new Hono<AppEnv>();
  r.use('*', requireActiveSubscription);

  r.get('/', pullHandler(spec));

  r.put('/:id', async (c) => {
    const { id } = parseWith(idParam, c.req.param());
    const body = await readJson(c, schema);
    if (body.id !== id) throw new AppError(400, 'O id do corpo difere do id do endereço.', undefined, 'id_mismatch');
    const result = await upsertRow(c.var.deps.db, spec, currentAuth(c).user.id, id, body, guard?.(c));
    if (result.kind === 'not_found') throw new AppError(404, NOT_FOUND, undefined, 'not_found');
    return c.json({ success: true, applied: result.kind === 'applied', item: result.item }, 200);
  });

  r.delete('/:id', async (c) => {
    const { id } = parseWith(idParam, c.req.param());
    const item = await tombstoneRow(c.var.deps.db, spec, currentAuth(c).user.id, id);
    if (!item) throw new AppError(404, NOT_FOUND, undefined, 'not_found');
    return c.json({ success: true, item }, 200);
  });

  return r;
}

export function savedFlightRoutes() {
  return syncedResource(SAVED_FLIGHTS, savedFlightSchema);
}

export function priceAlertRoutes() {
  return syncedResource(PRICE_ALERTS, priceAlertSchema, (c) =>
    limitActiveAlerts(c.var.deps.config.ALERT_MAX_ACTIVE_PER_ACCOUNT),
  );
}
