import { BellPlus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
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
import { createPriceAlert, type NewPriceAlert } from '@/shared/price-alerts';

/** Creates the alert and says how it went in a toast (created, already there, or failed); true unless it failed. */
async function createAlertSaying(userId: string, alert: NewPriceAlert): Promise<boolean> {
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

/**
 * A bell button that opens a price alert form, prefilled with `defaults` and editable; the dialog closes once the
 * alert is kept on the device. The form is built only while the dialog is open, so it starts from `defaults`.
 */
export function PriceAlertDialog({
  userId,
  idPrefix,
  defaults,
  trigger,
  triggerClassName,
  title,
  description,
}: {
  userId: string;
  idPrefix: string;
  defaults: Partial<NewPriceAlert>;
  trigger: ReactNode;
  triggerClassName?: string;
  title: string;
  description: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const create = async (alert: NewPriceAlert) => {
    if (await createAlertSaying(userId, alert)) setOpen(false);
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" className={triggerClassName}>
          <BellPlus aria-hidden="true" /> {trigger}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {open && <PriceAlertForm idPrefix={idPrefix} defaults={defaults} onCreate={create} />}
      </DialogContent>
    </Dialog>
  );
}
