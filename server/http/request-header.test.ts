import type { IncomingMessage, ServerResponse } from 'node:http';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { requestHeader } from './request-header';

/** The header as requestHeader reads it from Node's request, and as c.req.header reads the same request. */
async function readBoth(rawHeaders: string[], name: string) {
  const app = new Hono();
  let fromNode: string | undefined;
  let fromHono: string | undefined;
  app.get('/', (c) => {
    fromNode = requestHeader(c, name);
    return c.body(null, 204);
  });
  const incoming = { rawHeaders } as unknown as IncomingMessage;
  await app.request('/', {}, { incoming, outgoing: {} as ServerResponse });
  const headers = new Headers();
  for (let i = 0; i < rawHeaders.length; i += 2) headers.append(rawHeaders[i] ?? '', rawHeaders[i + 1] ?? '');
  const probe = new Hono().get('/', (c) => {
    fromHono = c.req.header(name);
    return c.body(null, 204);
  });
  await probe.request('/', { headers });
  return { fromNode, fromHono };
}

describe('requestHeader', () => {
  it('reads a header the way c.req.header does: either case, repeated values joined, edges trimmed, absent undefined', async () => {
    const raw = ['Content-Type', 'application/json', 'X-Tag', ' a ', 'x-tag', 'b\t', 'Authorization', 'Bearer t'];
    for (const name of ['content-type', 'x-tag', 'authorization', 'cookie']) {
      const { fromNode, fromHono } = await readBoth(raw, name);
      expect(fromNode).toBe(fromHono);
    }
    expect((await readBoth(raw, 'x-tag')).fromNode).toBe('a, b');
  });

  it('falls back to c.req.header without Node objects (app.request in tests)', async () => {
    const app = new Hono().get('/', (c) => c.text(requestHeader(c, 'x-tag') ?? 'none'));
    expect(await (await app.request('/', { headers: { 'X-Tag': 'sim' } })).text()).toBe('sim');
    expect(await (await app.request('/')).text()).toBe('none');
  });
});
