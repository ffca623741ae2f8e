import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from '@core/schemas/zod-locale';
import { Button } from '@/components/ui/button';
import { FormField, fieldA11y } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import type { NewPriceAlert } from '@/lib/price-alerts';

const iata = (message: string) =>
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, message);
const alertFormSchema = z.object({
  origin: iata('Informe o código da origem (ex.: GRU)'),
  destination: iata('Informe o código do destino (ex.: MIA)'),
  max_price: z.coerce.number('Informe um valor').positive('O preço máximo deve ser maior que zero'),
  alert_type: z.enum(['milhas', 'reais']),
});
type AlertForm = z.input<typeof alertFormSchema>;

const selectClass = 'flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm shadow-sm';

/**
 * The price alert form (SPEC §3 price_alerts: origin, destination, max_price, alert_type), used by 'Meus alertas'
 * and, prefilled, by a result card. `idPrefix` keeps the field ids unique when both are on screen.
 */
export function PriceAlertForm({
  defaults,
  onCreate,
  idPrefix = 'alerta',
  inline = false,
}: {
  defaults?: Partial<NewPriceAlert>;
  onCreate: (alert: NewPriceAlert) => Promise<void>;
  idPrefix?: string;
  /** One row on wide screens (the page) or stacked (a dialog). */
  inline?: boolean;
}) {
  const form = useForm<AlertForm, unknown, NewPriceAlert>({
    resolver: zodResolver(alertFormSchema),
    defaultValues: { origin: '', destination: '', max_price: '', alert_type: 'milhas', ...defaults },
  });
  const { errors, isSubmitting } = form.formState;
  const id = (name: string) => `${idPrefix}-${name}`;
  const submit = form.handleSubmit(async (values) => {
    await onCreate(values);
    form.reset();
  });

  return (
    <form
      onSubmit={submit}
      className={cn('grid gap-4', inline && 'md:grid-cols-5')}
      noValidate
      aria-label="Novo alerta de preço"
    >
      <FormField id={id('origem')} label="Origem" error={errors.origin?.message}>
        <Input {...fieldA11y(id('origem'), errors.origin?.message)} placeholder="GRU" {...form.register('origin')} />
      </FormField>
      <FormField id={id('destino')} label="Destino" error={errors.destination?.message}>
        <Input
          {...fieldA11y(id('destino'), errors.destination?.message)}
          placeholder="MIA"
          {...form.register('destination')}
        />
      </FormField>
      <FormField id={id('tipo')} label="Preço em">
        <select id={id('tipo')} className={selectClass} {...form.register('alert_type')}>
          <option value="milhas">Milhas</option>
          <option value="reais">Reais</option>
        </select>
      </FormField>
      <FormField id={id('preco')} label="Preço máximo" error={errors.max_price?.message}>
        <Input
          {...fieldA11y(id('preco'), errors.max_price?.message)}
          inputMode="decimal"
          {...form.register('max_price')}
        />
      </FormField>
      <div className="flex items-end">
        <Button type="submit" disabled={isSubmitting} className="w-full">
          Criar alerta
        </Button>
      </div>
    </form>
  );
}
