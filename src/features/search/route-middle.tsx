import { ArrowRight } from 'lucide-react';
import { formatStops, isReferenceFare, REFERENCE_SCHEDULE_TEXT } from '@core/flights/format';
import type { Flight } from '@core/schemas/flight';

/**
 * The middle of a result card, between departure and arrival: duration and stops when the offer has a
 * schedule; a fixed-table fare has none, so it says where the times come from and claims no stops.
 */
export function RouteMiddle({ flight }: { flight: Flight }) {
  if (isReferenceFare(flight)) {
    return (
      <div className="flex max-w-36 flex-col items-center text-center text-xs text-muted-foreground">
        <ArrowRight className="size-4" aria-hidden="true" />
        <span>{REFERENCE_SCHEDULE_TEXT}</span>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center text-xs text-muted-foreground">
      <span>{flight.duration || 'sem horário'}</span>
      <ArrowRight className="size-4" aria-hidden="true" />
      <span>{flight.departure.time ? formatStops(flight.stops) : 'escalas não informadas'}</span>
    </div>
  );
}
