import type { Context } from 'hono';
import type { Operation, ReplyInputOf } from '@core/contract/operation';
import type { idParamsSchema } from '@core/schemas/ids';
import type { pullQuerySchema } from '@core/schemas/sync';
import type { z } from '@core/schemas/zod-locale';
import type { AppEnv } from '../app-env';
import { currentAuth } from '../auth/guards';
import { AppError } from '../http/errors';
import { type OperationHandler, readBody, readParams, readQueryOf, sendReply } from '../openapi/contract';
import { type DeleteGuard, pullChanges, type SyncTable, tombstoneRow, upsertRow, type WriteGuard } from './sync-table';

/**
 * The handlers every table synced with the device shares (saved flights, price alerts, notifications, the
 * wallet, bonus alerts, the household): pull changes since a cursor, write one row idempotently, delete one row as a synced
 * tombstone. Each is the handler of the table's operation in core/contract/sync.ts; the replies are that
 * operation's, built from the same row schema as the table (core/sync/rows.ts), which the casts below rely on.
 */

const NOT_FOUND = 'Item não encontrado.';

type PullOperation = Operation & { readonly query: typeof pullQuerySchema };
type WriteOperation = Operation & { readonly params: typeof idParamsSchema; readonly body: z.ZodType<{ id: string }> };
type DeleteOperation = Operation & { readonly params: typeof idParamsSchema };

/** GET ?updated_since=<cursor>: the caller's changes to one synced table, in change order. */
export function pullHandler<S extends z.ZodType, O extends PullOperation>(
  spec: SyncTable<S>,
  op: O,
): OperationHandler<O> {
  return async (c) => {
    const { updated_since } = readQueryOf(c, op);
    const changes = await pullChanges(c.var.deps.db, spec, currentAuth(c).user.id, updated_since);
    return sendReply(c, op, changes as ReplyInputOf<O>);
  };
}

/** PUT /:id: an idempotent upsert of the caller's row (an older write than the stored row is kept, not applied). */
export function putHandler<S extends z.ZodType, O extends WriteOperation>(
  spec: SyncTable<S>,
  op: O,
  guard?: (c: Context<AppEnv>) => WriteGuard,
): OperationHandler<O> {
  return async (c) => {
    const { id } = readParams(c, op);
    const body = await readBody(c, op);
    if (body.id !== id) throw new AppError(400, 'O id do corpo difere do id do endereço.', undefined, 'id_mismatch');
    const result = await upsertRow(c.var.deps.db, spec, currentAuth(c).user.id, id, body, guard?.(c));
    if (result.kind === 'not_found') throw new AppError(404, NOT_FOUND, undefined, 'not_found');
    const reply = { success: true, applied: result.kind === 'applied', item: result.item };
    return sendReply(c, op, reply as ReplyInputOf<O>);
  };
}

/** DELETE /:id: the caller's row becomes a tombstone that the other devices pull. */
export function deleteHandler<S extends z.ZodType, O extends DeleteOperation>(
  spec: SyncTable<S>,
  op: O,
  guard?: DeleteGuard,
): OperationHandler<O> {
  return async (c) => {
    const { id } = readParams(c, op);
    const item = await tombstoneRow(c.var.deps.db, spec, currentAuth(c).user.id, id, guard);
    if (!item) throw new AppError(404, NOT_FOUND, undefined, 'not_found');
    return sendReply(c, op, { success: true, item } as ReplyInputOf<O>);
  };
}
