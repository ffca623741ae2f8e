import { awardBookingTarget, awardProgramInfo } from '@core/flights/award-programs';
import { buildBookingLink } from '@core/flights/links';
import { cabinFrom, count, miles, minorUnits } from '@core/flights/raw-values';
import type { AwardFlight } from '@core/schemas/award';
import type { TripRow, TripsReply } from '../../providers/seats-aero-client';

/** The replies of the miles routes in the shapes SPEC §3 names (trip details). */

const CABIN_LETTER = { ECONOMY: 'Y', PREMIUM_ECONOMY: 'W', BUSINESS: 'J', FIRST: 'F' } as const;

/**
 * What the detail dialog sends as id: a Seats.aero Availability ID, or an award id built from it
 * ('{ID}-J', 'seats_aero-{ID}-J'). The trips are looked up by the Availability ID; the letter picks a cabin.
 */
export function parseAwardId(id: string): { availabilityId: string; cabinLetter: string | null } {
  const bare = id.replace(/^seats_aero-/, '');
  const match = /^(.+)-([YWJF])$/.exec(bare);
  return match
    ? { availabilityId: match[1] as string, cabinLetter: match[2] as string }
    : { availabilityId: bare, cabinLetter: null };
}

function tripCabinLetter(trip: TripRow): string | null {
  const cabin = cabinFrom(trip.Cabin);
  return cabin ? CABIN_LETTER[cabin] : null;
}

export interface TripDetailsRequest {
  origin: string;
  destination: string;
  departureDate: string;
  adults: number;
  cabinLetter: string | null;
}

/**
 * SPEC §3 "Trip details response": source, bookingLink, trips[{FlightNumbers, Cabin, RemainingSeats,
 * MileageCost, AvailabilitySegments[{OriginAirport, DestinationAirport, DepartsAt, ArrivesAt, FlightNumber,
 * AircraftName, FareClass, Cabin}]}], plus the taxes in major units and the trip's own times. Seats.aero's
 * 0 seats means unknown (null); times stay as written (airport-local).
 */
export function tripDetailsReply(reply: TripsReply, request: TripDetailsRequest) {
  const sameCabin = request.cabinLetter ? reply.trips.filter((t) => tripCabinLetter(t) === request.cabinLetter) : [];
  const trips = sameCabin.length > 0 ? sameCabin : reply.trips;
  const source = trips.find((t) => t.Source)?.Source ?? '';
  const primary = reply.bookingLinks.find((l) => l.primary) ?? reply.bookingLinks[0];
  const { target, award } = awardBookingTarget(awardProgramInfo(source));
  const first = trips[0];
  const bookingLink =
    primary?.link ??
    buildBookingLink(target, {
      origin: request.origin,
      destination: request.destination,
      departureDate: request.departureDate,
      passengers: { adults: request.adults },
      cabin: (first && cabinFrom(first.Cabin)) ?? 'ECONOMY',
      award,
    });
  return {
    source,
    bookingLink,
    bookingLinks: reply.bookingLinks,
    trips: trips.map((trip) => ({
      ID: trip.ID,
      FlightNumbers: trip.FlightNumbers ?? trip.AvailabilitySegments.map((s) => s.FlightNumber).join(', '),
      Cabin: trip.Cabin,
      RemainingSeats: count(trip.RemainingSeats) || null,
      MileageCost: miles(trip.MileageCost),
      Taxes: minorUnits(trip.TotalTaxes) ?? 0,
      TaxesCurrency: (trip.TaxesCurrency ?? '').toUpperCase(),
      DepartsAt: trip.DepartsAt ?? trip.AvailabilitySegments[0]?.DepartsAt ?? '',
      ArrivesAt: trip.ArrivesAt ?? trip.AvailabilitySegments.at(-1)?.ArrivesAt ?? '',
      TotalDuration: trip.TotalDuration ?? null,
      Stops: trip.Stops ?? Math.max(0, trip.AvailabilitySegments.length - 1),
      AvailabilitySegments: [...trip.AvailabilitySegments]
        .sort((a, b) => (a.Order ?? 0) - (b.Order ?? 0))
        .map((s) => ({
          OriginAirport: s.OriginAirport,
          DestinationAirport: s.DestinationAirport,
          DepartsAt: s.DepartsAt,
          ArrivesAt: s.ArrivesAt,
          FlightNumber: s.FlightNumber,
          AircraftName: s.AircraftName ?? '',
          FareClass: s.FareClass ?? '',
          Cabin: s.Cabin ?? '',
        })),
    })),
  };
}

/** Award screens' default order: by day, then fewest miles. */
export function byDateThenMiles(a: AwardFlight, b: AwardFlight): number {
  return a.flight_date.localeCompare(b.flight_date) || a.miles_cost - b.miles_cost;
}
