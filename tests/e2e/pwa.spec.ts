import { expect, test } from '@playwright/test';
import { createSubscriber, signInByApi } from './helpers';

test.describe('installable PWA', () => {
  test('serves the manifest and the service worker uncached, with installable fields', async ({ request }) => {
    const manifestRes = await request.get('/manifest.webmanifest');
    expect(manifestRes.status()).toBe(200);
    expect(manifestRes.headers()['cache-control']).toBe('no-cache');
    expect(manifestRes.headers()['content-type']).toContain('application/manifest+json');
    const manifest = await manifestRes.json();
    expect(manifest).toMatchObject({
      name: 'Bússola das Passagens',
      lang: 'pt-BR',
      start_url: '/',
      display: 'standalone',
    });
    const sizes = manifest.icons.map((i: { sizes: string; purpose?: string }) => `${i.sizes}:${i.purpose ?? 'any'}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192:any', '512x512:any', '512x512:maskable']));
    expect(manifest.shortcuts.map((s: { url: string }) => s.url)).toEqual(expect.arrayContaining(['/', '/favoritos']));
    for (const icon of manifest.icons as { src: string }[]) {
      const res = await request.get(icon.src);
      expect(res.status(), icon.src).toBe(200);
      expect(res.headers()['content-type']).toBe('image/png');
    }

    const sw = await request.get('/sw.js');
    expect(sw.status()).toBe(200);
    expect(sw.headers()['cache-control']).toBe('no-cache');
  });

  test('hashed assets are immutable', async ({ page, request }) => {
    const user = await createSubscriber(request);
    await signInByApi(page, user);
    const assets: { url: string; cacheControl: string | undefined }[] = [];
    page.on('response', (res) => {
      if (res.url().includes('/assets/')) assets.push({ url: res.url(), cacheControl: res.headers()['cache-control'] });
    });
    await page.goto('/ajuda');
    await expect(page.getByRole('heading', { name: 'Central de Ajuda', level: 1 })).toBeVisible();
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) expect(asset.cacheControl, asset.url).toBe('public, max-age=31536000, immutable');
  });

  test('after one visit the shell and /ajuda reload with the network off', async ({ page, context, request }) => {
    const user = await createSubscriber(request);
    await signInByApi(page, user);
    await page.goto('/ajuda');
    await expect(page.getByRole('heading', { name: 'Central de Ajuda', level: 1 })).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.evaluate(() => navigator.serviceWorker.ready);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Central de Ajuda', level: 1 })).toBeVisible();
    await page
      .getByRole('searchbox')
      .or(page.getByRole('textbox', { name: /Buscar/ }))
      .first()
      .fill('senha');
    await expect(page.getByRole('link', { name: /esqueci|recuper|redefin/i }).first()).toBeVisible();

    // Another screen, never visited, still loads from the precache.
    await page.goto('/hubs-aeroportos');
    await expect(page.getByRole('tab', { name: 'Hubs Internacionais' })).toBeVisible();
    await page.goto('/pagina-inexistente');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await context.setOffline(false);
  });
});
