import { addDaysIso } from '../../core/schemas/search';
import type { Responder, SeenRequest } from './fake-seats-aero';
import { seatsAeroFixture } from './fake-seats-aero';

// Replies shaped as the Seats.aero Partner API documents its range search, built from the recorded row: one
// Availability per day and source inside start_date..end_date, for the route the request names.

interface RecordedPage {
  data: Record<string, unknown>[];
}

const template = (): Record<string, unknown> => {
  const page = seatsAeroFixture('search-page-1.json') as RecordedPage;
  const row = page.data[0];
  if (!row) throw new Error('search-page-1.json sem linhas');
  return row;
};

/** One Availability row: economy at `miles` (taxes R$ 150,75) on `date`, from `origin` to `destination`. */
export function availabilityRow(
  date: string,
  origin: string,
  destination: string,
  miles: number,
  source = 'smiles',
): Record<string, unknown> {
  const row = template();
  const route = row.Route as Record<string, unknown>;
  return {
    ...row,
    ID: `cal-${source}-${origin}-${destination}-${date}`,
    Route: { ...route, OriginAirport: origin, DestinationAirport: destination, Source: source },
    Date: date,
    ParsedDate: `${date}T00:00:00Z`,
    YAvailable: true,
    YMileageCost: String(miles),
    YTotalTaxes: 15075,
    TaxesCurrency: 'BRL',
    JAvailable: false,
    JMileageCost: null,
    Source: source,
  };
}

/** Days of the request's range, skipping every `gap`-th day (those stay "sem dado"). */
export function rangeRows(request: SeenRequest, gap: number): Record<string, unknown>[] {
  const start = request.query.get('start_date') ?? '';
  const end = request.query.get('end_date') ?? '';
  const origin = (request.query.get('origin_airport') ?? '').split(',')[0] ?? '';
  const destination = (request.query.get('destination_airport') ?? '').split(',')[0] ?? '';
  const rows: Record<string, unknown>[] = [];
  let i = 0;
  for (let day = start; day <= end; day = addDaysIso(day, 1), i++) {
    if (gap > 0 && i % gap === gap - 1) continue;
    rows.push(availabilityRow(day, origin, destination, 20_000 + (i % 7) * 1000));
  }
  return rows;
}

/**
 * The range in two pages: the first says hasMore with a cursor, the second (asked with that cursor and skip)
 * repeats the first page's last row, as Seats.aero sometimes does.
 */
export function pagedRange(gap: number, cursor = 1795385530): Responder {
  return (request) => {
    const rows = rangeRows(request, gap);
    const half = Math.ceil(rows.length / 2);
    if (!request.query.get('cursor'))
      return { json: { data: rows.slice(0, half), count: rows.length, hasMore: true, cursor } };
    return { json: { data: rows.slice(half - 1), count: rows.length, hasMore: false, cursor } };
  };
}
