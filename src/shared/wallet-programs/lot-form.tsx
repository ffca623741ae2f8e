import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { EXPIRY_RULES, expiryRuleSummary, expirySourceText, proposedExpiry } from '@core/miles/expiry-rules';
import type { WalletProgram } from '@core/miles/wallet-programs';
import { addDaysIso } from '@core/schemas/search';
import { expiryToday, LOT_DAYS_BACK, LOT_KIND_LABELS, LOT_KINDS, LOT_YEARS_AHEAD } from '@core/schemas/wallet-lots';
import { FormField, fieldA11y, TextField } from '@/components/ui/form-field';
import { FormActions } from '@/components/ui/item-actions';
import { NativeSelect } from '@/components/ui/native-select';
import type { LocalWalletLot } from '@/lib/local-db';
import { unitOf } from '@/shared/wallet-labels';
import type { LotEntry } from '@/shared/wallet-lots';
import { balanceText } from './wallet-form-schema';
import { type LotFormInput, lotFormSchema } from './lot-form-schema';

interface LotFormProps {
  program: WalletProgram;
  memberId: string | null;
  /** The lot being edited; absent when adding. */
  lot?: LocalWalletLot;
  onSave: (entry: LotEntry) => Promise<void>;
  onCancel: () => void;
  /** Prefix of the fields' ids, unique per programme and account on the screen. */
  idPrefix: string;
}

/**
 * Adds or edits one lot: how much, until when, and its kind. A credit date fills the expiry from the programme's
 * rule, whose source is shown; the traveller can always type the date the programme's statement gives.
 */
export function LotForm({ program, memberId, lot, onSave, onCancel, idPrefix }: LotFormProps) {
  const form = useForm<LotFormInput, unknown, LotEntry>({
    resolver: zodResolver(lotFormSchema(program, memberId)),
    defaultValues: {
      amount: lot ? balanceText(lot.amount) : '',
      credited_on: '',
      expires_on: lot?.expires_on ?? '',
      kind: lot?.kind ?? 'base',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const rule = EXPIRY_RULES[program];
  const today = expiryToday();
  const id = (name: string) => `${idPrefix}-${name}`;
  const title = lot ? 'Editar lote' : 'Adicionar lote';
  const credited = form.register('credited_on', {
    onChange: (event: { target: { value: string } }) => {
      const proposal = event.target.value ? proposedExpiry(program, event.target.value) : null;
      if (proposal) form.setValue('expires_on', proposal, { shouldValidate: form.formState.isSubmitted });
    },
  });

  return (
    <form
      noValidate
      aria-label={title}
      className="grid gap-3 rounded-lg border p-3 sm:grid-cols-2"
      onSubmit={form.handleSubmit(onSave)}
    >
      <h4 className="font-semibold sm:col-span-2">{title}</h4>
      <TextField
        id={id('quantidade')}
        label={`Quantidade (${unitOf(program)})`}
        error={errors.amount?.message}
        inputMode="numeric"
        placeholder="Ex.: 12.000"
        {...form.register('amount')}
      />
      <FormField id={id('tipo')} label="Tipo" error={errors.kind?.message}>
        <NativeSelect {...fieldA11y(id('tipo'), errors.kind?.message)} {...form.register('kind')}>
          {LOT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {LOT_KIND_LABELS[kind]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {rule.validityMonths !== null && (
        <TextField id={id('credito')} label="Data do crédito (opcional)" type="date" {...credited} />
      )}
      <TextField
        id={id('validade')}
        label="Expira em"
        type="date"
        min={addDaysIso(today, -LOT_DAYS_BACK)}
        max={addDaysIso(today, LOT_YEARS_AHEAD * 366)}
        error={errors.expires_on?.message}
        {...form.register('expires_on')}
      />
      <div className="space-y-1 text-sm text-muted-foreground sm:col-span-2">
        <p>
          Regra: {expiryRuleSummary(rule)}. {rule.conditions.join(' ')}
        </p>
        <p>Fonte: {expirySourceText(rule)}. Confira a data no extrato do programa.</p>
      </div>
      <FormActions submitting={isSubmitting} onCancel={onCancel} className="sm:col-span-2" />
    </form>
  );
}
