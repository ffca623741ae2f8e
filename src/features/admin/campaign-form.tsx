import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import type { BonusCampaign, StoredBonusCampaign } from '@core/schemas/wallet';
import { Button } from '@/components/ui/button';
import { FormField, fieldA11y, TextField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { ProgramOptions } from '@/shared/program-options';
import { AIRLINE_PROGRAMS, POINTS_PROGRAMS } from '@/shared/wallet-labels';
import { type CampaignFormInput, campaignFormSchema, campaignFormValues } from './campaign-form-schema';
import { RuleFormShell, TextAreaField } from './rule-form-parts';

interface CampaignFormProps {
  /** The campaign being edited; null for a new one. */
  editing: StoredBonusCampaign | null;
  today: string;
  /** The server's refusal, in pt-BR, shown inside the form. */
  serverError: string | null;
  onSave: (campaign: BonusCampaign) => Promise<void>;
  onCancel: () => void;
}

/** Every field of a transfer-bonus campaign; the club or status tiers are rows the admin adds and removes. */
export function CampaignForm({ editing, today, serverError, onSave, onCancel }: CampaignFormProps) {
  const id = useId();
  const form = useForm<CampaignFormInput, unknown, BonusCampaign>({
    resolver: zodResolver(campaignFormSchema),
    defaultValues: campaignFormValues(editing, today),
  });
  const tiers = useFieldArray({ control: form.control, name: 'tiers' });
  const { errors, isSubmitting } = form.formState;
  const field = (name: string) => `${id}-${name}`;
  const title = editing ? 'Editar campanha' : 'Nova campanha';

  return (
    <RuleFormShell
      title={title}
      serverError={serverError}
      saveLabel={editing ? 'Salvar campanha' : 'Criar campanha'}
      submitting={isSubmitting}
      onSubmit={form.handleSubmit(onSave)}
      onCancel={onCancel}
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <FormField id={field('de')} label="De (pontos)" error={errors.from?.message}>
          <NativeSelect {...fieldA11y(field('de'), errors.from?.message)} {...form.register('from')}>
            <ProgramOptions codes={POINTS_PROGRAMS} />
          </NativeSelect>
        </FormField>
        <FormField id={field('para')} label="Para (companhia)" error={errors.to?.message}>
          <NativeSelect {...fieldA11y(field('para'), errors.to?.message)} {...form.register('to')}>
            <ProgramOptions codes={AIRLINE_PROGRAMS} />
          </NativeSelect>
        </FormField>
        <TextField
          id={field('bonus')}
          label="Bônus para todos (%)"
          error={errors.bonusPercent?.message}
          inputMode="decimal"
          {...form.register('bonusPercent')}
        />
        <TextField
          id={field('limite')}
          label="Limite por CPF (milhas de bônus)"
          error={errors.capPerCpf?.message}
          inputMode="numeric"
          placeholder="sem limite"
          {...form.register('capPerCpf')}
        />
        <TextField
          id={field('inicio')}
          label="Início"
          error={errors.validFrom?.message}
          type="date"
          {...form.register('validFrom')}
        />
        <TextField
          id={field('fim')}
          label="Até (inclusive)"
          error={errors.validUntil?.message}
          type="date"
          {...form.register('validUntil')}
        />
        <div className="sm:col-span-2">
          <TextField
            id={field('link')}
            label="Link da campanha (opcional)"
            error={errors.link?.message}
            type="url"
            placeholder="https://"
            {...form.register('link')}
          />
        </div>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Bônus por clube ou categoria</legend>
        {tiers.fields.map((row, i) => (
          <div key={row.id} className="grid gap-2 sm:grid-cols-[1fr_10rem_auto] sm:items-end">
            <TextField
              id={field(`categoria-${i}`)}
              label={`Categoria ${i + 1}`}
              error={errors.tiers?.[i]?.tier?.message}
              placeholder="Ex.: Clube Smiles"
              {...form.register(`tiers.${i}.tier`)}
            />
            <TextField
              id={field(`categoria-bonus-${i}`)}
              label={`Bônus da categoria ${i + 1} (%)`}
              error={errors.tiers?.[i]?.bonusPercent?.message}
              inputMode="decimal"
              {...form.register(`tiers.${i}.bonusPercent`)}
            />
            <Button
              type="button"
              variant="ghost"
              onClick={() => tiers.remove(i)}
              aria-label={`Remover categoria ${i + 1}`}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        ))}
        {errors.tiers?.message && <p className="text-sm text-destructive">{errors.tiers.message}</p>}
        <Button type="button" variant="outline" size="sm" onClick={() => tiers.append({ tier: '', bonusPercent: '' })}>
          <Plus aria-hidden="true" /> Adicionar categoria
        </Button>
      </fieldset>
      <TextAreaField
        id={field('notas')}
        label="Observações (opcional)"
        error={errors.notes?.message}
        rows={3}
        registration={form.register('notes')}
      />
    </RuleFormShell>
  );
}
