import { programWithArticle } from '@core/format/booking-window';
import { formatDate } from '@core/format/dates';
import type { ClosedProgram } from '@core/miles/booking-window';
import type { CabinClass } from '@core/schemas/search';
import { PriceAlertDialog } from '@/shared/price-alert-dialog';

/**
 * "Avisar quando abrir" beside a programme not open yet for a day: a miles alert on that day, prefilled and editable,
 * that is told once on the opening day (server/alerts/opening-alerts.ts) and then watches the price like any other.
 */
export function OpeningAlertButton({
  userId,
  route,
  closed,
  cabin,
  passengers,
}: {
  userId: string;
  route: { origin: string; destination: string };
  closed: ClosedProgram;
  cabin?: CabinClass | null;
  passengers?: number;
}) {
  return (
    <PriceAlertDialog
      userId={userId}
      idPrefix={`alerta-abertura-${closed.program.toLowerCase()}`}
      defaults={{
        origin: route.origin,
        destination: route.destination,
        alert_type: 'milhas',
        date_from: closed.travelDate,
        date_to: closed.travelDate,
        cabin: cabin ?? null,
        opening_program: closed.program,
        ...(passengers && passengers > 1 ? { passengers } : {}),
      }}
      trigger="Avisar quando abrir"
      title="Avisar quando abrir"
      description={`No dia ${formatDate(closed.opensOn)}, quando abrirem as reservas ${programWithArticle(closed.program)} para ${formatDate(closed.travelDate)}, avisaremos uma vez; depois o alerta vigia o preço em milhas.`}
    />
  );
}
