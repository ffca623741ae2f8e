import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';

/**
 * The caller's address: the socket's, or, when TRUST_PROXY=true, the last X-Forwarded-For entry,
 * the one our own proxy appended. Earlier entries come from the client and could be forged to
 * dodge the per-address limits.
 */
export function clientIp(c: Context<AppEnv>): string {
  if (c.get('deps').config.TRUST_PROXY) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'desconhecido';
  } catch {
    // app.request() in tests has no socket.
    return 'desconhecido';
  }
}
