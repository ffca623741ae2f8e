// docs/screens.md from the code: every path of core/links/paths.ts and of the router (src/app/router.tsx, with the
// test and demo screens it patches in from src/app/tools-routes.ts), the title each route declares, who may open
// it (the guard it sits under), and what scripts/docs/screen-notes.ts says it is for.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as appPaths from '../../core/links/paths';
import { SCREEN_NOTES } from './screen-notes';

/** The parts of a react-router route object the map reads. */
interface RouteLike {
  id?: string;
  path?: string;
  handle?: unknown;
  element?: unknown;
  children?: RouteLike[];
}

interface RouterModule {
  routes: RouteLike[];
  patchRoutesOnNavigation(args: { patch(routeId: string | null, children: RouteLike[]): void }): Promise<void>;
}

export interface ScreenRow {
  path: string;
  title: string;
  access: string;
  purpose: string;
  source: string;
}

const PUBLIC = 'public';
const NOT_ROUTED = 'not routed (the 404 page answers)';

/** The router module only declares routes (the app creates its router on start), so Node can read it as it is. */
async function loadRouter(root: string): Promise<{ router: RouterModule; guard: unknown }> {
  const router = (await import(pathToFileURL(path.join(root, 'src/app/router.tsx')).href)) as RouterModule;
  const guard = (await import(pathToFileURL(path.join(root, 'src/features/auth/require-subscription.tsx')).href))
    .RequireSubscription as unknown;
  return { router, guard };
}

/** Every address paths.ts declares, with the address an older one (a *_ALIASES entry) stands for. */
function declaredPaths() {
  const declared: string[] = [];
  const aliasOf = new Map<string, string>();
  const exports = appPaths as Record<string, unknown>;
  for (const [name, value] of Object.entries(exports)) {
    const list = typeof value === 'string' ? [value] : Array.isArray(value) ? (value as unknown[]) : [];
    const addresses = list.filter((item): item is string => typeof item === 'string' && item.startsWith('/'));
    declared.push(...addresses);
    const main = name.endsWith('_ALIASES') ? exports[name.replace(/_ALIASES$/, '_PATH')] : undefined;
    if (typeof main === 'string') for (const alias of addresses) aliasOf.set(alias, main);
  }
  return { declared, aliasOf };
}

const titleOf = (route: RouteLike) => (route.handle as { title?: string } | undefined)?.title ?? '';

export async function screenRows(root: string): Promise<ScreenRow[]> {
  const { router, guard } = await loadRouter(root);
  const accessOf = (route: RouteLike, outer: string) => {
    const element = route.element as { type?: unknown; props?: { allowWithoutSubscription?: boolean } } | undefined;
    if (element?.type !== guard) return outer;
    return element?.props?.allowWithoutSubscription ? 'signed in (no subscription needed)' : 'subscriber';
  };

  // The test and demo screens join one route group when first opened: ask the router which, and with what.
  let toolGroup: string | null = null;
  const tools: RouteLike[] = [];
  await router.patchRoutesOnNavigation({
    patch(routeId, children) {
      toolGroup = routeId;
      tools.push(...children);
    },
  });

  const routed: Omit<ScreenRow, 'purpose' | 'source'>[] = [];
  const walk = (routes: RouteLike[], outer: string) => {
    for (const route of routes) {
      const access = accessOf(route, outer);
      if (route.path) routed.push({ path: route.path, title: titleOf(route), access });
      walk(route.children ?? [], access);
      if (toolGroup !== null && route.id === toolGroup)
        for (const tool of tools) routed.push({ path: tool.path ?? '', title: titleOf(tool), access });
    }
  };
  walk(router.routes, PUBLIC);

  const { declared, aliasOf } = declaredPaths();
  // In address order: a module namespace lists its exports sorted under Node and as declared under vitest.
  const unrouted = declared
    .filter((address) => !routed.some((row) => row.path === address))
    .sort()
    .map((address) => ({ path: address, title: '—', access: NOT_ROUTED }));

  const missing: string[] = [];
  // The catch-all last, where a reader looks for it.
  const listed = [...routed, ...unrouted].sort((a, b) => Number(a.path === '*') - Number(b.path === '*'));
  const rows = listed.map((row) => {
    const main = aliasOf.get(row.path);
    const note = SCREEN_NOTES[main ?? row.path];
    // A routed screen names its module; a path nothing routes yet has none to name.
    if (!note || (!note.source && row.access !== NOT_ROUTED)) {
      missing.push(row.path);
      return { ...row, purpose: '', source: '' };
    }
    return {
      ...row,
      access: note.access && row.access === PUBLIC ? note.access : row.access,
      purpose: main ? `Older address of \`${main}\`, still served` : note.purpose,
      source: note.source ?? '',
    };
  });
  const stale = Object.keys(SCREEN_NOTES).filter((key) => !rows.some((row) => row.path === key));
  if (missing.length > 0 || stale.length > 0)
    throw new Error(
      `docs/screens.md: ${[
        missing.length > 0 ? `caminhos sem nota, ou rotas sem o módulo (${missing.join(', ')})` : '',
        stale.length > 0 ? `notas de caminhos que não existem mais (${stale.join(', ')})` : '',
      ]
        .filter(Boolean)
        .join('; ')}; acerte scripts/docs/screen-notes.ts e rode npm run docs`,
    );
  return rows;
}

const cell = (text: string) => text.replaceAll('|', '\\|');

export function screensMarkdown(rows: ScreenRow[]): string {
  const lines = rows.map((row) => {
    const address = row.path === '*' ? 'any other path' : `\`${row.path}\``;
    const source = row.source ? `\`${row.source}\`` : '—';
    return `| ${address} | ${cell(row.title)} | ${row.access} | ${cell(row.purpose)} | ${source} |`;
  });
  return `# Screens

<!-- gerado por npm run docs — não edite à mão -->
_Gerado por \`npm run docs\` — não edite à mão._ The paths come from \`core/links/paths.ts\` and the router
(\`src/app/router.tsx\`; the test and demo screens, one route group loaded on first use, from
\`src/app/tools-routes.ts\`), each title from its route's \`handle\` (the document title), the access from the guard
the route sits under, what it is for and its source from \`scripts/docs/screen-notes.ts\`.
\`tests/server/docs-in-sync.test.ts\` fails when this page and the code differ.

The links that carry a search, an award route, a fare to issue or a calendar are written and read by
\`core/links/\` (\`search-link\`, \`award-link\`, \`issuance-link\`, \`calendar-link\`).

| Path | Title | Access | What it is | Source (\`src/\`) |
|---|---|---|---|---|
${lines.join('\n')}
`;
}
