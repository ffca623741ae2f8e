export interface NavLink {
  to: string;
  label: string;
}

/** Top navigation (SPEC §2 "Navigation and layout"). */
export const MAIN_NAV: NavLink[] = [
  { to: '/', label: 'Buscador Inteligente' },
  { to: '/calendario', label: 'Calendário' },
  { to: '/busca-award', label: 'Tabela Fixa e Award' },
  { to: '/hubs-aeroportos', label: 'Hubs Aeroportuários' },
  { to: '/ajuda', label: 'Central de Ajuda' },
];

export const FOOTER_NAV: NavLink[] = [
  { to: '/', label: 'Buscador Inteligente' },
  { to: '/busca-award', label: 'Tabela Fixa e Award' },
  { to: '/aliancas', label: 'Alianças e Acordos' },
  { to: '/how-it-works', label: 'Como Funciona' },
  { to: '/assinar', label: 'Planos e assinatura' },
];

/** Loyalty programmes the footer names (no pages of their own yet). */
export const FOOTER_PROGRAMMES = ['LATAM Pass', 'Smiles', 'TudoAzul', 'Cartões de Crédito'];

export const ADMIN_LINK: NavLink = { to: '/painel-controle-sistema', label: 'Painel Admin' };
