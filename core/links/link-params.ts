// What writes a link: its query string and path, with no schema, so a screen that only links to a search (a hub
// card) does not build the search's schemas. Reading a link back is search-link.ts and award-link.ts.
import { AWARD_SEARCH_PATH, SEARCH_PATH } from './paths';

export const SEARCH_LINK_PARAMS = ['origem', 'destino', 'data', 'tipo', 'classe', 'passageiros'] as const;

/** What a link carries. Only the route is required; a link without a date fills the form and runs nothing. */
export interface SearchLink {
  origin: string;
  destination: string;
  /** yyyy-MM-dd */
  date?: string | null;
  /** 'milhas' opens the miles search, 'reais' the cash one; absent, both side by side. */
  unit?: 'reais' | 'milhas' | null;
  cabin?: string | null;
  /** Absent or 1: one passenger. */
  passengers?: number | null;
}

/** The link's query string (no '?'), parameters in SEARCH_LINK_PARAMS order. */
export function searchLinkParams(link: SearchLink): URLSearchParams {
  const params = new URLSearchParams({ origem: link.origin, destino: link.destination });
  if (link.date) params.set('data', link.date);
  if (link.unit) params.set('tipo', link.unit);
  if (link.cabin) params.set('classe', link.cabin);
  if (link.passengers && link.passengers > 1) params.set('passageiros', String(link.passengers));
  return params;
}

/** '/?origem=…': the search page fills its form with the link and, when it is complete, starts it. */
export function searchLinkPath(link: SearchLink): string {
  return `${SEARCH_PATH}?${searchLinkParams(link).toString()}`;
}

/** '/busca-award?origem=GRU&destino=MIA'. */
export function awardSearchPath(route: { origin: string; destination: string }): string {
  return `${AWARD_SEARCH_PATH}?${searchLinkParams({ origin: route.origin, destination: route.destination }).toString()}`;
}
