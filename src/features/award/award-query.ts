import { AWARD_SEARCH_DEFAULTS, type AwardSearch } from '@core/schemas/award';

/** Origin and destination from the URL (?origin=GRU, as the hubs page links), else the SPEC §9 defaults. */
export function awardDefaultsFromQuery(params: URLSearchParams): AwardSearch {
  const code = (key: string) => params.get(key)?.trim().toUpperCase() || undefined;
  return {
    ...AWARD_SEARCH_DEFAULTS,
    programs: [...AWARD_SEARCH_DEFAULTS.programs],
    origin: code('origin') ?? AWARD_SEARCH_DEFAULTS.origin,
    destination: code('destination') ?? AWARD_SEARCH_DEFAULTS.destination,
  };
}
