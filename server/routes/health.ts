import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

/** Liveness for load balancers and the e2e runner: answers only when the database does. */
export function healthRoutes() {
  return new Hono<AppEnv>().get('/', async (c) => {
    try {
      await c.var.deps.db.query('SELECT 1');
      return c.json({ ok: true }, 200);
    } catch {
      return c.json({ ok: false, error: 'Banco de dados indisponível.' }, 503);
    }
  });
}
