import { valueFlight } from '@core/flights/award-to-flight';
import { partySize } from '@core/miles/offer-value';
import type { Flight } from '@core/schemas/flight';
import type { SearchQuery } from '@core/schemas/search';
import { userValuation, type ValuationDeps } from '../exchange/user-valuation';

/**
 * The search stream's valuer (runSearch's `value`): each batch's awards at the signed-in user's milheiro, for the
 * query's passengers, taxes at the PTAX rate; the wallet is read once per search. If the wallet cannot be read the
 * batch keeps the values its provider gave (the reference), never failing the search.
 */
export function searchValuer(deps: ValuationDeps, userId: string, query: SearchQuery, now: Date = new Date()) {
  const valuation = userValuation(deps, userId, partySize(query.passengers), now);
  return async (flights: Flight[]): Promise<Flight[]> => {
    if (!flights.some((flight) => flight.miles !== null)) return flights;
    try {
      const ctx = await valuation.context(flights);
      return flights.map((flight) => valueFlight(flight, ctx));
    } catch {
      return flights;
    }
  };
}
