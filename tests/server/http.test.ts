import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from '../../core/schemas/zod-locale';
import { readBodyText, refuseLargeBodies } from '../../server/http/body';
import { createErrorHandler } from '../../server/http/errors';
import { readJson } from '../../server/http/validate';
import { createLogger } from '../../server/logger';
import { listen } from '../helpers/live-server';
import { setupTestApp } from '../helpers/setup-test-app';

const t = setupTestApp({ builtClient: true });

describe('API basics', () => {
  it('answers health with {ok:true}', async () => {
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('answers an unknown /api path with a 404 JSON, never the app shell', async () => {
    for (const [method, url] of [
      ['GET', '/api/anything-unknown'],
      ['POST', '/api/anything-unknown'],
      ['GET', '/api'],
      ['DELETE', '/api/health'],
    ] as const) {
      const res = await t.app.request(url, { method });
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(await res.json()).toEqual({ success: false, error: 'Rota não encontrada.' });
    }
  });

  it('sends the security headers', async () => {
    const res = await t.app.request('/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('sends the same security headers over a real socket, on API replies, errors and the PWA', async () => {
    const live = await listen(t.built);
    const security = async (res: Response) => {
      await res.arrayBuffer(); // a reply left unread keeps its connection busy, and close() waiting
      return [...res.headers].filter(([name]) => /policy|^x-|^cross-origin|^strict-transport|^origin-agent/.test(name));
    };
    try {
      for (const url of ['/api/health', '/api/nada', '/', '/assets/index-abc123.js']) {
        const expected = await security(await t.app.request(url));
        expect(expected.length, url).toBeGreaterThan(5);
        expect(await security(await fetch(`${live.origin}${url}`)), url).toEqual(expected);
      }
    } finally {
      await live.close();
    }
  });
});

describe('JSON bodies and errors', () => {
  const log = createLogger('silent');
  const probe = new Hono();
  probe.onError(createErrorHandler(log));
  probe.post('/echo', async (c) => c.json(await readJson(c, z.object({ origin: z.string().length(3) })), 200));
  probe.get('/boom', () => {
    throw new Error('segredo interno em /etc/passwd');
  });

  const post = (body: string, type = 'application/json') =>
    probe.request('/echo', { method: 'POST', body, headers: { 'content-type': type } });

  it('rejects malformed JSON with a pt-BR 400', async () => {
    const res = await post('{"origin": ');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, error: 'JSON malformado no corpo da requisição.' });
  });

  it('rejects a body that is not JSON with 415', async () => {
    const res = await post('origin=GRU', 'application/x-www-form-urlencoded');
    expect(res.status).toBe(415);
  });

  it('lists the zod issues in pt-BR', async () => {
    const res = await post('{"origin":"GRUX"}');
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; issues: { path: string; message: string }[] };
    expect(body.issues[0]?.path).toBe('origin');
    expect(body.issues[0]?.message).not.toMatch(/Grande demais|esperado/);
    expect(body.error).toBe(body.issues[0]?.message);
  });

  it('hides internals of an unexpected error behind a 500', async () => {
    const res = await probe.request('/boom');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('segredo');
    expect(text).not.toContain('/etc/passwd');
    expect(JSON.parse(text)).toEqual({
      success: false,
      error: 'Erro interno do servidor. Tente novamente em instantes.',
    });
  });

  it('refuses bodies declared over 1 MB on any /api path with 413, before the route', async () => {
    const res = await t.app.request('/api/health', {
      method: 'POST',
      body: 'x'.repeat(1024 * 1024 + 10),
      headers: { 'content-type': 'application/json', 'content-length': String(1024 * 1024 + 10) },
    });
    expect(res.status).toBe(413);
  });
});

describe('request bodies over a real socket (read from Node, not through a web Request)', () => {
  const log = createLogger('silent');
  const probe = new Hono();
  const outcomes: string[] = [];
  let startedReading = () => {};
  let recorded = () => {};
  const record = (outcome: string) => {
    outcomes.push(outcome);
    recorded();
  };
  probe.onError(createErrorHandler(log));
  probe.use('*', refuseLargeBodies);
  probe.post('/echo', async (c) => c.json(await readJson(c, z.object({ city: z.string() })), 200));
  probe.post('/watch', async (c) => {
    startedReading();
    try {
      record(`lido ${(await readBodyText(c)).length}`);
    } catch (err) {
      record(`recusado ${err instanceof Error ? err.message : String(err)}`);
      throw err;
    }
    return c.body(null, 204);
  });
  let server: ServerType;
  let port: number;

  beforeAll(async () => {
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: probe.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** A chunked POST (no Content-Length), written piece by piece; resolves with the reply and whether the server closed. */
  function chunkedPost(pathname: string, pieces: Buffer[]) {
    return new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
      const req = request({
        host: '127.0.0.1',
        port,
        path: pathname,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      });
      req.on('response', (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
      });
      req.on('error', reject);
      for (const piece of pieces) req.write(piece);
      req.end();
    });
  }

  it('reads a body sent in chunks, a character split across two of them', async () => {
    const bytes = Buffer.from(JSON.stringify({ city: 'São Paulo' }));
    const cut = bytes.indexOf(0xc3) + 1; // between the two bytes of 'ã'
    const reply = await chunkedPost('/echo', [bytes.subarray(0, cut), bytes.subarray(cut)]);
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body)).toEqual({ city: 'São Paulo' });
  });

  it('refuses a chunked body once it passes 1 MB, in pt-BR, and closes the connection', async () => {
    const piece = Buffer.alloc(64 * 1024, 'x');
    const reply = await chunkedPost(
      '/watch',
      Array.from({ length: 17 }, () => piece),
    );
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.body)).toEqual({
      success: false,
      error: 'O corpo da requisição é grande demais (máximo 1 MB).',
    });
    expect(reply.connection).toBe('close');
    expect(outcomes.at(-1)).toBe('recusado O corpo da requisição é grande demais (máximo 1 MB).');
  });

  it('refuses a declared length over 1 MB before reading anything', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/watch`, {
      method: 'POST',
      body: 'x'.repeat(1024 * 1024 + 1),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expect(outcomes.at(-1)).not.toMatch(/^lido/);
  });

  it('reads exactly 1 MB', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/watch`, { method: 'POST', body: 'x'.repeat(1024 * 1024) });
    expect(res.status).toBe(204);
    expect(outcomes.at(-1)).toBe(`lido ${1024 * 1024}`);
  });

  it('gives up on a body whose client went away half-way, without waiting forever', async () => {
    const before = outcomes.length;
    const started = new Promise<void>((resolve) => {
      startedReading = resolve;
    });
    // Waits for the handler's outcome itself (no polling deadline): a reader that never gives up meets the test's timeout.
    const gaveUp = new Promise<void>((resolve) => {
      recorded = resolve;
    });
    const req = request({ host: '127.0.0.1', port, path: '/watch', method: 'POST' });
    req.on('error', () => {});
    req.write('{"city": "Bel');
    await started;
    req.destroy();
    await gaveUp;
    expect(outcomes.length).toBe(before + 1);
    expect(outcomes.at(-1)).toBe('recusado A requisição foi interrompida antes do fim do corpo.');
  });
});
