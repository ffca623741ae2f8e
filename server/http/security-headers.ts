import type { ServerResponse } from 'node:http';
import { Hono, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { Config } from '../config';

/**
 * CSP without inline scripts (the built app has none). Inline styles stay allowed: Radix and
 * react-remove-scroll set them at run time. Same-origin WebSocket is covered by 'self'.
 */
const honoSecureHeaders = (config: Pick<Config, 'supabase'>, withCsp = true) =>
  secureHeaders({
    contentSecurityPolicy: withCsp
      ? {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          // The PWA talks to Supabase Auth itself when it is configured.
          connectSrc: ["'self'", ...(config.supabase ? [config.supabase.url] : [])],
          manifestSrc: ["'self'"],
          workerSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        }
      : undefined,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    // Cross-Origin-Opener-Policy same-origin would break nothing, but popups to checkout need 'same-origin-allow-popups'.
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });

/**
 * The headers above on every reply. Under @hono/node-server they are set on Node's response before the route runs
 * (Node merges them into the head; no route sets these): Hono's middleware sets them afterwards on a web Headers
 * object, which the server then copies back, ~60 µs per reply. Hono's middleware makes
 * the list once, on a probe, so both ways send the same headers; elsewhere (app.request in tests) it runs as is.
 */
export function securityHeaders(config: Pick<Config, 'supabase'>, ownCsp: readonly string[] = []): MiddlewareHandler {
  const withCsp = prepared(honoSecureHeaders(config));
  // A page that sets a CSP of its own (the API reference) gets every other header.
  const withoutCsp = prepared(honoSecureHeaders(config, false));
  return (c, next) => (ownCsp.includes(c.req.path) ? withoutCsp(c, next) : withCsp(c, next));
}

function prepared(viaHono: MiddlewareHandler): MiddlewareHandler {
  let list: Promise<[string, string][]> | null = null;
  // Once made, the list is used as is: awaiting the settled promise cost every reply a turn of the microtask queue.
  let made: [string, string][] | null = null;
  const headerList = async () => {
    const probe = new Hono().use(viaHono).get('/', (c) => c.body(null, 204));
    const sample = await probe.request('/');
    made = [...sample.headers].filter(([name]) => name !== 'content-type');
    return made;
  };
  return async (c, next) => {
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    if (!outgoing) return viaHono(c, next);
    list ??= headerList();
    for (const [name, value] of made ?? (await list)) outgoing.setHeader(name, value);
    return next();
  };
}
