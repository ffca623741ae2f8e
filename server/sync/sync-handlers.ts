import type { Context, Handler } from 'hono';
import { pullQuerySchema } from '@core/schemas/sync';
import { uuidSchema } from '@core/schemas/ids';
import { z } from '@core/schemas/zod-locale';
import type { AppEnv } from '../app-env';
import { currentAuth } from '../auth/guards';
import { AppError } from '../http/errors';
import { parseWith, readJson, readQuery } from '../http/validate';
import { pullChanges, type SyncTable, tombstoneRow, upsertRow, type WriteGuard } from './sync-table';

/**
 * The handlers every table synced with the device shares (saved flights, price alerts, notifications, the
 * wallet, bonus alerts): pull changes since a cursor, write one row idempotently, delete one row as a synced
 * tombstone. Each resource's routes are declared in its own server/routes/<resource>/routes.ts.
 */

const NOT_FOUND = 'Item não encontrado.';
const idParam = z.object({ id: uuidSchema });

/** GET ?updated_since=<cursor>: the caller's changes to one synced table, in change order. */
export function pullHandler<S extends z.ZodType>(spec: SyncTable<S>): Handler<AppEnv> {
  return async (c) => {
    const { updated_since } = readQuery(c, pullQuerySchema);
    return c.json(await pullChanges(c.var.deps.db, spec, currentAuth(c).user.id, updated_since), 200);
  };
}

/** PUT /:id: an idempotent upsert of the caller's row (an older write than the stored row is kept, not applied). */
export function putHandler<S extends z.ZodType>(
  spec: SyncTable<S>,
  schema: z.ZodType<{ id: string }>,
  guard?: (c: Context<AppEnv>) => WriteGuard,
): Handler<AppEnv> {
  return async (c) => {
    const { id } = parseWith(idParam, c.req.param());
    const body = await readJson(c, schema);
    if (body.id !== id) throw new AppError(400, 'O id do corpo difere do id do endereço.', undefined, 'id_mismatch');
    const result = await upsertRow(c.var.deps.db, spec, currentAuth(c).user.id, id, body, guard?.(c));
    if (result.kind === 'not_found') throw new AppError(404, NOT_FOUND, undefined, 'not_found');
    return c.json({ success: true, applied: result.kind === 'applied', item: result.item }, 200);
  };
}

/** DELETE /:id: the caller's row becomes a tombstone that the other devices pull. */
export function deleteHandler<S extends z.ZodType>(spec: SyncTable<S>): Handler<AppEnv> {
  return async (c) => {
    const { id } = parseWith(idParam, c.req.param());
    const item = await tombstoneRow(c.var.deps.db, spec, currentAuth(c).user.id, id);
    if (!item) throw new AppError(404, NOT_FOUND, undefined, 'not_found');
    return c.json({ success: true, item }, 200);
  };
}
