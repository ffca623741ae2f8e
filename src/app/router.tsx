import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/ui/page-spinner';
import { RequireSubscription } from '@/features/auth/require-subscription';
import { AppLayout } from './app-layout';
import { NotFoundPage } from './not-found-page';

export interface RouteHandle {
  /** Document title for the route; the layout appends the product name. */
  title: string;
}

const page = (title: string): RouteHandle => ({ title });

/**
 * SPEC §2 route table. Each screen is its own lazily loaded module. Screens of later issues are
 * added here as they are built; until then their paths fall through to the 404 page.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    HydrateFallback: () => <PageSpinner />,
    children: [
      // Public
      {
        path: '/login',
        handle: page('Entrar'),
        lazy: async () => ({ Component: (await import('@/features/auth/login-page')).LoginPage }),
      },
      {
        path: '/esqueci-senha',
        handle: page('Esqueci minha senha'),
        lazy: async () => ({ Component: (await import('@/features/auth/forgot-password-page')).ForgotPasswordPage }),
      },
      {
        path: '/resetar-senha',
        handle: page('Nova senha'),
        lazy: async () => ({ Component: (await import('@/features/auth/reset-password-page')).ResetPasswordPage }),
      },
      {
        path: '/magic-link',
        handle: page('Link de acesso'),
        lazy: async () => ({ Component: (await import('@/features/auth/magic-link-page')).MagicLinkPage }),
      },
      // Signed in with an active subscription (otherwise the login screen shows in place)
      {
        element: <RequireSubscription />,
        children: [
          ...['/', '/buscador-otimizado', '/buscador-optimizado'].map((path) => ({
            path,
            handle: page('Buscador Inteligente'),
            lazy: async () => ({ Component: (await import('@/features/search/search-page')).SearchPage }),
          })),
          {
            path: '/buscador-async',
            handle: page('Buscador Assíncrono'),
            lazy: async () => {
              const { SearchPage } = await import('@/features/search/search-page');
              return { Component: () => <SearchPage title="Buscador Assíncrono" /> };
            },
          },
          {
            path: '/buscador',
            handle: page('Buscador Inteligente'),
            lazy: async () => ({ Component: (await import('@/features/search/smart-search-page')).SmartSearchPage }),
          },
          {
            path: '/hubs-aeroportos',
            handle: page('Hubs Aeroportuários'),
            lazy: async () => ({ Component: (await import('@/features/hubs/hubs-page')).HubsPage }),
          },
          {
            path: '/ajuda',
            handle: page('Central de Ajuda'),
            lazy: async () => ({ Component: (await import('@/features/help/help-page')).HelpPage }),
          },
          {
            path: '/favoritos',
            handle: page('Voos Salvos'),
            lazy: async () => ({ Component: (await import('@/features/saved-flights/saved-flights-page')).SavedFlightsPage }),
          },
          {
            path: '/alertas',
            handle: page('Meus alertas'),
            lazy: async () => ({ Component: (await import('@/features/alerts/alerts-page')).AlertsPage }),
          },
          {
            path: '/perfil',
            handle: page('Meu Perfil'),
            lazy: async () => ({ Component: (await import('@/features/profile/profile-page')).ProfilePage }),
          },
          ...['/busca-award', '/combined-award-search', '/tarifas-award'].map((path) => ({
            path,
            handle: page('Tabela Fixa e Award'),
            lazy: async () => ({ Component: (await import('@/features/award/award-search-page')).AwardSearchPage }),
          })),
          {
            path: '/award-por-data',
            handle: page('Award por Data'),
            lazy: async () => ({ Component: (await import('@/features/award/award-by-date-page')).AwardByDatePage }),
          },
        ],
      },
      // Admin only, with its own server check
      {
        path: '/painel-controle-sistema',
        handle: page('Painel Administrativo'),
        lazy: async () => ({ Component: (await import('@/features/admin/admin-page')).AdminPage }),
      },
      { path: '*', handle: page('Página não encontrada'), Component: NotFoundPage },
    ],
  },
];

export const router = createBrowserRouter(routes);
