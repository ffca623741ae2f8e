import { zodResolver } from '@hookform/resolvers/zod';
import { useLiveQuery } from 'dexie-react-hooks';
import { BellRing, Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { bonusAlertRowSchema, walletProgramSchema } from '@core/schemas/wallet';
import { z } from '@core/schemas/zod-locale';
import { Button } from '@/components/ui/button';
import { fieldA11y } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import { localDb } from '@/lib/local-db';
import { createBonusAlert, type NewBonusAlert, removeBonusAlert } from '@/shared/bonus-alerts';
import { numberText } from '@/shared/number-text';
import { AIRLINE_PROGRAMS, POINTS_PROGRAMS, pairName } from '@/shared/wallet-labels';
import { ProgramOptions } from '@/shared/program-options';

const alertFormSchema = z.object({
  from: walletProgramSchema,
  to: walletProgramSchema,
  min_bonus_percent: numberText(
    bonusAlertRowSchema.unwrap().shape.min_bonus_percent,
    'Valor inválido: escreva, por exemplo, 80',
  ),
});
type AlertFormInput = z.input<typeof alertFormSchema>;

const ID = 'alerta-bonus';

/** "Alertas de bônus": the traveller names a pair and a threshold; kept on the device and synced. */
export function BonusAlertsSection({ userId }: { userId: string }) {
  const alerts = useLiveQuery(
    async () => (await localDb.bonusAlerts.where('userId').equals(userId).toArray()).filter((a) => !a.deleted_at),
    [userId],
  );
  const form = useForm<AlertFormInput, unknown, NewBonusAlert>({
    resolver: zodResolver(alertFormSchema),
    defaultValues: { from: 'LIVELO', to: 'SMILES', min_bonus_percent: '80' },
  });
  const { errors, isSubmitting } = form.formState;
  const error = errors.min_bonus_percent?.message;
  const submit = form.handleSubmit(async (values) => {
    const created = (await createBonusAlert(userId, values)) === 'created';
    toast({
      title: created ? 'Alerta de bônus criado' : 'Este alerta já existe',
      description: `${pairName(values.from, values.to)} · bônus ≥ ${values.min_bonus_percent}%`,
    });
  });

  return (
    <section aria-labelledby="alertas-bonus-titulo" className="space-y-4">
      <h2 id="alertas-bonus-titulo" className="flex items-center gap-2 text-xl font-semibold">
        <BellRing className="size-5 text-primary" aria-hidden="true" /> Alertas de bônus
      </h2>
      <form noValidate onSubmit={submit} aria-label="Novo alerta de bônus" className="space-y-2">
        {/* Three groups that wrap as wholes: on a 390 px phone each takes its own line, never a word per line. */}
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="flex min-w-0 max-w-full flex-wrap items-center gap-2">
            <span>Avise-me quando</span>
            <NativeSelect aria-label="Programa de pontos" className="w-auto min-w-0" {...form.register('from')}>
              <ProgramOptions codes={POINTS_PROGRAMS} />
            </NativeSelect>
            <span aria-hidden="true">→</span>
            <NativeSelect aria-label="Programa de destino" className="w-auto min-w-0" {...form.register('to')}>
              <ProgramOptions codes={AIRLINE_PROGRAMS} />
            </NativeSelect>
          </span>
          <span className="flex items-center gap-2 whitespace-nowrap">
            <span>tiver bônus ≥</span>
            <Input
              {...fieldA11y(`${ID}-minimo`, error)}
              aria-label="Bônus mínimo (%)"
              inputMode="decimal"
              className="w-20"
              {...form.register('min_bonus_percent')}
            />
            <span>%</span>
          </span>
          <Button type="submit" disabled={isSubmitting} className="max-sm:w-full">
            Criar alerta de bônus
          </Button>
        </div>
        {error && (
          <p id={`${ID}-minimo-erro`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </form>
      {alerts && alerts.length === 0 && <p className="text-muted-foreground">Nenhum alerta de bônus ainda.</p>}
      <ul className="space-y-2" aria-label="Alertas de bônus">
        {alerts?.map((a) => {
          const text = `${pairName(a.from, a.to)} · bônus ≥ ${a.min_bonus_percent}%`;
          return (
            <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 text-sm">
              <span className="min-w-0 break-words">
                {text}
                {a.pending === 1 && (
                  <span className="ml-2 text-xs text-muted-foreground">Aguardando sincronização</span>
                )}
              </span>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                aria-label={`Remover alerta ${text}`}
                onClick={() => void removeBonusAlert(userId, a.id)}
              >
                <Trash2 aria-hidden="true" /> Remover
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
