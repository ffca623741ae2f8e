import { queryOptions, useQuery } from '@tanstack/react-query';
import { tripDetails } from '@core/contract/miles';
import type { AwardFlight } from '@core/schemas/award';
import type { TripSegment } from '@core/schemas/miles';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';

export type Segment = TripSegment;

async function getTripDetails(flight: AwardFlight, signal: AbortSignal): Promise<Segment[]> {
  const reply = await call(tripDetails, {
    query: {
      id: flight.id,
      origin: flight.origin,
      destination: flight.destination,
      departureDate: flight.flight_date,
      adults: 1,
    },
    signal,
  });
  return reply.data.trips[0]?.AvailabilitySegments ?? [];
}

export const tripDetailsQuery = (flight: AwardFlight) =>
  queryOptions({
    queryKey: ['trip-details', flight.id, flight.flight_date],
    queryFn: ({ signal }) => getTripDetails(flight, signal),
  });

/** A Seats.aero award's segments (GET /api/test/trip-details, SPEC §7); closing the dialog aborts the request. */
export function useTripDetails(flight: AwardFlight) {
  return useQuery(tripDetailsQuery(flight), queryClient);
}
