// A first visit's HTML names the chunks of the screen it opens (the build's first-screens.json, written by
// scripts/vite-chunking.ts), so they download beside the entry instead of one or two round trips after it has run.
// Later visits are served by the service worker's copy of index.html, which needs none of this.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Beside index.html: for an app path, the chunks its first screen needs. */
export const FIRST_SCREENS_FILE = 'first-screens.json';

/**
 * Beside index.html: a public screen as static HTML (scripts/vite-first-paint.ts), `first-paint/login.html` for
 * '/login'; a first visit of that path gets it instead of index.html. Null for a path that can have none.
 */
export function firstPaintFile(pathname: string): string | null {
  return /^\/[a-z0-9-]+$/.test(pathname) ? `first-paint${pathname}.html` : null;
}
const tableSchema = z.record(z.string(), z.array(z.string().regex(/^\/assets\/[\w.-]+\.js$/)));

export type FirstScreenPreloads = (pathname: string, html: string) => string;

/** From the built client in `root`; without the file (an older build) the HTML goes out as it is. */
export function loadFirstScreenPreloads(root: string): FirstScreenPreloads {
  let table: Record<string, string[]>;
  try {
    table = tableSchema.parse(JSON.parse(readFileSync(path.join(root, FIRST_SCREENS_FILE), 'utf8')));
  } catch {
    return (_pathname, html) => html;
  }
  return (pathname, html) => {
    const files = table[pathname];
    if (!files || files.length === 0) return html;
    const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
    return html.replace('</head>', `${links}</head>`);
  };
}
