import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { AppError } from './errors';

/**
 * The one Origin rule, for every request a browser may send with our cookies on someone else's behalf
 * (cookie-authenticated writes, WebSocket upgrades): the Origin must be our public URL or the address the
 * request itself was sent to. The Host header is used for the latter because the WebSocket upgrade is
 * replayed into the app with a fixed base URL (@hono/node-ws), while a browser always sends the real Host.
 */
function isOwnOrigin(c: Context<AppEnv>, origin: string): boolean {
  const url = new URL(c.req.url);
  const host = c.req.header('host') ?? url.host;
  return origin === c.get('deps').config.publicUrl || origin === `${url.protocol}//${host}`;
}

/** Refuses (403 bad_origin) a request whose Origin is foreign, or missing when `required` (the default). */
export function requireOwnOrigin(c: Context<AppEnv>, { required = true } = {}): void {
  const origin = c.req.header('origin');
  if (origin === undefined ? required : !isOwnOrigin(c, origin)) {
    throw new AppError(403, 'Origem da requisição não permitida.', undefined, 'bad_origin');
  }
}
