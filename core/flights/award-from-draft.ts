import type { AwardFlight, BookingLink } from '../schemas/award';
import { airlineName } from './airlines';
import { type AwardProgramInfo, awardBookingTarget, awardProgramInfo } from './award-programs';
import { formatDuration } from './format';
import { buildBookingLink } from './links';
import { pick, type RawRecord, str } from './raw-values';

/** The shared tail of every award format's parser: a draft record → the normalised Award flight. */

export interface AwardContext {
  /** Where the rows came from when they do not say: a Seats.aero source ('smiles', 'american') or a programme. */
  source?: string;
  origin?: string;
  destination?: string;
  /** yyyy-MM-dd for rows without a date. */
  date?: string;
}

export interface Draft {
  id: string;
  info: AwardProgramInfo;
  airlineCodes: string;
  flightNumber: string;
  origin: string;
  destination: string;
  departure: { date: string; time: string };
  arrival: { date: string; time: string };
  durationMinutes: number | null;
  stops: number;
  connections: string[];
  cabin: AwardFlight['cabin_class'];
  miles: number | null;
  fees: number | null;
  feesCurrency: string;
  seats: number | null;
  bookingLinks: BookingLink[];
  notes: string;
  aircraft: string;
  source: string;
  /** The provider's last sighting (ISO date-time), null when it does not say. */
  seenAt?: string | null;
}

/**
 * When Seats.aero last saw a row: `ComputedLastSeen` where the reply has it, else the documented `UpdatedAt`
 * (the availability and trip objects of developers.seats.aero carry CreatedAt/UpdatedAt). Not CreatedAt: an old
 * row re-confirmed yesterday was seen yesterday. Null when absent or unreadable.
 */
export function seenAtOf(raw: RawRecord): string | null {
  for (const key of ['ComputedLastSeen', 'UpdatedAt'] as const) {
    const text = str(raw[key]);
    const ms = text ? Date.parse(text) : Number.NaN;
    if (Number.isFinite(ms)) return new Date(ms).toISOString();
  }
  return null;
}

export function finish(d: Draft): AwardFlight {
  const date = d.departure.date;
  const firstCode =
    d.airlineCodes
      .split(/[\s,/]+/)
      .find(Boolean)
      ?.toUpperCase() ?? '';
  const airline = /^[A-Z0-9]{2}$/i.test(firstCode) ? airlineName(d.airlineCodes) : d.airlineCodes;
  let links = d.bookingLinks;
  if (links.length === 0 && d.origin && d.destination && date) {
    const { target, award } = awardBookingTarget(d.info);
    const link = buildBookingLink(target, {
      origin: d.origin,
      destination: d.destination,
      departureDate: date,
      cabin: d.cabin,
      award,
    });
    links = [{ label: d.info.program || 'Reservar', link, primary: true }];
  }
  const primary = links.find((l) => l.primary) ?? links[0];
  return {
    id: d.id,
    program: d.info.program,
    original_program: d.info.original_program,
    airline,
    flight_number: d.flightNumber,
    airline_code: /^[A-Z0-9]{2}$/.test(firstCode) ? firstCode : '',
    origin: d.origin,
    destination: d.destination,
    departure_time: d.departure.time,
    arrival_time: d.arrival.time,
    flight_date: date,
    departure_date: date,
    arrival_date: d.arrival.date || date,
    duration: formatDuration(d.durationMinutes),
    duration_minutes: d.durationMinutes,
    stops: d.stops,
    connections: d.connections,
    cabin_class: d.cabin,
    miles_cost: d.miles ?? 0,
    miles_estimated: false,
    fees: d.fees ?? 0,
    fees_currency: d.feesCurrency || 'BRL',
    available_seats: d.seats && d.seats > 0 ? d.seats : null,
    booking_link: primary?.link ?? '',
    booking_links: links,
    notes: d.notes,
    aircraft: d.aircraft,
    source: d.source,
    seen_at: d.seenAt ?? null,
  };
}

export const code3 = (v: unknown, fallback = '') => str(v).toUpperCase() || fallback.toUpperCase();
export const fallbackId = (...parts: string[]) => parts.filter(Boolean).join('-');

export function base(
  raw: RawRecord,
  ctx: AwardContext,
  source: string,
): Omit<Draft, 'id' | 'cabin' | 'miles' | 'fees' | 'seats' | 'airlineCodes'> {
  return {
    info: awardProgramInfo(source),
    flightNumber: '',
    origin: '',
    destination: '',
    departure: { date: ctx.date ?? '', time: '' },
    arrival: { date: '', time: '' },
    durationMinutes: null,
    stops: 0,
    connections: [],
    feesCurrency: 'BRL',
    bookingLinks: [],
    notes: '',
    aircraft: str(pick(raw, 'Aircraft', 'aeronave', 'aircraft')),
    source,
  };
}
