import { Loader2 } from 'lucide-react';
import type { AwardFlight } from '@core/schemas/award';
import { CONNECTION_ERROR } from '@/lib/api';
import { formatDateTime } from '@core/format/dates';
import { toUserMessage } from '@/lib/user-message';
import { type Segment, useTripDetails } from './api/get-trip-details';

type State = { status: 'loading' } | { status: 'ready'; segments: Segment[] } | { status: 'failed'; message: string };

/** Seats.aero gives the airport's local time without an offset; show it as written, not shifted to ours. */
const localTime = (iso: string) => (iso ? formatDateTime(iso.replace(/Z$|[+-]\d{2}:\d{2}$/, '')) : '—');

/** The itinerary of a Seats.aero award, segment by segment (GET /api/test/trip-details, SPEC §7). */
export function TripSegments({ flight }: { flight: AwardFlight }) {
  const trip = useTripDetails(flight);
  const state: State = trip.isPending
    ? { status: 'loading' }
    : trip.isError
      ? { status: 'failed', message: toUserMessage(trip.error, CONNECTION_ERROR) }
      : { status: 'ready', segments: trip.data };

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
