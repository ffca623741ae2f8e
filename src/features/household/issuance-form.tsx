import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  earliestIssuanceDay,
  HOLDER_LABEL,
  ISSUANCE_PROGRAMS,
  isMemberBeneficiary,
  issuanceToday,
  MAX_TICKETS,
} from '@core/schemas/household';
import { FormField, fieldA11y, TextField } from '@/components/ui/form-field';
import { FormActions } from '@/components/ui/item-actions';
import { NativeSelect } from '@/components/ui/native-select';
import type { LocalHouseholdMember, LocalIssuance } from '@/lib/local-db';
import { ProgramOptions } from '@/shared/program-options';
import { type IssuanceEntry, type IssuanceFormInput, issuanceFormSchema, OUTSIDER } from './issuance-form-schema';

interface IssuanceFormProps {
  /** The issue being edited; absent when recording a new one. */
  issuance?: LocalIssuance;
  members: readonly LocalHouseholdMember[];
  onSave: (entry: IssuanceEntry) => Promise<void>;
  onCancel: () => void;
}

/** The form's fields from a recorded issue, or today's defaults: the holder's Smiles account, for someone else. */
function startingValues(issuance: LocalIssuance | undefined): IssuanceFormInput {
  const beneficiary = issuance?.beneficiary ?? null;
  const outsider = issuance ? beneficiary !== null && !isMemberBeneficiary(beneficiary) : true;
  return {
    program: issuance?.program ?? 'SMILES',
    account_member_id: issuance?.account_member_id ?? '',
    who: outsider ? OUTSIDER : (beneficiary ?? ''),
    beneficiary_name: outsider && beneficiary ? beneficiary : '',
    issued_on: issuance?.issued_on ?? issuanceToday(),
    tickets: String(issuance?.tickets ?? 1),
  };
}

/** Records or edits one issue: programme, whose account, for whom, the day and how many tickets. */
export function IssuanceForm({ issuance, members, onSave, onCancel }: IssuanceFormProps) {
  const form = useForm<IssuanceFormInput, unknown, IssuanceEntry>({
    resolver: zodResolver(issuanceFormSchema),
    defaultValues: startingValues(issuance),
  });
  const { errors, isSubmitting } = form.formState;
  const who = form.watch('who');
  const id = (field: string) => `emissao-${issuance?.id ?? 'nova'}-${field}`;
  const title = issuance ? 'Editar emissão' : 'Registrar emissão';
  const today = issuanceToday();
  const people = (
    <>
      <option value="">{HOLDER_LABEL}</option>
      {members.map((m) => (
        <option key={m.id} value={m.id}>
          {m.name}
        </option>
      ))}
    </>
  );

  return (
    <form
      noValidate
      aria-label={title}
      className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2"
      onSubmit={form.handleSubmit(onSave)}
    >
      <h3 className="font-semibold sm:col-span-2">{title}</h3>
      <FormField id={id('programa')} label="Programa" error={errors.program?.message}>
        <NativeSelect {...fieldA11y(id('programa'), errors.program?.message)} {...form.register('program')}>
          <ProgramOptions codes={ISSUANCE_PROGRAMS} />
        </NativeSelect>
      </FormField>
      <FormField id={id('conta')} label="Conta de quem emitiu" error={errors.account_member_id?.message}>
        <NativeSelect
          {...fieldA11y(id('conta'), errors.account_member_id?.message)}
          {...form.register('account_member_id')}
        >
          {people}
        </NativeSelect>
      </FormField>
      <FormField id={id('para')} label="Para quem" error={errors.who?.message}>
        <NativeSelect {...fieldA11y(id('para'), errors.who?.message)} {...form.register('who')}>
          {people}
          <option value={OUTSIDER}>Outra pessoa (fora da família)</option>
        </NativeSelect>
      </FormField>
      {who === OUTSIDER && (
        <TextField
          id={id('nome')}
          label="Nome de quem viajou"
          error={errors.beneficiary_name?.message}
          autoComplete="off"
          {...form.register('beneficiary_name')}
        />
      )}
      <TextField
        id={id('data')}
        label="Data da emissão"
        type="date"
        min={earliestIssuanceDay(today)}
        max={today}
        error={errors.issued_on?.message}
        {...form.register('issued_on')}
      />
      <TextField
        id={id('passagens')}
        label={`Passagens (1 a ${MAX_TICKETS})`}
        inputMode="numeric"
        error={errors.tickets?.message}
        {...form.register('tickets')}
      />
      <FormActions submitting={isSubmitting} onCancel={onCancel} className="sm:col-span-2" />
    </form>
  );
}
