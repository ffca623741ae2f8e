import { expect, test } from '@playwright/test';
import { createSubscriber, signInByApi, waitForServiceWorkerControl } from './helpers';

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
    // Chrome's richer install dialog needs a narrow and a wide screenshot, each the size it declares.
    const screenshots = manifest.screenshots as { src: string; sizes: string; form_factor: string }[];
    expect(screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
    for (const shot of screenshots) {
      const res = await request.get(shot.src);
      expect(res.status(), shot.src).toBe(200);
      expect(res.headers()['content-type']).toBe('image/png');
      const png = await res.body();
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, shot.src).toBe(shot.sizes);
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
    await waitForServiceWorkerControl(page);
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

  test("a new service worker version: 'Nova versão disponível', then 'Atualizar' reloads into it", async ({
    page,
    request,
  }) => {
    const user = await createSubscriber(request);
    await signInByApi(page, user, '/ajuda');
    await expect(page.getByRole('heading', { name: 'Central de Ajuda', level: 1 })).toBeVisible();
    await waitForServiceWorkerControl(page);

    // Yesterday's deploy: the device runs an older worker. (A byte-changed /sw.js cannot be served to the
    // browser's update check here: page.route, context.route and a browser-wide DevTools Fetch never see that
    // request, all three tried. A worker under another script URL is, to the browser, simply another version.)
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.register('/sw.js?versao=anterior', { scope: '/' });
      const older =
        registration.waiting ??
        (await new Promise<ServiceWorker>((resolve) => {
          const watch = (worker: ServiceWorker) =>
            worker.addEventListener('statechange', () => worker.state === 'installed' && resolve(worker));
          if (registration.installing) watch(registration.installing);
          else
            registration.addEventListener(
              'updatefound',
              () => registration.installing && watch(registration.installing),
            );
        }));
      const switched = new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
      older.postMessage({ type: 'SKIP_WAITING' });
      await switched;
    });
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toContain('versao=anterior');

    // Today's deploy: the app, opened again, registers /sw.js, which installs beside the running one and waits.
    await page.reload();
    await page.evaluate(() => {
      (window as Window & { beforeUpdate?: boolean }).beforeUpdate = true;
    });
    const prompt = page.getByRole('status').filter({ hasText: 'Nova versão disponível' });
    await expect(prompt).toBeVisible();
    const waiting = await page.evaluate(async () => {
      const worker = (await navigator.serviceWorker.getRegistration())?.waiting;
      return {
        state: worker?.state,
        url: worker && new URL(worker.scriptURL).pathname + new URL(worker.scriptURL).search,
      };
    });
    expect(waiting).toEqual({ state: 'installed', url: '/sw.js' });

    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Atualizar' }).click()]);
    // A fresh page (the marker is gone) under the new worker; nothing waits any more, so no prompt.
    await expect(page.getByRole('heading', { name: 'Central de Ajuda', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as Window & { beforeUpdate?: boolean }).beforeUpdate)).toBeUndefined();
    const after = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const controller = navigator.serviceWorker.controller?.scriptURL;
      return {
        waiting: registration.waiting?.scriptURL ?? null,
        controller: controller && new URL(controller).pathname + new URL(controller).search,
      };
    });
    expect(after).toEqual({ waiting: null, controller: '/sw.js' });
    await expect(page.getByText('Nova versão disponível')).toHaveCount(0);
  });
});
