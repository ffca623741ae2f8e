import { createMemoryRouter, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RouteHandle } from './route-handle';
import { patchRoutesOnNavigation, routes } from './router';
import { toolScreens } from './tools-routes';

const pathsOf = (list: RouteObject[]): string[] =>
  list.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);

/** Where the router lands for `path`: the deepest route's path and title. */
async function land(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  await new Promise<void>((resolve) => {
    if (router.state.initialized) resolve();
    else router.subscribe((state) => state.initialized && resolve());
  });
  const last = router.state.matches.at(-1)?.route;
  router.dispose();
  return { path: last?.path, title: (last?.handle as RouteHandle | undefined)?.title };
}

describe('the test and demonstration screens', () => {
  it('are not in the route table the app starts with', () => {
    const declared = pathsOf(routes);
    expect(toolScreens).toHaveLength(7);
    for (const { path } of toolScreens) expect(declared).not.toContain(path);
  });

  it('join it when one of their addresses is opened, with their title', async () => {
    expect(await land('/teste-latam')).toEqual({ path: '/teste-latam', title: 'Teste da API da LATAM' });
    expect(await land('/test-supabase')).toEqual({ path: '/test-supabase', title: 'Diagnóstico da integração' });
  });

  it('leave an unknown address to the 404 page', async () => {
    expect(await land('/nao-existe')).toEqual({ path: '*', title: 'Página não encontrada' });
  });
});
