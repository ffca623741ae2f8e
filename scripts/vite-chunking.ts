// How the PWA's build splits its code (used by vite.config.ts): the first visit's critical chain of chunks.
import type { Plugin } from 'vite';

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
