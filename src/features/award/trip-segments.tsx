import { Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { AwardFlight } from '@core/schemas/award';
import * as z from 'zod/mini';
import { ApiError, api } from '@/lib/api';
import { formatDateTime } from '@/lib/format';

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
type Segment = z.infer<typeof tripDetailsReply>['data']['trips'][number]['AvailabilitySegments'][number];

type State = { status: 'loading' } | { status: 'ready'; segments: Segment[] } | { status: 'failed'; message: string };

/** Seats.aero gives the airport's local time without an offset; show it as written, not shifted to ours. */
const localTime = (iso: string) => (iso ? formatDateTime(iso.replace(/Z$|[+-]\d{2}:\d{2}$/, '')) : '—');

/** The itinerary of a Seats.aero award, segment by segment (GET /api/test/trip-details, SPEC §7). */
export function TripSegments({ flight }: { flight: AwardFlight }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    const query = new URLSearchParams({
      id: flight.id,
      origin: flight.origin,
      destination: flight.destination,
      departureDate: flight.flight_date,
      adults: '1',
    });
    api(`/api/test/trip-details?${query.toString()}`, tripDetailsReply, { signal: controller.signal }).then(
      (res) => setState({ status: 'ready', segments: res.data.trips[0]?.AvailabilitySegments ?? [] }),
      (err: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          status: 'failed',
          message: err instanceof ApiError ? err.message : 'Erro de conexão. Tente novamente.',
        });
      },
    );
    return () => controller.abort();
  }, [flight]);

  return (
    <section aria-label="Itinerário" className="space-y-2">
      <h3 className="text-sm font-semibold">Itinerário</h3>
      {state.status === 'loading' && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Carregando trechos...
        </p>
      )}
      {state.status === 'failed' && (
        <p className="text-sm text-muted-foreground">Trechos indisponíveis: {state.message}</p>
      )}
      {state.status === 'ready' && state.segments.length === 0 && (
        <p className="text-sm text-muted-foreground">A Seats.aero não informou os trechos deste voo.</p>
      )}
      {state.status === 'ready' && state.segments.length > 0 && (
        <ol className="space-y-1 text-sm">
          {state.segments.map((s) => (
            <li key={`${s.FlightNumber}-${s.DepartsAt}`} className="rounded-md border p-2">
              <span className="font-mono font-medium">
                {s.OriginAirport} → {s.DestinationAirport}
              </span>{' '}
              · {s.FlightNumber || 'voo sem número'} · {localTime(s.DepartsAt)} – {localTime(s.ArrivesAt)}
              {s.AircraftName && ` · ${s.AircraftName}`}
              {s.FareClass && ` · classe ${s.FareClass}`}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
