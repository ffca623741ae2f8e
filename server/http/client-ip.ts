import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../app';

/** The caller's address: the socket's, or X-Forwarded-For's first hop when TRUST_PROXY=true. */
export function clientIp(c: Context<AppEnv>): string {
  if (c.var.deps.config.TRUST_PROXY) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'desconhecido';
  } catch {
    // app.request() in tests has no socket.
    return 'desconhecido';
  }
}
