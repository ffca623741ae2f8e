import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { ClubPlan } from '@core/miles/clubs';
import type { ClubBody } from '@core/schemas/clubs';
import { TextField } from '@/components/ui/form-field';
import { BONUS_KIND_LABELS, type ClubFormInput, clubFormSchema, clubFormValues } from './club-form-schema';
import { CONFIDENCE_OPTIONS, RuleFormShell, SelectField, TextAreaField } from './rule-form-parts';

interface ClubFormProps {
  /** The plan in force, which the correction starts from. */
  plan: ClubPlan;
  today: string;
  /** The server's refusal, in pt-BR, shown inside the form. */
  serverError: string | null;
  onSave: (club: ClubBody) => Promise<void>;
  onCancel: () => void;
}

type Field = Exclude<keyof ClubFormInput, 'bonusKind' | 'confidence' | 'sources' | 'notes'>;

/** A club plan from a day on: name, price (blank = a confirmar), points, members' bonus, expiry, stay, sources. */
export function ClubForm({ plan, today, serverError, onSave, onCancel }: ClubFormProps) {
  const id = useId();
  const form = useForm<ClubFormInput, unknown, ClubBody>({
    resolver: zodResolver(clubFormSchema),
    defaultValues: clubFormValues(plan, today),
  });
  const { errors, isSubmitting } = form.formState;
  const field = (name: string) => `${id}-${name}`;
  const title = `Corrigir clube: ${plan.planName}`;
  const text = (name: Field, label: string, inputMode?: 'numeric' | 'decimal', placeholder?: string) => (
    <TextField
      id={field(name)}
      label={label}
      error={errors[name]?.message}
      inputMode={inputMode}
      placeholder={placeholder}
      type={name === 'effectiveFrom' ? 'date' : 'text'}
      {...form.register(name)}
    />
  );
  const select = (name: 'bonusKind' | 'confidence', label: string, labels: Readonly<Record<string, string>>) => (
    <SelectField
      id={field(name)}
      label={label}
      error={errors[name]?.message}
      labels={labels}
      registration={form.register(name)}
    />
  );

  return (
    <RuleFormShell
      title={title}
      serverError={serverError}
      saveLabel="Salvar clube"
      submitting={isSubmitting}
      onSubmit={form.handleSubmit(onSave)}
      onCancel={onCancel}
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {text('planName', 'Nome do plano')}
        {text('monthlyPriceBRL', 'Preço mensal (R$)', 'decimal', 'a confirmar')}
        {text('pointsPerMonth', 'Pontos ou milhas por mês', 'numeric')}
        {text('minimumStayMonths', 'Permanência mínima (meses)', 'numeric', 'sem mínimo')}
        {select('bonusKind', 'Bônus dos membros', BONUS_KIND_LABELS)}
        {text('bonusPercent', 'Bônus dos membros (%)', 'decimal')}
        {text('bonusAppliesTo', 'Onde o bônus vale', undefined, 'campanhas Livelo → Azul')}
        {text('effectiveFrom', 'Vale a partir de')}
        {select('confidence', 'Confiança', CONFIDENCE_OPTIONS)}
      </div>
      {text('expiry', 'Validade dos pontos para membros (opcional)')}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextAreaField
          id={field('sources')}
          label="Fontes (uma por linha: site (data))"
          error={errors.sources?.message}
          rows={3}
          placeholder="livelo.com.br (2026-11)"
          registration={form.register('sources')}
        />
        <TextAreaField
          id={field('notes')}
          label="Observações para o viajante"
          error={errors.notes?.message}
          rows={3}
          registration={form.register('notes')}
        />
      </div>
    </RuleFormShell>
  );
}
