import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { BeneficiaryRule } from '@core/miles/beneficiary-rules';
import { programName } from '@core/miles/program-ids';
import type { BeneficiaryRuleBody } from '@core/schemas/beneficiary';
import { TextField } from '@/components/ui/form-field';
import {
  type BeneficiaryRuleFormInput,
  beneficiaryRuleFormSchema,
  beneficiaryRuleFormValues,
  COUNTS_LABELS,
  KIND_LABELS,
} from './beneficiary-rule-form-schema';
import { CONFIDENCE_OPTIONS, RuleFormShell, SelectField, TextAreaField } from './rule-form-parts';

interface BeneficiaryRuleFormProps {
  /** The rule in force, which the correction starts from. */
  rule: BeneficiaryRule;
  today: string;
  /** The server's refusal, in pt-BR, shown inside the form. */
  serverError: string | null;
  onSave: (rule: BeneficiaryRuleBody) => Promise<void>;
  onCancel: () => void;
}

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
    <TextAreaField
      id={field(name)}
      label={label}
      error={errors[name]?.message}
      rows={rows}
      placeholder={placeholder}
      registration={form.register(name)}
    />
  );

  return (
    <RuleFormShell
      title={title}
      serverError={serverError}
      saveLabel="Salvar regra"
      submitting={isSubmitting}
      onSubmit={form.handleSubmit(onSave)}
      onCancel={onCancel}
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          id={field('tipo')}
          label="Como conta"
          error={errors.kind?.message}
          labels={KIND_LABELS}
          registration={form.register('kind')}
        />
        <SelectField
          id={field('conta')}
          label="Conta"
          error={errors.counts?.message}
          labels={COUNTS_LABELS}
          registration={form.register('counts')}
        />
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
        <SelectField
          id={field('confianca')}
          label="Confiança"
          error={errors.confidence?.message}
          labels={CONFIDENCE_OPTIONS}
          registration={form.register('confidence')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {area('sources', 'Fontes (uma por linha: site (data))', 3, 'cartoesdecredito.me (2024)')}
        {area('tierLimits', 'Limite por categoria (opcional, uma por linha)', 3, 'Diamante = 8')}
      </div>
      {area('notes', 'Observações para o viajante', 3)}
    </RuleFormShell>
  );
}
