import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { writeBuiltClient } from '../helpers/built-client';
import { createTestApp } from '../helpers/test-app';
import { createTestDb } from '../helpers/test-db';

// The built PWA as the server hands it out: cache headers, the shell for client routes, a first visit's preloads.

let db: Db;
let clientDir: string;
let app: ReturnType<typeof createTestApp>['app'];

beforeAll(async () => {
  db = await createTestDb();
  clientDir = await writeBuiltClient();
  app = createTestApp(db, { clientDir }).app;
});
afterAll(async () => {
  await db.close();
  await rm(clientDir, { recursive: true, force: true });
});

describe('serving the PWA', () => {
  it('serves index.html, sw.js and the manifest as no-cache, hashed assets as immutable', async () => {
    const index = await app.request('/');
    expect(index.status).toBe(200);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(index.headers.get('content-type')).toContain('text/html');

    const sw = await app.request('/sw.js');
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(sw.headers.get('content-type')).toContain('text/javascript');

    const manifest = await app.request('/manifest.webmanifest');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json');

    const asset = await app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('gzip');
  });

  it('falls back to the shell for client routes, but not for missing files', async () => {
    const route = await app.request('/hubs-aeroportos');
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<div id="root">');
    expect((await app.request('/rota/que/nao/existe')).status).toBe(200);
    expect((await app.request('/assets/missing-123.js')).status).toBe(404);
  });

  it("names a first visit's screen chunks in its HTML, and only there", async () => {
    const login = await (await app.request('/login')).text();
    expect(login).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/login-page-abc.js"><link rel="modulepreload" crossorigin href="/assets/card-def.js"></head>',
    );
    // The service worker's copy serves every later visit: one HTML for every path.
    expect(await (await app.request('/index.html')).text()).not.toContain('modulepreload');
    expect(await (await app.request('/hubs-aeroportos')).text()).not.toContain('modulepreload');
    const first = await app.request('/login');
    const again = await app.request('/login', { headers: { 'if-none-match': first.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });

  it('never serves files outside the client folder', async () => {
    for (const url of ['/../package.json', '/%2e%2e/package.json', '/assets/..%2f..%2fpackage.json']) {
      const res = await app.request(url);
      expect(await res.text(), url).not.toContain('"name"');
    }
  });

  it('answers a matching ETag with 304', async () => {
    const first = await app.request('/sw.js');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const second = await app.request('/sw.js', { headers: { 'if-none-match': etag ?? '' } });
    expect(second.status).toBe(304);
  });
});
