import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { FormField, fieldA11y } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/** Register options for an airport code typed in upper or lower case: the form holds it upper-cased. */
export const UPPER_CASE = { setValueAs: (v: string) => v.toUpperCase() };

function CodeField({
  id,
  label,
  placeholder,
  error,
  field,
}: {
  id: string;
  label: string;
  placeholder: string;
  error: FieldError | undefined;
  field: UseFormRegisterReturn;
}) {
  return (
    <FormField id={id} label={label} error={error?.message}>
      <Input
        {...fieldA11y(id, error?.message)}
        className="uppercase placeholder:normal-case"
        placeholder={placeholder}
        autoCapitalize="characters"
        {...field}
      />
    </FormField>
  );
}

/** The award forms' Origem and Destino: airport codes (ids `<idPrefix>-origem`, `<idPrefix>-destino`). */
export function RouteCodeFields({
  idPrefix,
  origin,
  destination,
  errors,
}: {
  idPrefix: string;
  origin: UseFormRegisterReturn;
  destination: UseFormRegisterReturn;
  errors: { origin?: FieldError | undefined; destination?: FieldError | undefined };
}) {
  return (
    <>
      <CodeField id={`${idPrefix}-origem`} label="Origem" placeholder="Ex.: GRU" error={errors.origin} field={origin} />
      <CodeField
        id={`${idPrefix}-destino`}
        label="Destino"
        placeholder="Ex.: MIA"
        error={errors.destination}
        field={destination}
      />
    </>
  );
}
