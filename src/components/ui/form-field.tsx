import type { ComponentProps, ReactNode } from 'react';
import { Alert, AlertDescription } from './alert';
import { Input } from './input';
import { Label } from './label';

/** Label + control + the field's error, wired for screen readers (the control gets id and aria props). */
export function FormField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error && (
        <p id={`${id}-erro`} className="text-sm text-destructive" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The aria props a control needs to point at its FormField error. */
export function fieldA11y(id: string, error: string | undefined) {
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-erro` : undefined };
}

/** A labelled text input with its error: FormField around Input, the aria props wired (register() spreads in). */
export function TextField({
  id,
  label,
  error,
  ...input
}: { id: string; label: string; error?: string | undefined } & ComponentProps<'input'>) {
  return (
    <FormField id={id} label={label} error={error}>
      <Input {...fieldA11y(id, error)} {...input} />
    </FormField>
  );
}

/** A form-level error in a destructive alert, shown inside the form (SPEC §2). */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert variant="destructive">
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}
