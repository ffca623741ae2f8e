import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/ui/page-spinner';
import { RequireSubscription } from '@/features/auth/require-subscription';
import { AppLayout } from './app-layout';
import { RouteErrorPage } from './error-page';
import { NotFoundPage } from './not-found-page';
import type { RouteHandle } from './route-handle';

const page = (title: string): RouteHandle => ({ title });

const SearchPage = lazy(async () => ({ default: (await import('@/features/search/search-page')).SearchPage }));

/**
 * SPEC §2 route table. Each screen is its own lazily loaded module. The guarded screens use React.lazy
 * rather than route.lazy: react-router resolves route.lazy before the guard renders, so a signed-out visitor
 * of '/' would download the search screen only to be shown the login form.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    HydrateFallback: () => <PageSpinner />,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        // A screen that fails (or whose chunk cannot load offline) keeps the header, menu and offline banner.
        ErrorBoundary: RouteErrorPage,
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
            lazy: async () => ({
              Component: (await import('@/features/auth/forgot-password-page')).ForgotPasswordPage,
            }),
          },
          {
            path: '/resetar-senha',
            handle: page('Nova senha'),
            lazy: async () => ({ Component: (await import('@/features/auth/reset-password-page')).ResetPasswordPage }),
          },
          {
            path: '/alertas/parar',
            handle: page('Parar alerta'),
            lazy: async () => ({ Component: (await import('@/features/alerts/stop-alert-page')).StopAlertPage }),
          },
          {
            path: '/magic-link',
            handle: page('Link de acesso'),
            lazy: async () => ({ Component: (await import('@/features/auth/magic-link-page')).MagicLinkPage }),
          },
          // Public pages about the product: the plans, the alliances, how it works
          {
            path: '/assinar',
            handle: page('Assinar'),
            lazy: async () => ({ Component: (await import('@/features/about/subscribe-page')).SubscribePage }),
          },
          {
            path: '/aliancas',
            handle: page('Alianças e Acordos'),
            lazy: async () => ({ Component: (await import('@/features/about/alliances-page')).AlliancesPage }),
          },
          {
            path: '/how-it-works',
            handle: page('Como Funciona'),
            lazy: async () => ({ Component: (await import('@/features/about/how-it-works-page')).HowItWorksPage }),
          },
          // Signed in; an account that never subscribed may read the help while it waits for access
          {
            element: <RequireSubscription allowWithoutSubscription />,
            children: [
              {
                path: '/ajuda',
                handle: page('Central de Ajuda'),
                Component: lazy(async () => ({ default: (await import('@/features/help/help-page')).HelpPage })),
              },
            ],
          },
          // Signed in with an active subscription (otherwise the login screen shows in place)
          {
            element: <RequireSubscription />,
            children: [
              ...['/', '/buscador-otimizado', '/buscador-optimizado'].map((path) => ({
                path,
                handle: page('Buscador Inteligente'),
                Component: SearchPage,
              })),
              {
                path: '/buscador-async',
                handle: page('Buscador Assíncrono'),
                Component: () => <SearchPage title="Buscador Assíncrono" />,
              },
              {
                path: '/buscador',
                handle: page('Buscador Inteligente'),
                Component: lazy(async () => ({
                  default: (await import('@/features/search/smart-search-page')).SmartSearchPage,
                })),
              },
              {
                path: '/calendario',
                handle: page('Calendário'),
                Component: lazy(async () => ({
                  default: (await import('@/features/search/calendar/calendar-page')).CalendarPage,
                })),
              },
              {
                path: '/hubs-aeroportos',
                handle: page('Hubs Aeroportuários'),
                Component: lazy(async () => ({ default: (await import('@/features/hubs/hubs-page')).HubsPage })),
              },
              {
                path: '/favoritos',
                handle: page('Voos Salvos'),
                Component: lazy(async () => ({
                  default: (await import('@/features/saved-flights/saved-flights-page')).SavedFlightsPage,
                })),
              },
              {
                path: '/alertas',
                handle: page('Meus alertas'),
                Component: lazy(async () => ({ default: (await import('@/features/alerts/alerts-page')).AlertsPage })),
              },
              {
                path: '/notificacoes',
                handle: page('Notificações'),
                Component: lazy(async () => ({
                  default: (await import('@/features/notifications/notifications-page')).NotificationsPage,
                })),
              },
              {
                path: '/perfil',
                handle: page('Meu Perfil'),
                Component: lazy(async () => ({
                  default: (await import('@/features/profile/profile-page')).ProfilePage,
                })),
              },
              ...['/busca-award', '/combined-award-search', '/tarifas-award'].map((path) => ({
                path,
                handle: page('Tabela Fixa e Award'),
                Component: lazy(async () => ({
                  default: (await import('@/features/award/award-search-page')).AwardSearchPage,
                })),
              })),
              {
                path: '/award-por-data',
                handle: page('Award por Data'),
                Component: lazy(async () => ({
                  default: (await import('@/features/award/award-by-date-page')).AwardByDatePage,
                })),
              },
              {
                path: '/test-miles-converter',
                handle: page('Conversor de Milhas'),
                Component: lazy(async () => ({
                  default: (await import('@/features/miles-tools/miles-converter-page')).MilesConverterPage,
                })),
              },
              {
                path: '/buscador-demo',
                handle: page('Demonstração do Conversor'),
                Component: lazy(async () => ({
                  default: (await import('@/features/miles-tools/converter-demo-page')).ConverterDemoPage,
                })),
              },
              {
                path: '/emissao-tabela-fixa-latam',
                handle: page('Resumo da Emissão'),
                Component: lazy(async () => ({
                  default: (await import('@/features/issuance/issuance-summary-page')).IssuanceSummaryPage,
                })),
              },
              {
                path: '/emissao-tabela-fixa',
                handle: page('Emissão pela Tabela Fixa'),
                Component: lazy(async () => ({
                  default: (await import('@/features/issuance/issuance-instructions-page')).IssuanceInstructionsPage,
                })),
              },
              {
                path: '/teste-latam',
                handle: page('Teste da API da LATAM'),
                Component: lazy(async () => ({
                  default: (await import('@/features/airline-tests/latam-test-page')).LatamTestPage,
                })),
              },
              {
                path: '/teste-voegol',
                handle: page('Teste da API VoeGol'),
                Component: lazy(async () => ({
                  default: (await import('@/features/airline-tests/voegol-test-page')).VoegolTestPage,
                })),
              },
              {
                path: '/teste-smiles',
                handle: page('Teste da API Smiles'),
                Component: lazy(async () => ({
                  default: (await import('@/features/airline-tests/smiles-test-page')).SmilesTestPage,
                })),
              },
              {
                path: '/api-tester',
                handle: page('Testador de APIs'),
                Component: lazy(async () => ({
                  default: (await import('@/features/airline-tests/api-tester-page')).ApiTesterPage,
                })),
              },
              {
                path: '/buscador-direto',
                handle: page('Busca direta'),
                Component: lazy(async () => ({
                  default: (await import('@/features/search/direct-search-page')).DirectSearchPage,
                })),
              },
              ...['/buscador-inteligente', '/buscador-inteligente-demo'].map((path) => ({
                path,
                handle: page('Buscador Inteligente'),
                Component: lazy(async () => ({
                  default: (await import('@/features/search/smart-search-filters-page')).SmartSearchFiltersPage,
                })),
              })),
              {
                path: '/test-supabase',
                handle: page('Diagnóstico da integração'),
                Component: lazy(async () => ({
                  default: (await import('@/features/diagnostics/diagnostics-page')).DiagnosticsPage,
                })),
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
    ],
  },
];

export const router = createBrowserRouter(routes);
