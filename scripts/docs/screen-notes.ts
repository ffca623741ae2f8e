// What docs/screens.md says of each screen that the code does not: what it is for and which module draws it. The
// path, its title and who may open it come from core/links/paths.ts and the router (scripts/docs/screens.ts); an
// older address listed in a *_ALIASES constant takes its screen's note. A path the router or paths.ts gains
// without a note here stops `npm run docs` and the docs test, so the map never leaves a screen out.

export interface ScreenNote {
  /** What the screen is for, in a line. */
  purpose: string;
  /** The module the route loads, under src/ (the docs test checks that it exists); none while nothing routes it. */
  source?: string;
  /** Who may open it, where the router's guards do not say (a page that checks on its own). */
  access?: string;
}

export const SCREEN_NOTES: Record<string, ScreenNote> = {
  '/login': {
    purpose: 'Sign-in by password or e-mailed magic link; `?email_confirmado=1` after the confirmation e-mail',
    source: 'features/auth/login-page.tsx',
  },
  '/esqueci-senha': { purpose: 'Asks for the password-reset e-mail', source: 'features/auth/forgot-password-page.tsx' },
  '/resetar-senha': {
    purpose: "The reset e-mail's link (`?token=`): checks it, then sets the new password",
    source: 'features/auth/reset-password-page.tsx',
  },
  '/alertas/parar': {
    purpose: "The alert e-mail's 'Parar este alerta' (`?token=`): one button, no sign-in",
    source: 'features/alerts/stop-alert-page.tsx',
  },
  '/magic-link': {
    purpose: "The magic-link e-mail's link (`?token=&type=`): signs in and opens the search",
    source: 'features/auth/magic-link-page.tsx',
  },
  '/assinar': {
    purpose:
      'What the subscription gives, plans, FAQ and checkout; where a signed-in account that never subscribed lands',
    source: 'features/about/subscribe-page.tsx',
  },
  '/aliancas': {
    purpose: 'Alliances, programme partners and point transfers (data in `core/data/alliances.ts`)',
    source: 'features/about/alliances-page.tsx',
  },
  '/how-it-works': {
    purpose: 'How the search, the value of miles in reais and the alerts work',
    source: 'features/about/how-it-works-page.tsx',
  },
  '/privacidade': {
    purpose:
      "What is kept about a holder, for how long (this server's numbers, `GET /api/privacy`), who receives it, and their rights (LGPD, art. 18)",
    source: 'features/about/privacy-page.tsx',
  },
  '/termos': { purpose: 'Terms of use', source: 'features/about/terms-page.tsx' },
  '/excluir-conta': {
    purpose:
      "The account-deletion e-mail's link (`?token=`), for accounts that sign in without a password: one red button",
    source: 'features/profile/delete-account-page.tsx',
    access: 'public; the page asks the holder to be signed in on this device',
  },
  '/ajuda': {
    purpose: 'Help topics with an accent- and case-insensitive search, as an accordion',
    source: 'features/help/help-page.tsx',
  },
  '/': {
    purpose:
      "Live search: cash and miles streaming over `/ws`, best value first; `/?origem=&destino=&data=&tipo=` (a notification's link) starts that search on arrival",
    source: 'features/search/search-screen.tsx',
  },
  '/buscador-async': {
    purpose: 'The live search under its asynchronous title',
    source: 'features/search/search-screen.tsx',
  },
  '/buscador': {
    purpose: 'All at once: Melhores Opções, Passagens (R$), Milhas',
    source: 'features/search/smart-search-page.tsx',
  },
  '/calendario': {
    purpose:
      'A month (up to 62 days) of cash and miles in reais per day; a day opens its search; the last calendars open offline',
    source: 'features/calendar/calendar-page.tsx',
  },
  '/viagem': {
    purpose:
      "The whole trip for the party: each direction in cash or one programme's miles, the total in reais and per person, who issues from which balance, transfers and beneficiary warnings; a plan is saved into Voos Salvos (both directions) and alerted per direction; the last plans open offline",
    source: 'features/trip/trip-page.tsx',
  },
  '/explorar': {
    purpose:
      "Para onde dá pra ir: every destination from a city for a month (or dates) and a trip length, the cash fare and each programme's cheapest award in reais for the party, the cheapest first, marked where the balances pay it; each opens its calendar or search; an optional map drawn from bundled outlines; the last explore opens offline",
    source: 'features/explore/explore-page.tsx',
  },
  '/hubs-aeroportos': {
    purpose: 'International and Brazilian hubs; each card opens the award search from that airport',
    source: 'features/hubs/hubs-screen.tsx',
  },
  '/favoritos': {
    purpose: 'Saved flights, read from the device (works offline)',
    source: 'features/saved-flights/saved-flights-page.tsx',
  },
  '/alertas': {
    purpose:
      "Price alerts on the device, synced: state, last check, price history, 'Verificar agora', pause, push and Telegram",
    source: 'features/alerts/alerts-page.tsx',
  },
  '/minhas-milhas': {
    purpose:
      'Balances and milheiro per programme, transfer partners, running transfer bonuses and bonus alerts; synced with the device',
    source: 'features/wallet/wallet-page.tsx',
  },
  '/familia': {
    purpose:
      "The household: members ('Eu' first), each account's balances and milheiro, the tickets issued for others; read from the device and synced",
    source: 'features/household/household-page.tsx',
  },
  '/notificacoes': {
    purpose:
      'What the alerts announced, on the device, synced; opens offline (the bell in the header counts the unread)',
    source: 'features/notifications/notifications-page.tsx',
  },
  '/perfil': {
    purpose: "Name and traveller type; 'Seus dados': download a copy of one's data, delete the account",
    source: 'features/profile/profile-page.tsx',
  },
  '/busca-award': {
    purpose:
      "Award tables per programme with the fixed-table fallback; 'Detalhes do Voo' with the Seats.aero itinerary",
    source: 'features/award/award-search-page.tsx',
  },
  '/award-por-data': { purpose: 'Award availability for one date', source: 'features/award/award-by-date-page.tsx' },
  '/emissao-tabela-fixa-latam': {
    purpose: 'Summary of a fixed-table award to issue, with the WhatsApp request',
    source: 'features/issuance/issuance-summary-page.tsx',
  },
  '/emissao-tabela-fixa': {
    purpose: 'How to ask for a fixed-table issuance: the request text, WhatsApp, phone',
    source: 'features/issuance/issuance-instructions-page.tsx',
  },
  '/buscador-direto': {
    purpose: "Direct search: Ida/Volta, 'Verificar', 'Comprar'/'Resgatar', debug log",
    source: 'features/search/direct-search-page.tsx',
  },
  '/buscador-inteligente': {
    purpose: "Smart search with the 'Filtros' popover, sort, count and 'Limpar filtros'",
    source: 'features/search/smart-search-filters-page.tsx',
  },
  '/buscador-inteligente-demo': {
    purpose: 'The same smart search with filters, at its demo address',
    source: 'features/search/smart-search-filters-page.tsx',
  },
  '/painel-controle-sistema': {
    purpose: 'Users, subscriptions and expiry, admin rights, transfer-bonus campaigns, the alert job',
    source: 'features/admin/admin-page.tsx',
    access: 'admin (the page asks the server)',
  },
  '/test-miles-converter': {
    purpose: 'Miles to reais converter',
    source: 'features/tools/miles-tools/miles-converter-page.tsx',
  },
  '/buscador-demo': {
    purpose: 'Converter demo with sample offers (labelled Demonstração)',
    source: 'features/tools/miles-tools/converter-demo-page.tsx',
  },
  '/teste-latam': {
    purpose: 'LATAM upstream test page (the contingency sample is flagged)',
    source: 'features/tools/airline-tests/latam-test-page.tsx',
  },
  '/teste-voegol': {
    purpose: 'VoeGol upstream test page',
    source: 'features/tools/airline-tests/voegol-test-page.tsx',
  },
  '/teste-smiles': {
    purpose: 'Smiles test: a fixed round trip streamed over `/ws`',
    source: 'features/tools/airline-tests/smiles-test-page.tsx',
  },
  '/api-tester': {
    purpose: 'Every airline test route from one form',
    source: 'features/tools/airline-tests/api-tester-page.tsx',
  },
  '/test-supabase': {
    purpose: 'Health, session, sync round trips and logs',
    source: 'features/tools/diagnostics/diagnostics-page.tsx',
  },
  '*': { purpose: "Any other address: '404 Page Not Found'", source: 'app/not-found-page.tsx' },
};
