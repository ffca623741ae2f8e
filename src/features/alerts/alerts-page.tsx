import { zodResolver } from '@hookform/resolvers/zod';
import { useLiveQuery } from 'dexie-react-hooks';
import { BellRing, CloudOff, Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from '@core/schemas/zod-locale';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField, fieldA11y } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { useAuthState } from '@/features/auth/auth-state';
import { formatBRL, formatMiles } from '@/lib/format';
import { localDb } from '@/lib/local-db';
import { createPriceAlert, removePriceAlert } from '@/lib/price-alerts';

const iata = (message: string) => z.string().trim().toUpperCase().regex(/^[A-Z]{3}$/, message);
const alertFormSchema = z.object({
  origin: iata('Informe o código da origem (ex.: GRU)'),
  destination: iata('Informe o código do destino (ex.: MIA)'),
  max_price: z.coerce.number('Informe um valor').positive('O preço máximo deve ser maior que zero'),
  alert_type: z.enum(['milhas', 'reais']),
});
type AlertForm = z.input<typeof alertFormSchema>;
type AlertValues = z.output<typeof alertFormSchema>;

const selectClass = 'flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm shadow-sm';

/** 'Meus alertas': price alerts kept on the device and synced (SPEC §3 price_alerts). */
export function AlertsPage() {
  const auth = useAuthState();
  const userId = auth.status === 'signedIn' ? auth.user.id : null;
  const alerts = useLiveQuery(
    async () => (userId ? (await localDb.priceAlerts.where('userId').equals(userId).toArray()).filter((a) => !a.deleted_at) : []),
    [userId],
  );
  const form = useForm<AlertForm, unknown, AlertValues>({
    resolver: zodResolver(alertFormSchema),
    defaultValues: { origin: '', destination: '', max_price: '', alert_type: 'milhas' },
  });
  const { errors, isSubmitting } = form.formState;
  if (!userId) return <p className="py-16 text-center text-muted-foreground">Você precisa estar logado para criar alertas.</p>;

  const submit = form.handleSubmit(async (values) => {
    await createPriceAlert(userId, values);
    toast({ title: 'Alerta criado', description: `${values.origin} → ${values.destination}` });
    form.reset();
  });

  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold tracking-tight">Meus alertas</h1>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <BellRing className="size-5 text-primary" aria-hidden="true" /> Novo alerta de preço
          </CardTitle>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} className="grid gap-4 md:grid-cols-5" noValidate aria-label="Novo alerta de preço">
            <FormField id="alerta-origem" label="Origem" error={errors.origin?.message}>
              <Input {...fieldA11y('alerta-origem', errors.origin?.message)} placeholder="GRU" {...form.register('origin')} />
            </FormField>
            <FormField id="alerta-destino" label="Destino" error={errors.destination?.message}>
              <Input {...fieldA11y('alerta-destino', errors.destination?.message)} placeholder="MIA" {...form.register('destination')} />
            </FormField>
            <FormField id="alerta-tipo" label="Em">
              <select id="alerta-tipo" className={selectClass} {...form.register('alert_type')}>
                <option value="milhas">Milhas</option>
                <option value="reais">Reais</option>
              </select>
            </FormField>
            <FormField id="alerta-preco" label="Preço máximo" error={errors.max_price?.message}>
              <Input {...fieldA11y('alerta-preco', errors.max_price?.message)} inputMode="decimal" {...form.register('max_price')} />
            </FormField>
            <div className="flex items-end">
              <Button type="submit" disabled={isSubmitting} className="w-full">
                Criar alerta
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      {alerts && alerts.length === 0 && <p className="text-center text-muted-foreground">Nenhum alerta criado ainda.</p>}
      <ul className="grid gap-3 sm:grid-cols-2" aria-label="Alertas de preço">
        {alerts?.map((alert) => (
          <li key={alert.id} className="flex items-center justify-between gap-3 rounded-xl border bg-card p-4">
            <div>
              <p className="font-semibold">
                {alert.origin} → {alert.destination}
              </p>
              <p className="text-sm text-muted-foreground">
                até {alert.alert_type === 'milhas' ? `${formatMiles(alert.max_price)} milhas` : formatBRL(alert.max_price)}
              </p>
              {alert.pending === 1 && (
                <Badge variant="warning">
                  <CloudOff aria-hidden="true" /> Aguardando sincronização
                </Badge>
              )}
            </div>
            <Button
              size="sm"
              variant="outline"
              aria-label={`Excluir alerta ${alert.origin} → ${alert.destination}`}
              onClick={() => void removePriceAlert(userId, alert.id).then(() => toast({ title: 'Alerta excluído' }))}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
