import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { householdMemberSchema, RELATION_LABELS, RELATIONS } from '@core/schemas/household';
import { z } from '@core/schemas/zod-locale';
import { FormField, fieldA11y, TextField } from '@/components/ui/form-field';
import { FormActions } from '@/components/ui/item-actions';
import { NativeSelect } from '@/components/ui/native-select';
import type { LocalHouseholdMember } from '@/lib/local-db';
import type { MemberEntry } from '@/shared/household';

/** The row's own fields, so the messages beside them are the schema's (core/schemas/household.ts). */
const { name, relation } = householdMemberSchema.unwrap().shape;
const memberFormSchema = z.object({ name, relation });

interface MemberFormProps {
  /** The member being edited; absent when adding. */
  member?: LocalHouseholdMember;
  onSave: (entry: MemberEntry) => Promise<void>;
  onCancel: () => void;
}

/** Adds or edits one person of the household: name and relation. */
export function MemberForm({ member, onSave, onCancel }: MemberFormProps) {
  const form = useForm<z.input<typeof memberFormSchema>, unknown, MemberEntry>({
    resolver: zodResolver(memberFormSchema),
    defaultValues: { name: member?.name ?? '', relation: member?.relation ?? 'conjuge' },
  });
  const { errors, isSubmitting } = form.formState;
  const id = (field: string) => `membro-${member?.id ?? 'novo'}-${field}`;
  const title = member ? `Editar ${member.name}` : 'Adicionar pessoa';
  return (
    <form
      noValidate
      aria-label={title}
      className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2"
      onSubmit={form.handleSubmit(onSave)}
    >
      <h3 className="font-semibold sm:col-span-2">{title}</h3>
      <TextField
        id={id('nome')}
        label="Nome"
        error={errors.name?.message}
        autoComplete="off"
        placeholder="Ex.: Ana"
        {...form.register('name')}
      />
      <FormField id={id('parentesco')} label="Parentesco" error={errors.relation?.message}>
        <NativeSelect {...fieldA11y(id('parentesco'), errors.relation?.message)} {...form.register('relation')}>
          {RELATIONS.map((r) => (
            <option key={r} value={r}>
              {RELATION_LABELS[r]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormActions submitting={isSubmitting} onCancel={onCancel} className="sm:col-span-2" />
    </form>
  );
}
