import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { AppLayout } from './app-layout';
import { NotFoundPage } from './not-found-page';
import { RouteFallback } from './route-fallback';

export interface RouteHandle {
  /** Document title for the route; the layout appends the product name. */
  title: string;
}

/**
 * SPEC §2 route table. Each screen is its own lazily loaded module. Screens of later issues are
 * added here as they are built; until then their paths fall through to the 404 page.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    HydrateFallback: RouteFallback,
    children: [
      {
        path: '/hubs-aeroportos',
        handle: { title: 'Hubs Aeroportuários' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('@/features/hubs/hubs-page')).HubsPage }),
      },
      {
        path: '/ajuda',
        handle: { title: 'Central de Ajuda' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('@/features/help/help-page')).HelpPage }),
      },
      {
        // Until the search screen lands (issue 4), the start URL opens the hubs reference.
        path: '/',
        loader: () => redirect('/hubs-aeroportos'),
      },
      { path: '*', handle: { title: 'Página não encontrada' } satisfies RouteHandle, Component: NotFoundPage },
    ],
  },
];

export const router = createBrowserRouter(routes);
