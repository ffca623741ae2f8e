// What the admin's dated-rule forms (beneficiary rules, clubs) share: the form around their fields with the
// server's refusal and Save/Cancel, a multi-line field, the options of a <select> from a label map, and the
// sources written one per line as 'site (data)'.
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormError, FormField, fieldA11y } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';

export const CONFIDENCE_OPTIONS = {
  high: 'Confirmada (fontes concordam)',
  medium: 'Fonte única',
  unconfirmed: 'A confirmar (fontes divergem ou são antigas)',
} as const;

/** The non-empty lines of a text, trimmed. */
export const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** 'pontospravoar.com (2024-04-01)' or 'pontospravoar.com': the site, then its date in brackets when known. */
export function readSources(text: string) {
  return lines(text).map((line) => {
    const dated = /^(.*?)\s*\(([\d-]+)\)$/.exec(line);
    return dated ? { site: dated[1] ?? '', date: dated[2] ?? null } : { site: line, date: null };
  });
}

/** The sources back in the form's text, one per line. */
export const sourcesText = (sources: readonly { site: string; date: string | null }[]) =>
  sources.map((s) => (s.date ? `${s.site} (${s.date})` : s.site)).join('\n');

/** The <option>s of a label map, in its order. */
export const selectOptions = (labels: Readonly<Record<string, string>>) =>
  Object.entries(labels).map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));

const TEXTAREA = 'w-full rounded-md border border-input bg-background px-3 py-2 text-sm shadow-sm';

interface TextAreaFieldProps {
  id: string;
  label: string;
  error: string | undefined;
  rows: number;
  placeholder?: string;
  registration: UseFormRegisterReturn;
}

export function TextAreaField({ id, label, error, rows, placeholder, registration }: TextAreaFieldProps) {
  return (
    <FormField id={id} label={label} error={error}>
      <textarea
        {...fieldA11y(id, error)}
        rows={rows}
        placeholder={placeholder}
        className={TEXTAREA}
        {...registration}
      />
    </FormField>
  );
}

interface SelectFieldProps {
  id: string;
  label: string;
  error: string | undefined;
  labels: Readonly<Record<string, string>>;
  registration: UseFormRegisterReturn;
}

export function SelectField({ id, label, error, labels, registration }: SelectFieldProps) {
  return (
    <FormField id={id} label={label} error={error}>
      <NativeSelect {...fieldA11y(id, error)} {...registration}>
        {selectOptions(labels)}
      </NativeSelect>
    </FormField>
  );
}

interface RuleFormShellProps {
  title: string;
  /** The server's refusal, in pt-BR, shown inside the form. */
  serverError: string | null;
  saveLabel: string;
  submitting: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}

export function RuleFormShell({
  title,
  serverError,
  saveLabel,
  submitting,
  onSubmit,
  onCancel,
  children,
}: RuleFormShellProps) {
  return (
    <form
      noValidate
      aria-label={title}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className="space-y-4 rounded-lg border p-4"
    >
      <h3 className="font-semibold">{title}</h3>
      <FormError message={serverError} />
      {children}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={submitting}>
          {saveLabel}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
