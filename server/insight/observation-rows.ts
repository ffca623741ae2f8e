import { pricingProgram } from '@core/insight/miles-verdict';
import type { SerpPriceInsights } from '@core/schemas/insight';
import type { Flight, FlightSource } from '@core/schemas/flight';
import type { SearchQuery } from '@core/schemas/search';
import { todayIsoDate } from '@core/schemas/search';

/**
 * What the live providers priced, as the price history keeps it: one daily minimum per key (migration 0011; written
 * by observation-writes.ts). Demo offers and the fixed award table are reference data, never prices: they never
 * become rows, and neither does a cached reply (it was recorded when it was live) nor a guessed figure (a
 * programme's fallback miles).
 */

/** Sources whose offers are never prices. */
const NEVER_RECORDED: ReadonlySet<FlightSource> = new Set(['demo', 'fixed_table', 'info']);
/** Google's own price history (SerpApi price_insights.price_history), kept apart from the offers seen. */
export const GOOGLE_HISTORY_SOURCE = 'google_price_history';

export interface ObservationRow {
  origin: string;
  destination: string;
  cabin: string;
  kind: 'cash' | 'miles';
  /** '' for cash. */
  program: string;
  travelDate: string;
  source: string;
  observedOn: string;
  min: number;
  taxes: number;
  count: number;
  seenAt: string;
}

/** The day an observation belongs to: Brasília's calendar, the travellers'. */
export const observedDay = (now: Date) => todayIsoDate('America/Sao_Paulo', now);

/** A row's key in price_observations: route, cabin, kind, programme, travel day, source and day seen. */
export const keyOf = (row: ObservationRow) =>
  [row.origin, row.destination, row.cabin, row.kind, row.program, row.travelDate, row.source, row.observedOn].join('|');

/** Rows merged per key: the lowest price (with its taxes), the counts added, the latest time seen. */
export function mergeRows(rows: readonly ObservationRow[]): ObservationRow[] {
  const merged = new Map<string, ObservationRow>();
  for (const row of rows) {
    const key = keyOf(row);
    const known = merged.get(key);
    if (!known) merged.set(key, { ...row });
    else {
      if (row.min < known.min) Object.assign(known, { min: row.min, taxes: row.taxes });
      known.count += row.count;
      if (row.seenAt > known.seenAt) known.seenAt = row.seenAt;
    }
  }
  return [...merged.values()];
}

/** Whether a search's cash prices are one adult's one-way fares, the only ones the history holds. */
export function isSingleFare(query: Pick<SearchQuery, 'tripType' | 'passengers'>): boolean {
  const { adults, children, infants } = query.passengers;
  return query.tripType === 'ONE_WAY' && adults + children + infants === 1;
}

/**
 * A search's offers as observations. Cash fares count only when `singleFare` (a round trip's price is the pair's;
 * a group's is everyone's); awards are per person and per direction, so every leg counts.
 */
export function observationsOf(flights: readonly Flight[], singleFare: boolean, now: Date): ObservationRow[] {
  const observedOn = observedDay(now);
  const seenAt = now.toISOString();
  const rows: ObservationRow[] = [];
  for (const flight of flights) {
    if (NEVER_RECORDED.has(flight.source) || flight.freshness.kind !== 'live' || flight.isInfoOnly) continue;
    const base = {
      origin: flight.departure.airport,
      destination: flight.arrival.airport,
      cabin: flight.cabinClass,
      travelDate: flight.departure.date,
      source: flight.source,
      observedOn,
      count: 1,
      seenAt,
    };
    if (flight.price !== null && flight.price > 0 && singleFare && !flight.isReturnFlight)
      rows.push({ ...base, kind: 'cash', program: '', min: flight.price, taxes: 0 });
    // Kept under the programme that prices the seat: Virgin Atlantic's points shown under LATAM Pass are Virgin's
    // history, never LATAM's (each has its own verdict).
    const program = pricingProgram(flight.milesProgram, flight.milesOriginalProgram);
    if (flight.miles !== null && flight.miles > 0 && program && !flight.milesEstimated) {
      const taxesInReais = !flight.feesCurrency || flight.feesCurrency === 'BRL';
      rows.push({
        ...base,
        kind: 'miles',
        program,
        min: flight.miles,
        taxes: taxesInReais ? flight.fees : 0,
      });
    }
  }
  return mergeRows(rows);
}

/** Google's price history for the asked date, one point per day (the lowest of that day). */
export function googleHistoryRows(insights: SerpPriceInsights, query: SearchQuery, now: Date): ObservationRow[] {
  const rows = (insights.price_history ?? []).map(
    ([seconds, price]): ObservationRow => ({
      origin: query.origin,
      destination: query.destination,
      cabin: query.cabinClass,
      kind: 'cash',
      program: '',
      travelDate: query.departureDate,
      source: GOOGLE_HISTORY_SOURCE,
      observedOn: observedDay(new Date(seconds * 1000)),
      min: price,
      taxes: 0,
      count: 1,
      seenAt: now.toISOString(),
    }),
  );
  return mergeRows(rows);
}
