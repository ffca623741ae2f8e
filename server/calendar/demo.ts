import type { AwardOffer } from '@core/calendar/days';
import { roundCents } from '@core/format/money';
import { fixedTableDemoPrice, fixedTableQuote } from '@core/miles/fixed-table';
import { PROGRAMS } from '@core/miles/program-ids';
import { estimateMilesValue } from '@core/miles/valuation';
import type { CalendarCash, CalendarQuery, CalendarReply } from '@core/schemas/calendar';
import type { Flight } from '@core/schemas/flight';
import type { SearchQuery } from '@core/schemas/search';
import { demoProvider } from '../providers/demo';
import type { AwardLeg } from './awards';

/**
 * The calendar of a fresh install (no provider configured): the demo provider's deterministic fares for every
 * day and airport of the range, labelled Demonstração by the reply's `demo` flag and each cell's freshness.
 * The fixed award table stays apart, as the route's reference line.
 */

async function demoFlights(from: string, to: string, date: string, query: CalendarQuery, now: Date): Promise<Flight[]> {
  const search: SearchQuery = {
    origin: from,
    destination: to,
    departureDate: date,
    tripType: 'ONE_WAY',
    cabinClass: query.cabin,
    passengers: { adults: query.adults, children: 0, infants: 0 },
    searchType: 'all',
    isFlexible: false,
    includeNearby: false,
  };
  const flights: Flight[] = [];
  for await (const batch of demoProvider.search(search, { signal: new AbortController().signal, now })) {
    flights.push(...batch);
  }
  return flights;
}

/** Every demo offer of a leg: cash fares by day, and award offers for the cells. */
export async function demoLeg(
  query: CalendarQuery,
  leg: AwardLeg,
  dates: readonly string[],
  now: Date,
): Promise<{ cash: Map<string, CalendarCash>; awards: AwardOffer[] }> {
  const cash = new Map<string, CalendarCash>();
  const awards: AwardOffer[] = [];
  const observedAt = now.toISOString();
  for (const date of dates) {
    for (const from of leg.origins) {
      for (const to of leg.destinations) {
        for (const flight of await demoFlights(from, to, date, query, now)) {
          const common = { source: 'demo', observedAt, freshness: 'demo' as const, origin: from, destination: to };
          if (flight.price !== null) {
            const price = roundCents(flight.price * query.adults);
            const seen = cash.get(date);
            if (!seen || seen.price > price) cash.set(date, { price, ...common });
          }
          if (flight.miles !== null && flight.milesProgram) {
            awards.push({
              date,
              program: flight.milesProgram,
              // One traveller's price: the party is counted where the cells are valued.
              miles: flight.miles,
              taxes: flight.fees,
              taxesCurrency: 'BRL',
              ...common,
            });
          }
        }
      }
    }
  }
  return { cash, awards };
}

/** Two one-way demo fares make a round trip: the departure's plus the return's `nights` later. */
export function pairDemoCash(
  out: ReadonlyMap<string, CalendarCash>,
  back: ReadonlyMap<string, CalendarCash>,
  returnOf: (date: string) => string,
): Map<string, CalendarCash> {
  const paired = new Map<string, CalendarCash>();
  for (const [date, cell] of out) {
    const ret = back.get(returnOf(date));
    if (ret) paired.set(date, { ...cell, price: roundCents(cell.price + ret.price) });
  }
  return paired;
}

/** The fixed award table's price for the route (its first airports), as the reference line. */
export function referenceLine(origin: string, destination: string, query: CalendarQuery): CalendarReply['reference'] {
  const quote = fixedTableQuote(origin, destination, query.cabin);
  if (!quote) return null;
  const legs = query.nights === undefined ? 1 : 2;
  const miles = quote.miles * legs * query.adults;
  const taxes = roundCents(fixedTableDemoPrice(origin, destination, quote.cabin).fees * legs * query.adults);
  const valueBRL = estimateMilesValue(miles, PROGRAMS.LATAM_PASS.name, taxes);
  return valueBRL === null ? null : { program: PROGRAMS.LATAM_PASS.name, miles, taxes, valueBRL };
}
