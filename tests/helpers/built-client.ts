import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A small stand-in for `dist/client` in a new temp folder (the caller removes it): the shell, one hashed asset,
 * the service worker, the manifest, and first-screens.json naming /login's chunks.
 */
export async function writeBuiltClient(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bussola-client-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><head></head><div id="root"></div>');
  await writeFile(
    path.join(dir, 'first-screens.json'),
    JSON.stringify({ '/login': ['/assets/login-page-abc.js', '/assets/card-def.js'] }),
  );
  await mkdir(path.join(dir, 'first-paint'));
  await writeFile(
    path.join(dir, 'first-paint', 'assinar.html'),
    '<!doctype html><head></head><div id="root" data-first-paint=""><h1>Assine</h1></div>',
  );
  await writeFile(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)'.repeat(200));
  await writeFile(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  await writeFile(path.join(dir, 'manifest.webmanifest'), '{"name":"Bússola das Passagens"}');
  return dir;
}
