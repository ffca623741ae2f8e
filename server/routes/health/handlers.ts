import * as ops from '@core/contract/health';
import { pingDb } from '../../db/client';
import { type OperationHandler, sendOtherReply, sendReply } from '../../openapi/contract';

/** Liveness for load balancers and the e2e runner: answers only when the database does. */
export const health: OperationHandler<typeof ops.health> = async (c) => {
  try {
    await pingDb(c.var.deps.db);
    return sendReply(c, ops.health, { ok: true });
  } catch {
    return sendOtherReply(c, ops.health, 503, { ok: false, error: 'Banco de dados indisponível.' });
  }
};
