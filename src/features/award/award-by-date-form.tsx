import { zodResolver } from '@hookform/resolvers/zod';
import { Search } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { type DateAwardSearch, dateAwardSearchSchema } from '@core/schemas/award';
import { Button } from '@/components/ui/button';
import { FormField, fieldA11y } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RouteCodeFields, UPPER_CASE } from './route-code-fields';

/** SPEC §5 "Date-based schema": origin, destination (upper-cased) and departure date. */
export function AwardByDateForm({
  defaults,
  busy,
  onSearch,
}: {
  defaults: DateAwardSearch;
  busy: boolean;
  onSearch: (values: DateAwardSearch) => void;
}) {
  const form = useForm<DateAwardSearch>({ resolver: zodResolver(dateAwardSearchSchema), defaultValues: defaults });
  const { errors } = form.formState;

  return (
    <form
      onSubmit={form.handleSubmit(onSearch)}
      className="grid gap-4 md:grid-cols-4"
      noValidate
      aria-label="Buscar award por data"
    >
      <RouteCodeFields
        idPrefix="data"
        origin={form.register('origin', UPPER_CASE)}
        destination={form.register('destination', UPPER_CASE)}
        errors={errors}
      />
      <FormField id="data-partida" label="Data de partida" error={errors.departureDate?.message}>
        <Input
          {...fieldA11y('data-partida', errors.departureDate?.message)}
          type="date"
          {...form.register('departureDate')}
        />
      </FormField>
      <div className="flex items-end">
        <Button type="submit" disabled={busy} className="w-full">
          <Search aria-hidden="true" /> {busy ? 'Buscando...' : 'Buscar'}
        </Button>
      </div>
    </form>
  );
}
