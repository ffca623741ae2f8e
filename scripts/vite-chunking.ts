// How the PWA's build splits its code (used by vite.config.ts): the first visit's critical chain of chunks.
import type { Plugin, Rolldown } from 'vite';
import { FIRST_SCREENS_FILE } from '../server/http/first-screen-preloads.ts';

/**
 * `<link rel=modulepreload>` in index.html for the app's start: the chunks the entry imports, statically or (its steps,
 * src/main.tsx) dynamically, and what those import, so that they download beside it instead of one round trip after
 * it (build.modulePreload is off; this adds no runtime code). The entry imports nothing else dynamically.
 */
export function preloadEntryImports(): Plugin {
  return {
    name: 'bussola:preload-entry-imports',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { chunk, bundle }) =>
        startChunks(chunk, bundle).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        })),
    },
  };
}

type Chunk = Rolldown.OutputChunk;

/** The files the entry's start loads (see preloadEntryImports), in the order they are needed. */
export function startChunks(entry: Chunk | undefined, bundle: Rolldown.OutputBundle | undefined): string[] {
  if (!entry) return [];
  const files: string[] = [];
  const seen = new Set([entry.fileName]);
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle?.[fileName];
    if (chunk?.type === 'chunk') for (const imported of chunk.imports) visit(imported);
    files.push(fileName);
  };
  for (const fileName of [...entry.imports, ...entry.dynamicImports]) visit(fileName);
  return files;
}

type ChunkGroup = Rolldown.CodeSplittingGroup;
type ModuleGraph = {
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
    importers: readonly string[];
  } | null;
};

/** The modules `root` imports, our own followed through, a package's module taken but not followed. */
function ownClosure(graph: ModuleGraph, root: string): Set<string> {
  const seen = new Set<string>();
  const stack = [root];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    // A package's index may re-export a whole library (date-fns, zod): the bundler drops what nobody uses, but a group
    // that captured it would keep it.
    if (!id.includes('/node_modules/')) stack.push(...info.importedIds);
  }
  return seen;
}

/**
 * Our modules (`src/`, `core/`) a screen runs: what `root` imports statically, through our modules, and what it loads
 * later from its own folder (its lazy parts: the results, the dialogs they open), and so on from those.
 */
function screenClosure(graph: ModuleGraph, root: string, projectRoot: string, lazyParts: boolean): Set<string> {
  const folder = root.slice(0, root.lastIndexOf('/') + 1);
  const ours = (id: string) => id.startsWith(`${projectRoot}src/`) || id.startsWith(`${projectRoot}core/`);
  const seen = new Set<string>();
  const stack = [root];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id) || !ours(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    stack.push(...info.importedIds);
    if (lazyParts) stack.push(...info.dynamicallyImportedIds.filter((lazy) => lazy.startsWith(folder)));
  }
  return seen;
}

/**
 * Vite's helper around every dynamic import. The boot (the entry) uses it for its steps: in a group, the boot would
 * import that group's chunk statically and run it before its first step. Left out, it lands with the boot.
 */
const isPreloadHelper = (id: string) => id.includes('vite/preload-helper');

/** Libraries each in one chunk, whichever screen asks first. */
const LIBRARIES: [string, RegExp][] = [
  [
    'radix',
    /\/node_modules\/(@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|detect-node-es)\//,
  ],
  ['icons', /\/node_modules\/lucide-react\/dist\/esm\/icons\//],
  ['dexie', /\/node_modules\/dexie(-react-hooks)?\//],
  ['query', /\/node_modules\/@tanstack\/(query-core|react-query)\//],
  ['forms', /\/node_modules\/(react-hook-form|@hookform\/resolvers)\//],
  ['zod', /\/node_modules\/zod\//],
  ['dates', /\/node_modules\/date-fns\//],
];

/**
 * How the build groups modules into chunks. Left to itself the bundler made one chunk per set of screens sharing a
 * module: 99–113 scripts on a signed-in first visit of '/', most under 1 KB (one icon, one core module), each a
 * request, down a chain five round trips deep. Instead, highest priority first:
 * - React alone, then the start: every module the app's start (`src/app/start.tsx`, a second entry) imports
 *   statically; the entry itself (`entry`, the boot) stays apart;
 * - the sign-in screen (`signIn`) and everything of ours it imports, in one chunk, the icons and primitives it uses
 *   with it: a signed-out first visit is the entry and this;
 * - the main screen's body (`mainScreen`: the search form) and every module of ours it runs, in one chunk, and what its
 *   lazy parts (the results, the dialogs they open) add, in another: a signed-in first visit loads both within
 *   seconds, the second evaluated apart, and nothing else of `core/` (other screens' schemas and tables) runs with them;
 * - each library in one chunk (LIBRARIES), the rest of `core/` in one, of src's lib, shared and components in one;
 * - the rest (a screen's own modules, supabase-js) as the bundler makes it.
 * A signed-in '/' then loads ~23 scripts, a few KB more than it uses. Imports from lucide-react and radix-ui name their
 * modules directly (scripts/vite-direct-imports.ts), so the graph these follow is exact.
 */
export function chunkGroups(
  projectRoot: string,
  { entry, signIn, mainScreen }: { entry: string; signIn: string; mainScreen: string },
): ChunkGroup[] {
  const root = projectRoot.endsWith('/') ? projectRoot : `${projectRoot}/`;
  let signInModules: Set<string> | null = null;
  let mainModules: Set<string> | null = null;
  let laterModules: Set<string> | null = null;
  let bootModules: Set<string> | null = null;
  // The entry's own modules (the boot, src/main.tsx and the little it imports) stay in the entry, out of every group:
  // it runs before anything else is needed. Vite's dynamic-import helper and the bundler's runtime have their own
  // group; supabase-js keeps its own chunk (a name the service worker's precache leaves out; vite.config.ts).
  const boot = (graph: ModuleGraph) => {
    bootModules ??= ownClosure(graph, root + entry);
    return bootModules;
  };
  const free = (id: string, graph: ModuleGraph) =>
    !boot(graph).has(id) && !isPreloadHelper(id) && !id.includes('/node_modules/@supabase/');
  // A boot module that other chunks import too (nextTask) goes with the helper: the boot imports that chunk anyway.
  const sharedByBoot = (id: string, graph: ModuleGraph) =>
    boot(graph).has(id) && (graph.getModuleInfo(id)?.importers ?? []).some((importer) => !boot(graph).has(importer));
  const group = (name: string, priority: number, pick: (id: string, graph: ModuleGraph) => boolean): ChunkGroup => ({
    debugName: name,
    priority,
    name: (id, graph) => (free(id, graph) && pick(id, graph) ? name : null),
  });
  return [
    // Vite's dynamic-import helper (and what the boot shares with other chunks), which the boot and most chunks import.
    {
      debugName: 'runtime',
      priority: 200,
      name: (id, graph) => (isPreloadHelper(id) || sharedByBoot(id, graph) ? 'runtime' : null),
    },
    // React alone, so that the start evaluates it in a task of its own (src/main.tsx).
    group('react', 101, (id) => /\/node_modules\/(react|react-dom|scheduler)\//.test(id)),
    {
      ...group('start', 100, () => true),
      tags: ['$initial'],
      // All it needs is $initial too; what it leaves out (above) must not come back in as a dependency.
      includeDependenciesRecursively: false,
    },
    group('sign-in', 90, (id, graph) => {
      signInModules ??= ownClosure(graph, root + signIn);
      return signInModules.has(id);
    }),
    {
      ...group('main-screen', 84, (id, graph) => {
        mainModules ??= screenClosure(graph, root + mainScreen, root, false);
        return mainModules.has(id);
      }),
      // Its libraries and shared modules stay in their own groups.
      includeDependenciesRecursively: false,
    },
    {
      ...group('main-screen-later', 83, (id, graph) => {
        laterModules ??= screenClosure(graph, root + mainScreen, root, true);
        return laterModules.has(id);
      }),
      includeDependenciesRecursively: false,
    },
    ...LIBRARIES.map(([name, test]) => group(name, 80, (id) => test.test(id))),
    group('core', 40, (id) => id.startsWith(`${root}core/`)),
    group('app', 30, (id) => /\/src\/(lib|shared|components)\//.test(id)),
  ];
}

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
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('/index.html'));
      if (!entry) return;
      const preloaded = new Set([entry.fileName, ...startChunks(entry, bundle)]);
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
          // The screen's own chunk, or the group chunk that holds it (chunkGroups below).
          const chunk = chunks.find(
            (c) => c !== entry && !preloaded.has(c.fileName) && c.moduleIds.some((id) => id.endsWith(`/${source}`)),
          );
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
