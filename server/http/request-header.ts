import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';

/** HTTP's optional whitespace, which a web Headers strips from both ends of a value. */
const OWS = /^[\t ]+|[\t ]+$/g;

/**
 * One request header (`name` in lower case), the same as c.req.header(name): every value of a repeated header
 * joined by ', ', undefined when absent. Under @hono/node-server it is read from Node's own request: the first
 * c.req.header() builds and validates a web Headers of every header, ~20 µs of every API call (bench:search) and
 * more code for the JIT to compile under a burst. Elsewhere (tests' app.request, the /ws upgrade, whose headers
 * @hono/node-ws has already copied into a web Request) it is c.req.header.
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const env = c.env as { incoming?: IncomingMessage; outgoing?: ServerResponse } | undefined;
  if (!env?.incoming || !env.outgoing) return c.req.header(name);
  const raw = env.incoming.rawHeaders;
  let value: string | undefined;
  for (let i = 0; i < raw.length; i += 2) {
    const key = raw[i] ?? '';
    if (key.length !== name.length || key.toLowerCase() !== name) continue;
    const one = (raw[i + 1] ?? '').replace(OWS, '');
    value = value === undefined ? one : `${value}, ${one}`;
  }
  return value;
}
