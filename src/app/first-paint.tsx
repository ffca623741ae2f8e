// The public screens' markup rendered at build time (scripts/vite-first-paint.ts loads this module in Node): the app's
// own layout and screen components, as a signed-out visitor's first render shows them, so that a first visit paints
// the screen from the HTML alone and the app, when it starts, replaces it with the same markup (src/app/static-paint.ts).
// Never part of the PWA's bundle.
import { createStore, Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { queryClient } from '@/lib/query-client';
import { authStateAtom } from '@/lib/session-state';
import type { RouteHandle } from './route-handle';
import { routes } from './router';

const PRODUCT = 'Bússola das Passagens';

export interface FirstPaint {
  /** What goes inside #root. */
  markup: string;
  /** The document's title, as the layout sets it once the app runs. */
  title: string;
}

/** `path`'s screen, signed out; fails when the route answers anything but its screen. */
export async function renderFirstPaint(path: string): Promise<FirstPaint> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path}: a rota respondeu ${context.status}`);
  if (context.errors) throw new Error(`${path}: erro na rota ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const store = createStore();
  store.set(authStateAtom, { status: 'signedOut' });
  const { prelude } = await prerender(
    <StrictMode>
      <JotaiProvider store={store}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </JotaiProvider>
    </StrictMode>,
  );
  const markup = await new Response(prelude).text();
  // A screen's query leaves its cache entry with a 5-minute garbage-collection timer, which kept the build's process
  // alive that long after it had written everything.
  queryClient.clear();
  const handle = [...context.matches].reverse().find((m) => (m.route.handle as RouteHandle | undefined)?.title)?.route
    .handle as RouteHandle | undefined;
  return { markup, title: handle ? `${handle.title} · ${PRODUCT}` : PRODUCT };
}
