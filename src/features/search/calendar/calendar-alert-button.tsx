import { BellPlus } from 'lucide-react';
import { useState } from 'react';
import type { CalendarReply } from '@core/schemas/calendar';
import { PriceAlertForm } from '@/shared/price-alert-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import type { NewPriceAlert } from '@/shared/price-alerts';
import { createAlertSaying } from '../price-alert-button';

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
  const [open, setOpen] = useState(false);
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
  const create = async (alert: NewPriceAlert) => {
    if (await createAlertSaying(userId, alert)) setOpen(false);
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" className="h-auto w-fit max-w-full whitespace-normal py-1.5 text-left">
          <BellPlus aria-hidden="true" /> Avise-me se algum dia deste período ficar abaixo de…
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Alerta para o período</DialogTitle>
          <DialogDescription>
            Avisaremos quando algum dia entre {reply.from} e {reply.to} ficar abaixo do preço máximo.
          </DialogDescription>
        </DialogHeader>
        {open && <PriceAlertForm idPrefix="alerta-calendario" defaults={defaults} onCreate={create} />}
      </DialogContent>
    </Dialog>
  );
}
