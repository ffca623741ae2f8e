import type { CalendarReply } from '@core/schemas/calendar';
import type { NewPriceAlert } from '@/shared/price-alerts';
import { PriceAlertDialog } from '@/shared/price-alert-dialog';

/** The period's cheapest cash fare, rounded down: what the alert proposes to watch below. */
function cheapestCash(reply: CalendarReply): number | undefined {
  const prices = reply.days.flatMap((d) => (d.cash ? [d.cash.price] : []));
  return prices.length > 0 ? Math.floor(Math.min(...prices)) : undefined;
}

/**
 * "Avise-me se algum dia deste período ficar abaixo de …": a price alert on this route for the calendar's whole
 * window (date_from/date_to), cabin and passengers, prefilled and editable, kept on the device and synced.
 */
export function CalendarAlertButton({ reply, userId }: { reply: CalendarReply; userId: string }) {
  const price = cheapestCash(reply);
  const defaults: Partial<NewPriceAlert> = {
    origin: reply.origin,
    destination: reply.destination,
    alert_type: 'reais',
    date_from: reply.from,
    date_to: reply.to,
    cabin: reply.cabin,
    ...(price !== undefined ? { max_price: price } : {}),
    ...(reply.adults > 1 ? { passengers: reply.adults } : {}),
  };
  return (
    <PriceAlertDialog
      userId={userId}
      idPrefix="alerta-calendario"
      defaults={defaults}
      trigger="Avise-me se algum dia deste período ficar abaixo de…"
      triggerClassName="h-auto w-fit max-w-full whitespace-normal py-1.5 text-left"
      title="Alerta para o período"
      description={`Avisaremos quando algum dia entre ${reply.from} e ${reply.to} ficar abaixo do preço máximo.`}
    />
  );
}
