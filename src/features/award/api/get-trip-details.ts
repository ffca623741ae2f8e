import { useQuery } from '@tanstack/react-query';
import type { AwardFlight } from '@core/schemas/award';
import * as z from 'zod/mini';
import { api } from '@/lib/api';
import { queryClient } from '@/lib/query-client';

/** The part of GET /api/test/trip-details this screen reads (the rest of Seats.aero's trip is kept, unread). */
const tripDetailsReply = z.object({
  data: z.object({
    trips: z.array(
      z.looseObject({
        AvailabilitySegments: z.array(
          z.looseObject({
            OriginAirport: z.string(),
            DestinationAirport: z.string(),
            DepartsAt: z.string(),
            ArrivesAt: z.string(),
            FlightNumber: z.string(),
            AircraftName: z.nullish(z.string()),
            FareClass: z.nullish(z.string()),
          }),
        ),
      }),
    ),
  }),
});
export type Segment = z.infer<typeof tripDetailsReply>['data']['trips'][number]['AvailabilitySegments'][number];

async function getTripDetails(flight: AwardFlight, signal: AbortSignal): Promise<Segment[]> {
  const query = new URLSearchParams({
    id: flight.id,
    origin: flight.origin,
    destination: flight.destination,
    departureDate: flight.flight_date,
    adults: '1',
  });
  const res = await api(`/api/test/trip-details?${query.toString()}`, tripDetailsReply, { signal });
  return res.data.trips[0]?.AvailabilitySegments ?? [];
}

/** A Seats.aero award's segments (GET /api/test/trip-details, SPEC §7); closing the dialog aborts the request. */
export function useTripDetails(flight: AwardFlight) {
  return useQuery(
    {
      queryKey: ['trip-details', flight.id, flight.flight_date],
      queryFn: ({ signal }) => getTripDetails(flight, signal),
    },
    queryClient,
  );
}
