import { IATA_CODE } from '@core/airports/iata';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { parseMoneyInput } from '@core/format/money';
import { QUIET_HOURS_LABEL } from '@core/alerts/quiet-hours';
import { ALERT_DEFAULT_WINDOW_DAYS } from '@core/schemas/alerts';
import { AWARD_PROGRAMS } from '@core/schemas/award';
import { programWithArticle } from '@core/format/booking-window';
import { ALERT_TRIGGERS, OPENING_NEEDS_MILES_DAY } from '@core/schemas/sync';
import { CABIN_CLASSES } from '@core/schemas/search';
import { z } from '@core/schemas/zod-locale';
import { CabinOptions } from '@/shared/cabin-options';
import { Button } from '@/components/ui/button';
import { FormField, fieldA11y } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import type { NewPriceAlert } from '@/shared/price-alerts';

const iata = (message: string) => z.string().trim().toUpperCase().regex(IATA_CODE, message);
const day = z.union([z.literal(''), z.iso.date('Data inválida')]).nullish();
const moneyOf = (v: number | string | null | undefined) =>
  typeof v === 'number' ? v : typeof v === 'string' ? parseMoneyInput(v) : null;

const alertFormSchema = z
  .object({
    origin: iata('Informe o código da origem (ex.: GRU, ou SAO para todos de São Paulo)'),
    destination: iata('Informe o código do destino (ex.: MIA, ou NYC para todos de Nova York)'),
    trigger: z.enum(ALERT_TRIGGERS),
    /** Read only for a maximum-price alert; 'abaixo do normal' has none. */
    max_price: z.union([z.number(), z.string()]).nullish(),
    alert_type: z.enum(['milhas', 'reais']),
    date_from: day,
    date_to: day,
    cabin: z.union([z.literal(''), z.enum(CABIN_CLASSES)]).nullish(),
    /** From the search the alert comes from (no field: the price is per passenger either way). */
    passengers: z.number().int().min(1).max(9).optional(),
    quiet_hours: z.boolean().optional(),
    /** From a day beyond a programme's window: the programme, and whether to be told when it opens. */
    opening_program: z.enum(AWARD_PROGRAMS).nullish(),
    opening: z.boolean().optional(),
  })
  .refine((a) => !a.date_from || !a.date_to || a.date_from <= a.date_to, {
    message: 'A data final deve ser igual ou posterior à inicial.',
    path: ['date_to'],
  })
  .superRefine((a, ctx) => {
    if (a.opening && a.opening_program && (a.alert_type !== 'milhas' || !(a.date_from || a.date_to)))
      ctx.addIssue({ code: 'custom', path: ['opening'], message: OPENING_NEEDS_MILES_DAY });
    if (a.trigger !== 'max_price') return;
    const value = moneyOf(a.max_price);
    if (value !== null && value > 0) return;
    const typed = String(a.max_price ?? '').trim();
    const message =
      value !== null
        ? 'O preço máximo deve ser maior que zero'
        : typed
          ? 'Valor inválido: escreva, por exemplo, 3.500,00'
          : 'Informe um valor';
    ctx.addIssue({ code: 'custom', path: ['max_price'], message });
  })
  .transform((a): NewPriceAlert => {
    // One date alone is that day; none is the rolling window of the next ALERT_DEFAULT_WINDOW_DAYS days.
    const from = a.date_from || a.date_to || null;
    const to = a.date_to || a.date_from || null;
    const { origin, destination, alert_type, trigger } = a;
    const group = a.passengers && a.passengers > 1 ? { passengers: a.passengers } : {};
    return {
      origin,
      destination,
      trigger,
      max_price: trigger === 'max_price' ? moneyOf(a.max_price) : null,
      alert_type,
      date_from: from,
      date_to: to,
      cabin: a.cabin || null,
      ...group,
      ...(a.quiet_hours ? { quiet_hours: true } : {}),
      ...(a.opening && a.opening_program ? { opening_program: a.opening_program } : {}),
    };
  });
type AlertForm = z.input<typeof alertFormSchema>;

const selectClass = 'flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm shadow-sm';

/**
 * The price alert form (SPEC §3 price_alerts: origin, destination, max_price or 'abaixo do normal', alert_type; plus the days
 * watched and the cabin, blank = the next ALERT_DEFAULT_WINDOW_DAYS days, any cabin), used by 'Meus alertas'
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
    defaultValues: {
      origin: '',
      destination: '',
      max_price: '',
      alert_type: 'milhas',
      trigger: 'max_price',
      ...defaults,
      date_from: defaults?.date_from ?? '',
      date_to: defaults?.date_to ?? '',
      cabin: defaults?.cabin ?? '',
      opening: Boolean(defaults?.opening_program),
    },
  });
  const { errors, isSubmitting } = form.formState;
  const relative = form.watch('trigger') === 'below_typical';
  const id = (name: string) => `${idPrefix}-${name}`;
  const submit = form.handleSubmit(async (values) => {
    await onCreate(values);
    form.reset();
  });

  return (
    <form
      onSubmit={submit}
      className={cn('grid gap-4', inline && 'md:grid-cols-4 xl:grid-cols-5')}
      noValidate
      aria-label="Novo alerta de preço"
    >
      <FormField id={id('origem')} label="Origem" error={errors.origin?.message}>
        <Input
          {...fieldA11y(id('origem'), errors.origin?.message)}
          placeholder="Aeroporto ou cidade (ex.: GRU, SAO)"
          {...form.register('origin')}
        />
      </FormField>
      <FormField id={id('destino')} label="Destino" error={errors.destination?.message}>
        <Input
          {...fieldA11y(id('destino'), errors.destination?.message)}
          placeholder="Aeroporto ou cidade (ex.: MIA, NYC)"
          {...form.register('destination')}
        />
      </FormField>
      <FormField id={id('tipo')} label="Preço em">
        <select id={id('tipo')} className={selectClass} {...form.register('alert_type')}>
          <option value="milhas">Milhas</option>
          <option value="reais">Reais</option>
        </select>
      </FormField>
      <fieldset className={cn(inline && 'md:col-span-2')}>
        <legend className="mb-1 text-sm font-medium">Quando avisar</legend>
        <div className="flex flex-col gap-1">
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" value="max_price" {...form.register('trigger')} />
            Quando chegar ao meu preço
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" value="below_typical" {...form.register('trigger')} />
            Avise quando estiver abaixo do normal
          </label>
        </div>
      </fieldset>
      {relative ? (
        <p className="text-sm text-muted-foreground">
          Avisa quando o menor preço encontrado ficar abaixo da faixa típica da rota, e de novo só se baixar mais.
        </p>
      ) : (
        <FormField id={id('preco')} label="Preço máximo" error={errors.max_price?.message}>
          <Input
            {...fieldA11y(id('preco'), errors.max_price?.message)}
            inputMode="decimal"
            {...form.register('max_price')}
          />
        </FormField>
      )}
      <FormField id={id('de')} label="De (opcional)" error={errors.date_from?.message}>
        <Input {...fieldA11y(id('de'), errors.date_from?.message)} type="date" {...form.register('date_from')} />
      </FormField>
      <FormField id={id('ate')} label="Até (opcional)" error={errors.date_to?.message}>
        <Input {...fieldA11y(id('ate'), errors.date_to?.message)} type="date" {...form.register('date_to')} />
      </FormField>
      <FormField id={id('classe')} label="Classe">
        <select id={id('classe')} className={selectClass} {...form.register('cabin')}>
          <option value="">Qualquer classe</option>
          <CabinOptions />
        </select>
      </FormField>
      <p className={cn('text-sm text-muted-foreground', inline && 'md:col-span-2 md:self-end')}>
        Sem datas, o alerta vigia os próximos {ALERT_DEFAULT_WINDOW_DAYS} dias; só uma data, aquele dia.
      </p>
      <label className={cn('flex items-center gap-2 text-sm', inline && 'md:col-span-2')}>
        <input type="checkbox" {...form.register('quiet_hours')} />
        {QUIET_HOURS_LABEL}
      </label>
      {defaults?.opening_program && (
        <div className={cn('grid gap-1 text-sm', inline && 'md:col-span-2')}>
          <label className="flex items-center gap-2">
            <input type="checkbox" aria-describedby={id('abre-erro')} {...form.register('opening')} />
            Avisar quando abrir (reservas {programWithArticle(defaults.opening_program)})
          </label>
          {errors.opening?.message && (
            <p id={id('abre-erro')} className="text-destructive">
              {errors.opening.message}
            </p>
          )}
        </div>
      )}
      <div className="flex items-end">
        <Button type="submit" disabled={isSubmitting} className="w-full">
          Criar alerta
        </Button>
      </div>
    </form>
  );
}
