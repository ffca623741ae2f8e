// The public screens as static HTML, written beside index.html at build time (first-paint/<path>.html): the app's own
// components rendered in Node (src/app/first-paint.tsx) into a copy of index.html. The server sends one to a first
// visit of its path (server/http/static.ts): the screen paints from the HTML alone, its visitor can read and type at
// once, and the app downloads beside it but only starts at the visitor's first gesture (src/app/static-paint.ts).
// Later visits get the service worker's index.html, which starts the app at once.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { STATIC_PAINT_ATTRIBUTE, type StaticPaintStart } from '../src/app/static-paint.ts';
import { FIRST_SCREENS_FILE, firstPaintFile } from '../server/http/first-screen-preloads.ts';
import { startChunks } from './vite-chunking.ts';

type Render = (appPath: string) => Promise<{ markup: string; title: string }>;

/**
 * A fresh browser's globals (jsdom: empty storage, no install prompt, not an iPhone) while `run` renders: a few of the
 * app's components read them in their first render, as a browser on a first visit would answer. Removed after.
 */
async function asInAFreshBrowser<T>(run: () => Promise<T>): Promise<T> {
  // jsdom (the unit tests' DOM) ships no types of its own.
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
    JSDOM: new (html: string, options: { url: string }) => { window: Window & typeof globalThis & { close(): void } };
  };
  const { window } = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost/' });
  const matchMedia = (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  });
  Object.assign(window, { matchMedia });
  const globals: Record<string, unknown> = {
    window,
    document: window.document,
    navigator: window.navigator,
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    location: window.location,
    matchMedia,
  };
  const scope = globalThis as Record<string, unknown>;
  const before = Object.keys(globals).map((key) => [key, Object.getOwnPropertyDescriptor(scope, key)] as const);
  for (const [key, value] of Object.entries(globals))
    Object.defineProperty(scope, key, { value, configurable: true, writable: true });
  try {
    return await run();
  } finally {
    for (const [key, descriptor] of before) {
      if (descriptor) Object.defineProperty(scope, key, descriptor);
      else delete scope[key];
    }
    window.close();
  }
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * index.html with `markup` in #root, marked as a static paint, and its start's scripts fetched but not run: they
 * become `prefetch` (downloaded at low priority, compiled only when the app starts), beside the screen's own chunks.
 * Its forms are sent by POST should one be sent before the app can stop it: never a password in the address.
 */
export function firstPaintHtml(
  template: string,
  page: { markup: string; title: string; start: StaticPaintStart },
  keep: ReadonlySet<string>,
  prefetch: readonly string[],
): string {
  const links = prefetch.map((file) => `<link rel="prefetch" crossorigin href="${file}">`).join('');
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, (link, href: string) =>
      keep.has(href) ? link : '',
    )
    .replace('</head>', `${links}</head>`)
    .replace(
      /<body>[\s\S]*<\/body>/,
      `<body><div id="root" ${STATIC_PAINT_ATTRIBUTE}="${page.start}">${page.markup.replace(/<form /g, '<form method="post" ')}</div></body>`,
    );
}

/** `pages`: app path → when its app starts (src/app/static-paint.ts). */
export function firstPaintPages(pages: Record<string, StaticPaintStart>): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'bussola:first-paint',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(options, bundle) {
      const html = bundle['index.html'];
      const entry = Object.values(bundle).find(
        (file) => file.type === 'chunk' && file.isEntry && file.facadeModuleId?.endsWith('/index.html'),
      );
      // The service worker's own build passes here too: it has no page.
      if (html?.type !== 'asset' || entry?.type !== 'chunk') return;
      const outDir = options.dir ?? path.resolve(config.root, config.build.outDir);
      const template = String(html.source);
      const screens: Record<string, string[]> = JSON.parse(
        await readFile(path.join(outDir, FIRST_SCREENS_FILE), 'utf8').catch(() => '{}'),
      );
      const keep = new Set(entry.imports.map((file) => `/${file}`));
      const startFiles = startChunks(entry, bundle)
        .map((file) => `/${file}`)
        .filter((file) => !keep.has(file));
      // The app's modules, loaded in Node the way the dev server would: the same aliases and JSX, no browser.
      const server = await createServer({
        configFile: config.configFile,
        root: config.root,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        await asInAFreshBrowser(async () => {
          const { renderFirstPaint } = (await server.ssrLoadModule('/src/app/first-paint.tsx')) as {
            renderFirstPaint: Render;
          };
          for (const [appPath, start] of Object.entries(pages)) {
            const file = firstPaintFile(appPath);
            if (!file) throw new Error(`first-paint: ${appPath} não é um caminho simples`);
            await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
            const page = await renderFirstPaint(appPath);
            const prefetch = [...new Set([...startFiles, ...(screens[appPath] ?? [])])];
            await writeFile(path.join(outDir, file), firstPaintHtml(template, { ...page, start }, keep, prefetch));
          }
        });
      } finally {
        await server.close();
      }
    },
  };
}
