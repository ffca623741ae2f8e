import { readAwardRoute } from '@core/links/search-link';
import { AWARD_SEARCH_DEFAULTS, type AwardSearch } from '@core/schemas/award';

/** The route from the URL (a hub card's '?origem=GRU&destino=MIA'), else the SPEC §9 defaults. */
export function awardDefaultsFromQuery(params: URLSearchParams): AwardSearch {
  const route = readAwardRoute(params);
  let origin = route.origin ?? AWARD_SEARCH_DEFAULTS.origin;
  let destination = route.destination ?? AWARD_SEARCH_DEFAULTS.destination;
  // A link with one end only never makes the default the same airport (MIA → MIA): the default moves.
  if (origin === destination && !route.destination) destination = origin === 'GRU' ? 'MIA' : 'GRU';
  else if (origin === destination && !route.origin) origin = destination === 'GRU' ? 'GIG' : 'GRU';
  return { ...AWARD_SEARCH_DEFAULTS, programs: [...AWARD_SEARCH_DEFAULTS.programs], origin, destination };
}
