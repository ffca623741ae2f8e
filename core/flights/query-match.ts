import { expandAirportCode } from '../airports/metro-areas';
import type { AwardFlight } from '../schemas/award';
import type { Flight } from '../schemas/flight';
import type { CabinClass, SearchQuery } from '../schemas/search';

/**
 * The one rule for provider rows: a row is kept only when its origin, destination, day and cabin are what the
 * provider was asked for. Providers' replies are not trusted to honour the question (Seats.aero's documented
 * examples, a misbehaving upstream, a stale cache): every path that reads provider rows (the live search, the award
 * routes, the calendar, the alert checks) drops the others through this function, so no screen shows a row the
 * search did not ask for. A city code ('SAO') stands for its airports (GRU, CGH, VCP), on either side.
 */

/** What a provider was asked: airports or city codes (comma-separated lists allowed), a day range, cabins. */
export interface RowQuery {
  origin: string;
  destination: string;
  /** First day asked, aaaa-mm-dd (inclusive). */
  from: string;
  /** Last day asked, aaaa-mm-dd (inclusive). */
  to: string;
  /** The cabins asked; none or empty means any cabin. */
  cabins?: readonly CabinClass[] | undefined;
}

/** The four facts of a row the rule looks at. */
export interface ProviderRow {
  origin: string;
  destination: string;
  /** Departure day, aaaa-mm-dd. */
  date: string;
  cabin: CabinClass;
}

function airportsOf(codes: string): Set<string> {
  return new Set(
    codes
      .split(',')
      .map((code) => code.trim())
      .filter(Boolean)
      .flatMap(expandAirportCode),
  );
}

const within = (airports: ReadonlySet<string>, code: string) =>
  code.trim() !== '' && expandAirportCode(code).some((airport) => airports.has(airport));

/** The rule for one query, its airport sets built once (a reply can hold a thousand rows). */
export function rowMatcher(query: RowQuery): (row: ProviderRow) => boolean {
  const origins = airportsOf(query.origin);
  const destinations = airportsOf(query.destination);
  const cabins = query.cabins && query.cabins.length > 0 ? new Set(query.cabins) : null;
  return (row) =>
    within(origins, row.origin) &&
    within(destinations, row.destination) &&
    /^\d{4}-\d{2}-\d{2}$/.test(row.date) &&
    row.date >= query.from &&
    row.date <= query.to &&
    (cabins === null || cabins.has(row.cabin));
}

/** True when the row is what the query asked for. */
export function rowMatchesQuery(row: ProviderRow, query: RowQuery): boolean {
  return rowMatcher(query)(row);
}

export const awardRow = (award: AwardFlight): ProviderRow => ({
  origin: award.origin,
  destination: award.destination,
  date: award.flight_date,
  cabin: award.cabin_class,
});

export const flightRow = (flight: Flight): ProviderRow => ({
  origin: flight.departure.airport,
  destination: flight.arrival.airport,
  date: flight.departure.date,
  cabin: flight.cabinClass,
});

/** The awards of a reply that answer the query. */
export function keepMatchingAwards(awards: readonly AwardFlight[], query: RowQuery): AwardFlight[] {
  const matches = rowMatcher(query);
  return awards.filter((award) => matches(awardRow(award)));
}

/** One leg of a search as a row query: the outbound, or (isReturnFlight) the way back on the return day. */
export function searchLegQuery(query: SearchQuery, isReturnFlight: boolean): RowQuery {
  const back = isReturnFlight && query.returnDate !== undefined;
  const date = back ? (query.returnDate as string) : query.departureDate;
  return {
    origin: back ? query.destination : query.origin,
    destination: back ? query.origin : query.destination,
    from: date,
    to: date,
    cabins: [query.cabinClass],
  };
}

/** The flights of a search's reply that answer it, each judged against its own leg. */
export function keepMatchingFlights(flights: readonly Flight[], query: SearchQuery): Flight[] {
  const outbound = rowMatcher(searchLegQuery(query, false));
  const inbound = rowMatcher(searchLegQuery(query, true));
  return flights.filter((flight) => (flight.isReturnFlight ? inbound : outbound)(flightRow(flight)));
}
