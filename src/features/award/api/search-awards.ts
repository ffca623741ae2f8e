import { type AwardFlight, type AwardSearch, programsToSearch } from '@core/schemas/award';
import { type AwardOutcome, awardPageFlights, combineProgramResults } from '../award-outcome';
import { searchPrograms } from './search-programs';

export interface AwardRun {
  id: number;
  outcome: AwardOutcome;
  flights: AwardFlight[];
  /** The party the rows' values are for. */
  passengers: number;
}

export interface AwardSearchInput {
  values: AwardSearch;
  /** Tells runs apart on screen. */
  id: number;
}

/** The award screen's search (SPEC §4): the checked programmes on GET /api/miles/search, combined. */
export async function searchAwards({ values, id }: AwardSearchInput, signal: AbortSignal): Promise<AwardRun> {
  const route = { origin: values.origin, destination: values.destination };
  const results = await searchPrograms(programsToSearch(values.programs), route, signal, values.passengers);
  const outcome = combineProgramResults(results, route, values.cabinClass);
  return { id, outcome, flights: awardPageFlights(outcome, values.cabinClass), passengers: values.passengers };
}
