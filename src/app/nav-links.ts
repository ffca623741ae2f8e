import {
  ADMIN_PATH,
  ALLIANCES_PATH,
  AWARD_SEARCH_PATH,
  CALENDAR_PATH,
  EXPLORE_PATH,
  HELP_PATH,
  HOW_IT_WORKS_PATH,
  HUBS_PATH,
  SEARCH_PATH,
  SUBSCRIBE_PATH,
  TRIP_PATH,
  WALLET_PATH,
} from '@core/links/paths';

export interface NavLink {
  to: string;
  label: string;
}

/** Top navigation (SPEC §2 "Navigation and layout"). */
export const MAIN_NAV: NavLink[] = [
  { to: SEARCH_PATH, label: 'Buscador Inteligente' },
  { to: CALENDAR_PATH, label: 'Calendário' },
  { to: TRIP_PATH, label: 'Viagem' },
  { to: EXPLORE_PATH, label: 'Explorar' },
  { to: AWARD_SEARCH_PATH, label: 'Tabela Fixa e Award' },
  { to: WALLET_PATH, label: 'Minhas milhas' },
  { to: HUBS_PATH, label: 'Hubs Aeroportuários' },
  { to: HELP_PATH, label: 'Central de Ajuda' },
];

export const FOOTER_NAV: NavLink[] = [
  { to: SEARCH_PATH, label: 'Buscador Inteligente' },
  { to: CALENDAR_PATH, label: 'Calendário' },
  { to: AWARD_SEARCH_PATH, label: 'Tabela Fixa e Award' },
  { to: ALLIANCES_PATH, label: 'Alianças e Acordos' },
  { to: HOW_IT_WORKS_PATH, label: 'Como Funciona' },
  { to: SUBSCRIBE_PATH, label: 'Planos e assinatura' },
];

/** Loyalty programmes the footer names (no pages of their own yet). */
export const FOOTER_PROGRAMMES = ['LATAM Pass', 'Smiles', 'TudoAzul', 'Cartões de Crédito'];

export const ADMIN_LINK: NavLink = { to: ADMIN_PATH, label: 'Painel Admin' };
