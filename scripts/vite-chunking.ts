// How the PWA's build splits its code (used by vite.config.ts): the first visit's critical chain of chunks.
import type { Plugin } from 'vite';
import { FIRST_SCREENS_FILE } from '../server/http/first-screen-preloads.ts';

/**
 * `<link rel=modulepreload>` in index.html for the chunks the entry imports statically, so that they download
 * beside it instead of one round trip after it (build.modulePreload is off; this adds no runtime code).
 */
export function preloadEntryImports(): Plugin {
  return {
    name: 'bussola:preload-entry-imports',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { chunk }) =>
        (chunk?.imports ?? []).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        })),
    },
  };
}

/**
 * React, tailwind-merge/clsx (`cn`) and lucide's icon base in one chunk, as the bundler made it while every lazy screen
 * used all three: a screen that uses only React (search-screen.tsx) would otherwise split it in two, one more request
 * and ~170 B more on every first visit. The entry imports it, so index.html preloads it.
 */
export const sharedRuntimeChunk = {
  name: 'cn',
  test: /\/node_modules\/(react|tailwind-merge|clsx)\/|\/node_modules\/lucide-react\/dist\/esm\/(?!icons\/)|\/src\/lib\/cn\.ts$/,
};

/**
 * Writes FIRST_SCREENS_FILE: for each path, the lazy chunks of its screens (`screens`: path → source files) and
 * the chunks those import statically, less what index.html already preloads. The server names them in a first
 * visit's HTML (server/http/first-screen-preloads.ts), so they download beside the entry instead of after it has
 * run. A source file that is no lazy chunk fails the build: a renamed screen must not lose its preload.
 */
export function firstScreenPreloads(screens: Record<string, readonly string[]>): Plugin {
  return {
    name: 'bussola:first-screen-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const preloaded = new Set([entry.fileName, ...entry.imports]);
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (fileName: string, into: Set<string>) => {
        if (preloaded.has(fileName) || into.has(fileName)) return into;
        into.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);
        return into;
      };
      const table: Record<string, string[]> = {};
      for (const [appPath, sources] of Object.entries(screens)) {
        const files = new Set<string>();
        for (const source of sources) {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/${source}`) && c.isDynamicEntry);
          if (!chunk) this.error(`first-screen-preloads: ${source} (${appPath}) não é um chunk carregado sob demanda`);
          closure(chunk.fileName, files);
        }
        table[appPath] = [...files].map((file) => `/${file}`);
      }
      this.emitFile({ type: 'asset', fileName: FIRST_SCREENS_FILE, source: JSON.stringify(table) });
    },
  };
}

/**
 * The stylesheet inside index.html instead of linked from it (~10 KB gzip, within the first round trip of a
 * 2 KB page): the header's brand paints as soon as the HTML arrives rather than after one more request, and the
 * first paint no longer waits while the entry's scripts download beside that request. The CSP allows inline
 * styles. The file leaves the build: nothing else names it.
 */
export function inlineStylesheet(): Plugin {
  return {
    name: 'bussola:inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, fileName: string) => {
          const asset = bundle[fileName];
          if (asset?.type !== 'asset') return link;
          delete bundle[fileName];
          return `<style>${String(asset.source)}</style>`;
        });
      },
    },
  };
}
