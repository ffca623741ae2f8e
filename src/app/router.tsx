import {
  ADMIN_PATH,
  ALERTS_PATH,
  ALLIANCES_PATH,
  ASYNC_SEARCH_PATH,
  AWARD_BY_DATE_PATH,
  AWARD_SEARCH_ALIASES,
  AWARD_SEARCH_PATH,
  CALENDAR_PATH,
  DELETE_ACCOUNT_PATH,
  DIRECT_SEARCH_PATH,
  EXPLORE_PATH,
  FORGOT_PASSWORD_PATH,
  HOUSEHOLD_PATH,
  HELP_PATH,
  HOW_IT_WORKS_PATH,
  HUBS_PATH,
  ISSUANCE_REQUEST_PATH,
  ISSUANCE_SUMMARY_PATH,
  LOGIN_PATH,
  MAGIC_LINK_PATH,
  NOTIFICATIONS_PATH,
  PRIVACY_PATH,
  PROFILE_PATH,
  RESET_PASSWORD_PATH,
  SAVED_FLIGHTS_PATH,
  SEARCH_ALIASES,
  SEARCH_FILTERS_PATHS,
  SEARCH_PATH,
  SMART_SEARCH_PATH,
  STOP_ALERT_PATH,
  SUBSCRIBE_PATH,
  TERMS_PATH,
  TRIP_PATH,
  WALLET_PATH,
} from '@core/links/paths';
import { lazy } from 'react';
import type { PatchRoutesOnNavigationFunctionArgs, RouteObject } from 'react-router';
import { RequireSubscription } from '@/features/auth/require-subscription';
import { AppLayout } from './app-layout';
import { AppShell } from './app-shell';
import { RouteErrorPage } from './error-page';
import { NotFoundPage } from './not-found-page';
import type { RouteHandle } from './route-handle';

const page = (title: string): RouteHandle => ({ title });

/** The route group the test and demonstration screens are patched into. */
const SUBSCRIBER_ROUTES = 'subscriber';

/**
 * '/' and its aliases resolve the screen's small first module (its title; the form's code follows it) before
 * rendering (route.lazy), so the title commits with the layout: revealed from a Suspense fallback it would wait
 * ~300 ms (React spaces such reveals), and a first visit's largest paint with it. ~0.6 KB gzipped, worth fetching
 * even for a signed-out visitor, who is shown the login form in its place.
 */
const searchScreen = () => import('@/features/search/search-screen');

/**
 * SPEC §2 route table. Each screen is its own lazily loaded module. The guarded screens use React.lazy
 * rather than route.lazy: react-router resolves route.lazy before the guard renders, so a signed-out visitor
 * of '/' would download the search screen only to be shown the login form.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    HydrateFallback: AppShell,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        // A screen that fails (or whose chunk cannot load offline) keeps the header, menu and offline banner.
        ErrorBoundary: RouteErrorPage,
        children: [
          // Public
          {
            path: LOGIN_PATH,
            handle: page('Entrar'),
            lazy: async () => ({ Component: (await import('@/features/auth/login-page')).LoginPage }),
          },
          {
            path: FORGOT_PASSWORD_PATH,
            handle: page('Esqueci minha senha'),
            lazy: async () => ({
              Component: (await import('@/features/auth/forgot-password-page')).ForgotPasswordPage,
            }),
          },
          {
            path: RESET_PASSWORD_PATH,
            handle: page('Nova senha'),
            lazy: async () => ({ Component: (await import('@/features/auth/reset-password-page')).ResetPasswordPage }),
          },
          {
            path: STOP_ALERT_PATH,
            handle: page('Parar alerta'),
            lazy: async () => ({ Component: (await import('@/features/alerts/stop-alert-page')).StopAlertPage }),
          },
          {
            path: MAGIC_LINK_PATH,
            handle: page('Link de acesso'),
            lazy: async () => ({ Component: (await import('@/features/auth/magic-link-page')).MagicLinkPage }),
          },
          // Public pages about the product: the plans, the alliances, how it works
          {
            path: SUBSCRIBE_PATH,
            handle: page('Assinar'),
            lazy: async () => ({ Component: (await import('@/features/about/subscribe-page')).SubscribePage }),
          },
          {
            path: ALLIANCES_PATH,
            handle: page('Alianças e Acordos'),
            lazy: async () => ({ Component: (await import('@/features/about/alliances-page')).AlliancesPage }),
          },
          {
            path: HOW_IT_WORKS_PATH,
            handle: page('Como Funciona'),
            lazy: async () => ({ Component: (await import('@/features/about/how-it-works-page')).HowItWorksPage }),
          },
          // The holder's rights (Lei 13.709/2018, art. 18) and the terms: read before signing up, so public
          {
            path: PRIVACY_PATH,
            handle: page('Política de privacidade'),
            lazy: async () => ({ Component: (await import('@/features/about/privacy-page')).PrivacyPage }),
          },
          {
            path: TERMS_PATH,
            handle: page('Termos de uso'),
            lazy: async () => ({ Component: (await import('@/features/about/terms-page')).TermsPage }),
          },
          // The e-mailed deletion link; the page itself asks the holder to be signed in on this device
          {
            path: DELETE_ACCOUNT_PATH,
            handle: page('Excluir minha conta'),
            lazy: async () => ({
              Component: (await import('@/features/profile/delete-account-page')).DeleteAccountPage,
            }),
          },
          // Signed in; an account that never subscribed may read the help while it waits for access
          {
            element: <RequireSubscription allowWithoutSubscription />,
            children: [
              {
                path: HELP_PATH,
                handle: page('Central de Ajuda'),
                Component: lazy(async () => ({ default: (await import('@/features/help/help-page')).HelpPage })),
              },
            ],
          },
          // Signed in with an active subscription (otherwise the login screen shows in place); the test and
          // demonstration screens join this group when one of them is opened (patchRoutesOnNavigation below)
          {
            id: SUBSCRIBER_ROUTES,
            element: <RequireSubscription />,
            children: [
              ...[SEARCH_PATH, ...SEARCH_ALIASES].map((path) => ({
                path,
                handle: page('Buscador Inteligente'),
                lazy: async () => ({ Component: (await searchScreen()).SearchPage }),
              })),
              {
                path: ASYNC_SEARCH_PATH,
                handle: page('Buscador Assíncrono'),
                lazy: async () => {
                  const { SearchPage } = await searchScreen();
                  return { Component: () => <SearchPage title="Buscador Assíncrono" /> };
                },
              },
              {
                path: SMART_SEARCH_PATH,
                handle: page('Buscador Inteligente'),
                Component: lazy(async () => ({
                  default: (await import('@/features/search/smart-search-page')).SmartSearchPage,
                })),
              },
              {
                path: CALENDAR_PATH,
                handle: page('Calendário'),
                Component: lazy(async () => ({
                  default: (await import('@/features/calendar/calendar-page')).CalendarPage,
                })),
              },
              {
                path: TRIP_PATH,
                handle: page('Viagem'),
                Component: lazy(async () => ({ default: (await import('@/features/trip/trip-page')).TripPage })),
              },
              {
                path: EXPLORE_PATH,
                handle: page('Para onde dá pra ir'),
                Component: lazy(async () => ({
                  default: (await import('@/features/explore/explore-page')).ExplorePage,
                })),
              },
              {
                path: HUBS_PATH,
                handle: page('Hubs Aeroportuários'),
                // Its small first module (title, tip) before rendering, as '/' (searchScreen above).
                lazy: async () => ({ Component: (await import('@/features/hubs/hubs-screen')).HubsScreen }),
              },
              {
                path: SAVED_FLIGHTS_PATH,
                handle: page('Voos Salvos'),
                Component: lazy(async () => ({
                  default: (await import('@/features/saved-flights/saved-flights-page')).SavedFlightsPage,
                })),
              },
              {
                path: ALERTS_PATH,
                handle: page('Meus alertas'),
                Component: lazy(async () => ({ default: (await import('@/features/alerts/alerts-page')).AlertsPage })),
              },
              {
                path: WALLET_PATH,
                handle: page('Minhas milhas'),
                Component: lazy(async () => ({ default: (await import('@/features/wallet/wallet-page')).WalletPage })),
              },
              {
                path: HOUSEHOLD_PATH,
                handle: page('Família'),
                Component: lazy(async () => ({
                  default: (await import('@/features/household/household-page')).HouseholdPage,
                })),
              },
              {
                path: NOTIFICATIONS_PATH,
                handle: page('Notificações'),
                Component: lazy(async () => ({
                  default: (await import('@/features/notifications/notifications-page')).NotificationsPage,
                })),
              },
              {
                path: PROFILE_PATH,
                handle: page('Meu Perfil'),
                Component: lazy(async () => ({
                  default: (await import('@/features/profile/profile-page')).ProfilePage,
                })),
              },
              ...[AWARD_SEARCH_PATH, ...AWARD_SEARCH_ALIASES].map((path) => ({
                path,
                handle: page('Tabela Fixa e Award'),
                Component: lazy(async () => ({
                  default: (await import('@/features/award/award-search-page')).AwardSearchPage,
                })),
              })),
              {
                path: AWARD_BY_DATE_PATH,
                handle: page('Award por Data'),
                Component: lazy(async () => ({
                  default: (await import('@/features/award/award-by-date-page')).AwardByDatePage,
                })),
              },
              {
                path: ISSUANCE_SUMMARY_PATH,
                handle: page('Resumo da Emissão'),
                Component: lazy(async () => ({
                  default: (await import('@/features/issuance/issuance-summary-page')).IssuanceSummaryPage,
                })),
              },
              {
                path: ISSUANCE_REQUEST_PATH,
                handle: page('Emissão pela Tabela Fixa'),
                Component: lazy(async () => ({
                  default: (await import('@/features/issuance/issuance-instructions-page')).IssuanceInstructionsPage,
                })),
              },
              {
                path: DIRECT_SEARCH_PATH,
                handle: page('Busca direta'),
                Component: lazy(async () => ({
                  default: (await import('@/features/search/direct-search-page')).DirectSearchPage,
                })),
              },
              ...SEARCH_FILTERS_PATHS.map((path) => ({
                path,
                handle: page('Buscador Inteligente'),
                Component: lazy(async () => ({
                  default: (await import('@/features/search/smart-search-filters-page')).SmartSearchFiltersPage,
                })),
              })),
            ],
          },
          // Admin only, with its own server check
          {
            path: ADMIN_PATH,
            handle: page('Painel Administrativo'),
            lazy: async () => ({ Component: (await import('@/features/admin/admin-page')).AdminPage }),
          },
          { path: '*', handle: page('Página não encontrada'), Component: NotFoundPage },
        ],
      },
    ],
  },
];

/**
 * The test and demonstration screens' routes arrive with their group (tools-routes.ts). React-router asks here
 * whenever only the '*' route matches an address: the group is loaded then (once, a few hundred bytes, also for
 * an address that is none of theirs), so the router's chunk carries neither their routes nor their paths.
 */
export async function patchRoutesOnNavigation({ patch }: PatchRoutesOnNavigationFunctionArgs): Promise<void> {
  const { toolScreens } = await import('./tools-routes');
  patch(
    SUBSCRIBER_ROUTES,
    toolScreens.map(({ path, title, load }) => ({
      path,
      handle: page(title),
      Component: lazy(async () => ({ default: await load() })),
    })),
  );
}
