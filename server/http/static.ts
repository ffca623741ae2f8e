import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { firstPaintFile, loadFirstScreenPreloads } from './first-screen-preloads';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

// Vite puts content-hashed files under /assets/; everything else (index.html, sw.js, manifest) must revalidate.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

function isReserved(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/') || pathname === '/ws' || pathname.startsWith('/ws/');
}

/**
 * Serves the built PWA from `root`, with the SPA fallback: a path without a file extension that
 * matches no file gets index.html, or the public screen's static first paint when `firstPaints`. Never answers for
 * /api or /ws.
 */
export function serveClient(root: string, { firstPaints = true }: { firstPaints?: boolean } = {}): MiddlewareHandler {
  const base = path.resolve(root);
  const withPreloads = loadFirstScreenPreloads(base);
  return async (c, next) => {
    const method = c.req.method;
    if ((method !== 'GET' && method !== 'HEAD') || isReserved(c.req.path)) return next();

    let pathname: string;
    try {
      pathname = decodeURIComponent(c.req.path);
    } catch {
      return c.text('Caminho inválido', 400);
    }
    const candidate = path.join(base, path.normalize(pathname));
    if (candidate !== base && !candidate.startsWith(base + path.sep)) return c.text('Não encontrado', 404);

    const file = await findFile(candidate);
    if (file) return sendFile(c, file, pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
    if (path.extname(pathname) !== '') return c.text('Não encontrado', 404);

    // A public screen built as static HTML paints before its code runs; it names its own chunks.
    const firstPaint = firstPaints ? firstPaintFile(pathname) : null;
    const page = firstPaint ? await findFile(path.join(base, firstPaint)) : null;
    if (page) return sendFile(c, page, REVALIDATE);
    const index = await findFile(path.join(base, 'index.html'));
    if (!index) return next();
    return sendFile(c, index, REVALIDATE, (html) => withPreloads(pathname, html));
  };
}

async function findFile(filePath: string): Promise<{ path: string; size: number; mtimeMs: number } | null> {
  try {
    const s = await stat(filePath);
    return s.isFile() ? { path: filePath, size: s.size, mtimeMs: s.mtimeMs } : null;
  } catch {
    return null;
  }
}

async function sendFile(
  c: Parameters<MiddlewareHandler>[0],
  file: { path: string; size: number; mtimeMs: number },
  cacheControl: string,
  transform?: (text: string) => string,
) {
  const body = transform ? transform(await readFile(file.path, 'utf8')) : null;
  const size = body === null ? file.size : Buffer.byteLength(body);
  const etag = `W/"${size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;
  const headers = {
    'Content-Type': CONTENT_TYPES[path.extname(file.path)] ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
    ETag: etag,
  };
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
  if (c.req.method === 'HEAD') return c.body(null, 200, { ...headers, 'Content-Length': String(size) });
  return c.body(body ?? (await readFile(file.path)), 200, headers);
}
