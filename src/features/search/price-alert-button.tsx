import type { Flight } from '@core/schemas/flight';
import { useAuthState } from '@/lib/session-state';
import type { NewPriceAlert } from '@/shared/price-alerts';
import { usePassengerCount } from './passenger-count';
import { PriceAlertDialog } from '@/shared/price-alert-dialog';

/** The day and cabin a result was found for, as an alert watches them (unknown → the defaults). */
function watchedBy(flight: Flight): Pick<NewPriceAlert, 'date_from' | 'date_to' | 'cabin'> {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(flight.departure.date) ? flight.departure.date : null;
  return { date_from: day, date_to: day, cabin: flight.cabinClass };
}

/** What a result card proposes: this route on this day and cabin, in this result's currency, at its price. */
export function alertDefaultsFor(flight: Flight): Partial<NewPriceAlert> {
  const route = { origin: flight.departure.airport, destination: flight.arrival.airport, ...watchedBy(flight) };
  if (flight.miles !== null) return { ...route, alert_type: 'milhas', max_price: flight.miles };
  return flight.price !== null
    ? { ...route, alert_type: 'reais', max_price: Math.floor(flight.price) }
    : { ...route, alert_type: 'reais' };
}

/** 'Criar alerta' on a result card: a price alert for this route, prefilled and editable, kept on the device. */
export function PriceAlertButton({ flight }: { flight: Flight }) {
  const auth = useAuthState();
  const passengers = usePassengerCount();
  if (auth.status !== 'signedIn' || flight.isInfoOnly) return null;
  return (
    <PriceAlertDialog
      userId={auth.user.id}
      idPrefix={`alerta-${flight.id}`}
      defaults={{ ...alertDefaultsFor(flight), passengers }}
      trigger="Criar alerta"
      title="Alerta de preço"
      description="Avisaremos quando esta rota ficar abaixo do preço máximo."
    />
  );
}
