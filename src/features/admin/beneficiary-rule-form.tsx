import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { BeneficiaryRule } from '@core/miles/beneficiary-rules';
import { programName } from '@core/miles/program-ids';
import type { BeneficiaryRuleBody } from '@core/schemas/beneficiary';
import { Button } from '@/components/ui/button';
import { FormError, FormField, fieldA11y, TextField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import {
  type BeneficiaryRuleFormInput,
  beneficiaryRuleFormSchema,
  beneficiaryRuleFormValues,
  CONFIDENCE_OPTIONS,
  COUNTS_LABELS,
  KIND_LABELS,
} from './beneficiary-rule-form-schema';

interface BeneficiaryRuleFormProps {
  /** The rule in force, which the correction starts from. */
  rule: BeneficiaryRule;
  today: string;
  /** The server's refusal, in pt-BR, shown inside the form. */
  serverError: string | null;
  onSave: (rule: BeneficiaryRuleBody) => Promise<void>;
  onCancel: () => void;
}

const options = (labels: Readonly<Record<string, string>>) =>
  Object.entries(labels).map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));

const TEXTAREA = 'w-full rounded-md border border-input bg-background px-3 py-2 text-sm shadow-sm';

/** A programme's beneficiary rule from a day on: how it counts, its limit, window, wait, sources and confidence. */
export function BeneficiaryRuleForm({ rule, today, serverError, onSave, onCancel }: BeneficiaryRuleFormProps) {
  const id = useId();
  const form = useForm<BeneficiaryRuleFormInput, unknown, BeneficiaryRuleBody>({
    resolver: zodResolver(beneficiaryRuleFormSchema),
    defaultValues: beneficiaryRuleFormValues(rule, today),
  });
  const { errors, isSubmitting } = form.formState;
  const field = (name: string) => `${id}-${name}`;
  const title = `Corrigir regra: ${programName(rule.program)}`;
  const whole = (name: 'limit' | 'windowMonths' | 'waitDays', label: string, placeholder?: string) => (
    <TextField
      id={field(name)}
      label={label}
      error={errors[name]?.message}
      inputMode="numeric"
      placeholder={placeholder}
      {...form.register(name)}
    />
  );
  const area = (name: 'tierLimits' | 'sources' | 'notes', label: string, rows: number, placeholder?: string) => (
    <FormField id={field(name)} label={label} error={errors[name]?.message}>
      <textarea
        {...fieldA11y(field(name), errors[name]?.message)}
        rows={rows}
        placeholder={placeholder}
        className={TEXTAREA}
        {...form.register(name)}
      />
    </FormField>
  );

  return (
    <form
      noValidate
      aria-label={title}
      onSubmit={form.handleSubmit(onSave)}
      className="space-y-4 rounded-lg border p-4"
    >
      <h3 className="font-semibold">{title}</h3>
      <FormError message={serverError} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <FormField id={field('tipo')} label="Como conta" error={errors.kind?.message}>
          <NativeSelect {...fieldA11y(field('tipo'), errors.kind?.message)} {...form.register('kind')}>
            {options(KIND_LABELS)}
          </NativeSelect>
        </FormField>
        <FormField id={field('conta')} label="Conta" error={errors.counts?.message}>
          <NativeSelect {...fieldA11y(field('conta'), errors.counts?.message)} {...form.register('counts')}>
            {options(COUNTS_LABELS)}
          </NativeSelect>
        </FormField>
        {whole('limit', 'Limite (sem contar o titular)')}
        {whole('windowMonths', 'Janela móvel (meses)', 'só na janela móvel')}
        {whole('waitDays', 'Espera por pessoa nova (dias)', 'sem espera')}
        <TextField
          id={field('vigencia')}
          label="Vale a partir de"
          error={errors.effectiveFrom?.message}
          type="date"
          {...form.register('effectiveFrom')}
        />
        <FormField id={field('confianca')} label="Confiança" error={errors.confidence?.message}>
          <NativeSelect {...fieldA11y(field('confianca'), errors.confidence?.message)} {...form.register('confidence')}>
            {options(CONFIDENCE_OPTIONS)}
          </NativeSelect>
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {area('sources', 'Fontes (uma por linha: site (data))', 3, 'cartoesdecredito.me (2024)')}
        {area('tierLimits', 'Limite por categoria (opcional, uma por linha)', 3, 'Diamante = 8')}
      </div>
      {area('notes', 'Observações para o viajante', 3)}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          Salvar regra
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
