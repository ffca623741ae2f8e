import type { BookingWindow } from '@core/schemas/booking-window';
import type { SearchQuery } from '@core/schemas/search';
import { BookingOpens } from '@/shared/booking-opens/booking-opens';
import { OpeningAlertButton } from '@/shared/booking-opens/opening-alert-button';
import { passengerCount } from './passenger-count';

/**
 * Above a finished search's results: for a day beyond an award programme's booking window, when each such programme
 * opens it ('Reservas da Smiles para … abrem em 12 dias (…)'), with "Avisar quando abrir" for a signed-in traveller.
 */
export function SearchBookingOpens({
  query,
  windows,
  userId,
}: {
  query: SearchQuery;
  windows: readonly BookingWindow[] | undefined;
  userId: string | null;
}) {
  if (query.searchType === 'cash') return null;
  return (
    <BookingOpens
      windows={windows}
      travelDate={query.departureDate}
      now={new Date()}
      className="rounded-md border p-3"
      {...(userId
        ? {
            action: (closed) => (
              <OpeningAlertButton
                userId={userId}
                route={query}
                closed={closed}
                cabin={query.cabinClass}
                passengers={passengerCount(query.passengers)}
              />
            ),
          }
        : {})}
    />
  );
}
