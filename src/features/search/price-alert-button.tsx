import { BellPlus } from 'lucide-react';
import { useState } from 'react';
import type { Flight } from '@core/schemas/flight';
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
import { toast } from '@/components/ui/use-toast';
import { useAuthState } from '@/features/auth/auth-state';
import { createPriceAlert, type NewPriceAlert } from '@/shared/price-alerts';
import { usePassengerCount } from './passenger-count';

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

/** Creates the alert and says how it went in a toast (created, already there, or failed); true unless it failed. */
export async function createAlertSaying(userId: string, alert: NewPriceAlert): Promise<boolean> {
  const where =
    alert.date_from && alert.date_to && alert.date_from !== alert.date_to
      ? `, de ${alert.date_from} a ${alert.date_to}`
      : '';
  try {
    const created = (await createPriceAlert(userId, alert)) === 'created';
    toast({
      title: created ? 'Alerta criado' : 'Este alerta já existe',
      description: `${alert.origin} → ${alert.destination}${where}. Veja em Meus alertas.`,
    });
    return true;
  } catch {
    toast({ title: 'Erro ao criar alerta', description: 'Tente novamente.', variant: 'destructive' });
    return false;
  }
}

/** 'Criar alerta' on a result card: a price alert for this route, prefilled and editable, kept on the device. */
export function PriceAlertButton({ flight }: { flight: Flight }) {
  const auth = useAuthState();
  const [open, setOpen] = useState(false);
  const passengers = usePassengerCount();
  if (auth.status !== 'signedIn' || flight.isInfoOnly) return null;
  const userId = auth.user.id;

  const create = async (alert: NewPriceAlert) => {
    if (await createAlertSaying(userId, alert)) setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          <BellPlus aria-hidden="true" /> Criar alerta
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Alerta de preço</DialogTitle>
          <DialogDescription>Avisaremos quando esta rota ficar abaixo do preço máximo.</DialogDescription>
        </DialogHeader>
        {open && (
          <PriceAlertForm
            idPrefix={`alerta-${flight.id}`}
            defaults={{ ...alertDefaultsFor(flight), passengers }}
            onCreate={create}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
