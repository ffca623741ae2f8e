import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import {
  FORGOT_PASSWORD_PATH,
  HUBS_PATH,
  LOGIN_PATH,
  MAGIC_LINK_PATH,
  PRIVACY_PATH,
  SEARCH_PATH,
  SUBSCRIBE_PATH,
  TERMS_PATH,
} from './core/links/paths.ts';
import { chunkGroups, firstScreenPreloads, inlineStylesheet, preloadEntryImports } from './scripts/vite-chunking.ts';
import { directImports } from './scripts/vite-direct-imports.ts';
import { firstPaintPages } from './scripts/vite-first-paint.ts';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@core': fileURLToPath(new URL('./core', import.meta.url)),
  // Test-only fakes and fixtures (tests/unit/fakes, tests/helpers), imported by the colocated *.test.tsx files; never by the app.
  '@tests': fileURLToPath(new URL('./tests', import.meta.url)),
};

// The API server a `npm run dev` front end talks to (see scripts/dev.mjs).
const devApi = process.env.DEV_API_URL ?? 'http://127.0.0.1:3001';

// react-router's package exports only its development build (warnings, invariant messages); a production
// build uses the production one it also ships (~600 B less gzip on every first visit).
const productionAlias = {
  ...alias,
  'react-router': fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)),
};

export default defineConfig(({ command }) => ({
  resolve: { alias: command === 'build' ? productionAlias : alias },
  plugins: [
    react(),
    tailwindcss(),
    directImports(),
    preloadEntryImports(),
    inlineStylesheet(),
    // The screens a first visit most often lands on, each the modules its route loads: a magic link (the e-mail a
    // new subscriber opens on a new phone) signs in and then opens the search.
    firstScreenPreloads({
      [SEARCH_PATH]: ['src/features/search/search-screen.tsx'],
      [HUBS_PATH]: ['src/features/hubs/hubs-screen.tsx'],
      [LOGIN_PATH]: ['src/features/auth/login-page.tsx'],
      [MAGIC_LINK_PATH]: ['src/features/auth/magic-link-page.tsx', 'src/features/search/search-screen.tsx'],
      [SUBSCRIBE_PATH]: ['src/features/about/subscribe-page.tsx'],
      [PRIVACY_PATH]: ['src/features/about/privacy-page.tsx'],
      [TERMS_PATH]: ['src/features/about/terms-page.tsx'],
      [FORGOT_PASSWORD_PATH]: ['src/features/auth/forgot-password-page.tsx'],
    }),
    // The public screens a first visit lands on (the sign-in form and its forgotten password, the plans an ad leads to,
    // the privacy notice and the terms) painted from static HTML before any code runs. The app starts at the
    // visitor's first gesture, or once painted on the privacy notice, which shows the server's own figures.
    firstPaintPages({
      [LOGIN_PATH]: 'gesture',
      [FORGOT_PASSWORD_PATH]: 'gesture',
      [SUBSCRIBE_PATH]: 'gesture',
      [TERMS_PATH]: 'gesture',
      [PRIVACY_PATH]: 'load',
    }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      // public/manifest.webmanifest is ours, written by hand and linked from index.html.
      manifest: false,
      // Registration goes through workbox-window in src/lib/pwa.ts (reload prompt).
      injectRegister: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
        // The static first paints are for a first visit from the network only: the worker serves index.html. The
        // manifest's screenshots are for the browser's install dialog, never shown by the app.
        globIgnores: ['**/assets/supabase-*.js', 'first-paint/**', 'screenshots/**'],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // No <link rel=modulepreload> injection for lazy chunks: Vite's helper appended them during React's render
    // (~90 ms of main thread at 4x CPU on '/'), and its chunk map cost ~2 KB gzip on every first visit. The
    // browser still fetches a lazy chunk's own imports in parallel once the chunk arrives.
    modulePreload: false,
    // One stylesheet for the whole app, inside index.html (inlineStylesheet): no lazy chunk waits for a CSS file.
    cssCodeSplit: false,
    rollupOptions: {
      // The page's entry (src/main.tsx, a boot that imports the rest when its turn comes) and the app's start, an entry
      // of its own so that the bundler's view of what it needs from each library is exact (chunkGroups).
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        start: fileURLToPath(new URL('./src/app/start.tsx', import.meta.url)),
      },
      // Imported constants written in place (rolldown's default does it only in conditions): the app's paths are
      // constants in core/links/paths.ts, and each one kept as a variable cost bytes on every first visit.
      optimization: { inlineConst: { mode: 'all' } },
      output: {
        strictExecutionOrder: true,
        codeSplitting: {
          groups: chunkGroups(fileURLToPath(new URL('.', import.meta.url)), {
            entry: 'index.html',
            signIn: 'src/features/auth/login-page.tsx',
            mainScreen: 'src/features/search/search-page.tsx',
          }),
        },
        // supabase-js gets a name the service worker's precache leaves out: only a server with
        // Supabase Auth configured makes the login page load it, and signing in needs the network anyway.
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => id.includes('/node_modules/@supabase/'))
            ? 'assets/supabase-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
  },
  server: {
    proxy: {
      '/api': devApi,
      '/ws': { target: devApi.replace(/^http/, 'ws'), ws: true },
    },
  },
  test: {
    // Vitest leaves a core free by default: one worker on a 2-core machine. Most server tests wait on sockets,
    // timers and child processes, so a second worker shortens the run by minutes there.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'jsdom',
          // Worker threads start a test file's jsdom faster than child processes do (about 10% of this project's time).
          pool: 'threads',
          // One jsdom and one copy of the libraries per worker instead of per file (123 → 26 s here): each file still
          // gets fresh copies of our own modules and an empty device from tests/unit/setup.ts.
          isolate: false,
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          // A screen test types and clicks through a whole flow in jsdom; on a busy 2-core machine that can pass 5 s.
          // This is the hang guard; findBy/waitFor wait up to 25 s of it for their event (tests/unit/setup.ts).
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // core/ is pure TypeScript shared by the PWA and the server (DESIGN.md): no DOM, no module state, so its
          // files share one module graph per worker instead of paying a jsdom and a fresh import each.
          name: 'core',
          environment: 'node',
          include: ['core/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'tests/server/**/*.test.ts'],
          globalSetup: ['tests/helpers/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
}));
