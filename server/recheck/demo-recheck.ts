import { rowMatcher, flightRow } from '@core/flights/query-match';
import { recheckSourceOf } from '@core/miles/award-recheck';
import type { AwardRecheckRequest } from '@core/schemas/award-recheck';
import type { Flight } from '@core/schemas/flight';
import type { SearchQuery } from '@core/schemas/search';
import { demoProvider } from '../providers/demo';
import type { RecheckOutcome } from './seats-aero-recheck';

/**
 * A demo offer asked again: the demo provider's own data for that day, route and cabin (synthetic and
 * deterministic, so the same offer comes back as it was). Nothing is asked of any real source.
 */
export async function recheckOnDemo(request: AwardRecheckRequest, ctx: { signal: AbortSignal; now: Date }) {
  const query: SearchQuery = {
    origin: request.origin,
    destination: request.destination,
    departureDate: request.date,
    tripType: 'ONE_WAY',
    cabinClass: request.cabin,
    passengers: { adults: 1, children: 0, infants: 0 },
    searchType: 'miles',
    isFlexible: false,
    includeNearby: false,
  };
  const matches = rowMatcher({
    origin: request.origin,
    destination: request.destination,
    from: request.date,
    to: request.date,
    cabins: [request.cabin],
  });
  const flights: Flight[] = [];
  for await (const batch of demoProvider.search(query, ctx)) flights.push(...batch);
  const awards = flights.filter(
    (f) =>
      f.miles !== null &&
      matches(flightRow(f)) &&
      recheckSourceOf(f.milesProgram, f.milesOriginalProgram) === request.source,
  );
  const found = awards.find((f) => f.id === request.offerId) ?? (request.offerId ? null : (awards[0] ?? null));
  const outcome: RecheckOutcome = {
    offer: found
      ? {
          miles: found.miles ?? 0,
          taxes: found.fees,
          taxesCurrency: found.feesCurrency ?? 'BRL',
          seats: found.availableSeats,
          seenAt: null,
        }
      : null,
    refreshRequested: false,
  };
  return outcome;
}
