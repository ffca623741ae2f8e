// The app's addresses, written once: the router declares its routes with them, the menus, the service worker,
// the e-mails and the notifications link to them. No zod and no imports here, so the service worker can take
// what it needs without the parsers (its bundle is measured). The links that carry a search, an award route, a
// fare to issue or a calendar are written and read by the other modules of core/links.

// Public
export const LOGIN_PATH = '/login';
export const FORGOT_PASSWORD_PATH = '/esqueci-senha';
export const RESET_PASSWORD_PATH = '/resetar-senha';
export const STOP_ALERT_PATH = '/alertas/parar';
export const MAGIC_LINK_PATH = '/magic-link';
/** The public page that sells the subscription: plans, what it gives, FAQ and the checkout. */
export const SUBSCRIBE_PATH = '/assinar';
export const ALLIANCES_PATH = '/aliancas';
export const HOW_IT_WORKS_PATH = '/how-it-works';
/** What is kept about a holder, for how long, who receives it, and their rights (Lei 13.709/2018, art. 18). */
export const PRIVACY_PATH = '/privacidade';
export const TERMS_PATH = '/termos';
/** Where the e-mailed account-deletion link lands (accounts that sign in without a password). */
export const DELETE_ACCOUNT_PATH = '/excluir-conta';

// Signed in
export const HELP_PATH = '/ajuda';
export const SEARCH_PATH = '/';
/** Older addresses of the search, still served. */
export const SEARCH_ALIASES = ['/buscador-otimizado', '/buscador-optimizado'] as const;
export const ASYNC_SEARCH_PATH = '/buscador-async';
export const SMART_SEARCH_PATH = '/buscador';
export const DIRECT_SEARCH_PATH = '/buscador-direto';
export const SEARCH_FILTERS_PATHS = ['/buscador-inteligente', '/buscador-inteligente-demo'] as const;
export const HUBS_PATH = '/hubs-aeroportos';
export const SAVED_FLIGHTS_PATH = '/favoritos';
export const ALERTS_PATH = '/alertas';
export const NOTIFICATIONS_PATH = '/notificacoes';
export const PROFILE_PATH = '/perfil';
export const AWARD_SEARCH_PATH = '/busca-award';
/** Older addresses of the award search, still served. */
export const AWARD_SEARCH_ALIASES = ['/combined-award-search', '/tarifas-award'] as const;
export const AWARD_BY_DATE_PATH = '/award-por-data';
export const ISSUANCE_SUMMARY_PATH = '/emissao-tabela-fixa-latam';
export const ISSUANCE_REQUEST_PATH = '/emissao-tabela-fixa';
export const CALENDAR_PATH = '/calendario';
/** Viagem: the whole trip for the party, each direction in cash or miles (POST /api/trip-plans). */
export const TRIP_PATH = '/viagem';
/** Para onde dá pra ir: every destination from a city, cash and miles in reais (GET /api/explore). */
export const EXPLORE_PATH = '/explorar';
/** Minhas milhas: balances, transfer partners and bonuses; bonus-alert notifications open it. */
export const WALLET_PATH = '/minhas-milhas';
/** Família: the household's members, each account's balances and the tickets issued for others. */
export const HOUSEHOLD_PATH = '/familia';

// The test and demonstration screens: one route group, loaded only when one of them is opened
export const MILES_CONVERTER_PATH = '/test-miles-converter';
export const CONVERTER_DEMO_PATH = '/buscador-demo';
export const LATAM_TEST_PATH = '/teste-latam';
export const VOEGOL_TEST_PATH = '/teste-voegol';
export const SMILES_TEST_PATH = '/teste-smiles';
export const API_TESTER_PATH = '/api-tester';
export const DIAGNOSTICS_PATH = '/test-supabase';

// Admin
export const ADMIN_PATH = '/painel-controle-sistema';

/** A path with its query; empty values stay out. */
function withQuery(path: string, fields: Record<string, string>): string {
  const kept = Object.entries(fields).filter(([, value]) => value !== '');
  return kept.length > 0 ? `${path}?${new URLSearchParams(kept).toString()}` : path;
}

/** The e-mail's 'Parar este alerta': '/alertas/parar?token=…'. */
export const stopAlertPath = (token: string) => withQuery(STOP_ALERT_PATH, { token });

/** The password e-mail's link: '/resetar-senha?token=…'. */
export const resetPasswordPath = (token: string) => withQuery(RESET_PASSWORD_PATH, { token });

/** The magic-link e-mail's link: '/magic-link?token=…&type=magiclink'. */
export const magicLinkPath = (token: string) => withQuery(MAGIC_LINK_PATH, { token, type: 'magiclink' });

/** The account-deletion e-mail's link: '/excluir-conta?token=…'. */
export const deleteAccountPath = (token: string) => withQuery(DELETE_ACCOUNT_PATH, { token });

/** Where the e-mail confirmation link lands: '/login?email_confirmado=1', or 0 when the link confirmed nothing. */
export const emailConfirmedPath = (confirmed: boolean) =>
  withQuery(LOGIN_PATH, { email_confirmado: confirmed ? '1' : '0' });
