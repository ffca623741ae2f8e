import type { Handler } from 'hono';
import type { AppEnv } from '../../app-env';
import { pingDb } from '../../db/client';

/** Liveness for load balancers and the e2e runner: answers only when the database does. */
export const health: Handler<AppEnv> = async (c) => {
  try {
    await pingDb(c.var.deps.db);
    return c.json({ ok: true }, 200);
  } catch {
    return c.json({ ok: false, error: 'Banco de dados indisponível.' }, 503);
  }
};
