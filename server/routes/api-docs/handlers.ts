import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Scalar } from '@scalar/hono-api-reference';
import type { MiddlewareHandler } from 'hono';
import * as ops from '@core/contract/docs';
import type { AppEnv } from '../../app-env';
import { type OperationHandler, sendNotJson } from '../../openapi/contract';
import { DOCS_CSS } from './contrast';
import { DOCUMENT_PATH, VIEWER_SCRIPT_PATH } from './routes';

/** The /ws protocol's AsyncAPI document, built once from core/schemas/ws.ts. */
export function asyncApi(build: () => unknown): OperationHandler<typeof ops.asyncApiDocument> {
  let built: string | null = null;
  return (c) => {
    built ??= JSON.stringify(build());
    c.header('Cache-Control', 'no-cache');
    return sendNotJson(ops.asyncApiDocument, c.body(built, 200, { 'Content-Type': 'application/json; charset=UTF-8' }));
  };
}

/** The document is built once, on its first request (every route is declared by then), and sent as that text. */
export function document(build: () => unknown): OperationHandler<typeof ops.openApiDocument> {
  let built: string | null = null;
  return (c) => {
    built ??= JSON.stringify(build());
    c.header('Cache-Control', 'no-cache');
    return sendNotJson(ops.openApiDocument, c.body(built, 200, { 'Content-Type': 'application/json; charset=UTF-8' }));
  };
}

const scalar = Scalar({
  url: DOCUMENT_PATH,
  // Served from node_modules by this server: no CDN (offline machines, and a CSP of 'self').
  cdn: VIEWER_SCRIPT_PATH,
  pageTitle: 'API — Bússola das Passagens',
  // The default fonts come from Scalar's own servers.
  withDefaultFonts: false,
  hideClientButton: true,
  // Nothing that calls Scalar's services: no telemetry, no AI agent, no developer tools.
  telemetry: false,
  agent: { disabled: true },
  showDeveloperTools: 'never',
  // Its default colours fail WCAG AA contrast (./contrast.ts).
  customCss: DOCS_CSS,
}) as unknown as MiddlewareHandler<AppEnv>;

/** The CSP of the reference page: the app's, plus the viewer's one inline script (by its hash) and its workers. */
function docsCsp(html: string): string {
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}'`,
  );
  return [
    "default-src 'self'",
    `script-src 'self' ${inline.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Scalar's page, with a CSP of its own (server/http/security-headers.ts leaves this one path to it). */
export const docsPage: OperationHandler<typeof ops.apiReference> = async (c) => {
  const page = (await scalar(c, async () => {})) as Response;
  // The page is in Portuguese; Scalar's shell names no language (axe html-has-lang).
  const html = (await page.text()).replace(/<html(?![^>]*\blang=)/i, '<html lang="pt-BR"');
  return sendNotJson(
    ops.apiReference,
    c.html(html, 200, { 'Content-Security-Policy': docsCsp(html), 'Cache-Control': 'no-cache' }),
  );
};

let viewer: Promise<Buffer> | null = null;
const viewerFile = () => createRequire(import.meta.url).resolve('@scalar/api-reference/browser/standalone.js');

/** Scalar's standalone bundle (~3.5 MB, compressed by the app's gzip middleware), read once. */
export const viewerScript: OperationHandler<typeof ops.apiReferenceViewer> = async (c) => {
  viewer ??= readFile(viewerFile());
  return sendNotJson(
    ops.apiReferenceViewer,
    c.body(new Uint8Array(await viewer), 200, {
      'Content-Type': 'text/javascript; charset=UTF-8',
      'Cache-Control': 'public, max-age=86400',
    }),
  );
};
