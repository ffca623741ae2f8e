// The award search link: '/busca-award?origem=GRU&destino=MIA' (a hub card, the issuance page's way back). It has
// no date, cabin or passengers: the form opens on the route with every programme checked. Older links wrote
// origin/destination; they are still read.
import { AWARD_SEARCH_DEFAULTS, type AwardSearch } from '../schemas/award';
import { airportCodeParam } from './search-link';

/** The route an award link carries (origem/destino, or the older origin/destination); absent, undefined. */
export function readAwardRoute(params: URLSearchParams): { origin?: string; destination?: string } {
  const read = (...names: string[]) => {
    for (const name of names) {
      const parsed = airportCodeParam.safeParse(params.get(name) ?? '');
      if (parsed.success) return parsed.data;
    }
    return undefined;
  };
  const origin = read('origem', 'origin');
  const destination = read('destino', 'destination');
  return { ...(origin ? { origin } : {}), ...(destination ? { destination } : {}) };
}

/** The award form a link opens: its route, else the SPEC §9 defaults (GRU → MIA, class ALL, every programme). */
export function awardDefaultsFromQuery(params: URLSearchParams): AwardSearch {
  const route = readAwardRoute(params);
  let origin = route.origin ?? AWARD_SEARCH_DEFAULTS.origin;
  let destination = route.destination ?? AWARD_SEARCH_DEFAULTS.destination;
  // A link with one end only never makes the default the same airport (MIA → MIA): the default moves.
  if (origin === destination && !route.destination) destination = origin === 'GRU' ? 'MIA' : 'GRU';
  else if (origin === destination && !route.origin) origin = destination === 'GRU' ? 'GIG' : 'GRU';
  return { ...AWARD_SEARCH_DEFAULTS, programs: [...AWARD_SEARCH_DEFAULTS.programs], origin, destination };
}
