import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../helpers/setup-test-app';

// The built PWA as the server hands it out: cache headers, the shell for client routes, a first visit's preloads.

const t = setupTestApp({ builtClient: true });

describe('serving the PWA', () => {
  it('serves index.html, sw.js and the manifest as no-cache, hashed assets as immutable', async () => {
    const index = await t.app.request('/');
    expect(index.status).toBe(200);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(index.headers.get('content-type')).toContain('text/html');

    const sw = await t.app.request('/sw.js');
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(sw.headers.get('content-type')).toContain('text/javascript');

    const manifest = await t.app.request('/manifest.webmanifest');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json');

    const asset = await t.app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('gzip');
  });

  it('falls back to the shell for client routes, but not for missing files', async () => {
    const route = await t.app.request('/hubs-aeroportos');
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<div id="root">');
    expect((await t.app.request('/rota/que/nao/existe')).status).toBe(200);
    expect((await t.app.request('/assets/missing-123.js')).status).toBe(404);
  });

  it("names a first visit's screen chunks in its HTML, and only there", async () => {
    const login = await (await t.app.request('/login')).text();
    expect(login).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/login-page-abc.js"><link rel="modulepreload" crossorigin href="/assets/card-def.js"></head>',
    );
    // The service worker's copy serves every later visit: one HTML for every path.
    expect(await (await t.app.request('/index.html')).text()).not.toContain('modulepreload');
    expect(await (await t.app.request('/hubs-aeroportos')).text()).not.toContain('modulepreload');
    const first = await t.app.request('/login');
    const again = await t.app.request('/login', { headers: { 'if-none-match': first.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });

  it('sends a public screen built as static HTML to its path, and the shell everywhere else', async () => {
    const plans = await t.app.request('/assinar');
    expect(plans.status).toBe(200);
    expect(plans.headers.get('cache-control')).toBe('no-cache');
    expect(await plans.text()).toContain('<div id="root" data-first-paint=""><h1>Assine</h1>');
    expect(await (await t.app.request('/assinar/outra')).text()).toContain('<div id="root"></div>');
    expect(await (await t.app.request('/ajuda')).text()).toContain('<div id="root"></div>');
  });

  it('never serves files outside the client folder', async () => {
    for (const url of ['/../package.json', '/%2e%2e/package.json', '/assets/..%2f..%2fpackage.json']) {
      const res = await t.app.request(url);
      expect(await res.text(), url).not.toContain('"name"');
    }
  });

  it('answers a matching ETag with 304', async () => {
    const first = await t.app.request('/sw.js');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const second = await t.app.request('/sw.js', { headers: { 'if-none-match': etag ?? '' } });
    expect(second.status).toBe(304);
  });
});

describe('serving the PWA with Supabase Auth configured', () => {
  const withSupabase = setupTestApp({
    builtClient: true,
    env: { SUPABASE_URL: 'https://projeto.supabase.co', SUPABASE_ANON_KEY: 'chave-anonima-de-teste-com-20-letras' },
  });

  it('sends the shell, not the static first paints: those show the sign-in without Supabase', async () => {
    expect(await (await withSupabase.app.request('/assinar')).text()).toContain('<div id="root"></div>');
  });
});
