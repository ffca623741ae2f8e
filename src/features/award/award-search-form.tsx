import { zodResolver } from '@hookform/resolvers/zod';
import { Search } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { AWARD_CABINS, type AwardSearch, type AwardSearchInput, awardSearchSchema } from '@core/schemas/award';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PassengerOptions } from '@/shared/passenger-options';
import { ProgramCheckboxes } from '@/shared/program-checkboxes';
import { cabinLabel } from '@core/format/labels';
import { isAwardProgram } from './award-labels';
import { selectClass } from './field-styles';
import { RouteCodeFields, UPPER_CASE } from './route-code-fields';

interface AwardSearchFormProps {
  defaults: AwardSearch;
  busy: boolean;
  onSearch: (values: AwardSearch) => void;
}

/** SPEC §3/§5 award search form: route, cabin, the party its values in reais are for, and programmes (LATAM and Virgin Atlantic go together). */
export function AwardSearchForm({ defaults, busy, onSearch }: AwardSearchFormProps) {
  const form = useForm<AwardSearchInput, unknown, AwardSearch>({
    resolver: zodResolver(awardSearchSchema),
    defaultValues: defaults,
  });
  const { errors } = form.formState;

  return (
    <form
      onSubmit={form.handleSubmit(onSearch)}
      className="grid gap-4 md:grid-cols-3"
      noValidate
      aria-label="Buscar tarifas award"
    >
      <RouteCodeFields
        idPrefix="award"
        origin={form.register('origin', UPPER_CASE)}
        destination={form.register('destination', UPPER_CASE)}
        errors={errors}
      />
      <FormField id="award-classe" label="Classe">
        <select id="award-classe" className={selectClass} {...form.register('cabinClass')}>
          {AWARD_CABINS.map((cabin) => (
            <option key={cabin} value={cabin}>
              {cabinLabel(cabin)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="award-passageiros" label="Passageiros" error={errors.passengers?.message}>
        <select id="award-passageiros" className={selectClass} {...form.register('passengers')}>
          <PassengerOptions />
        </select>
      </FormField>
      <Controller
        control={form.control}
        name="programs"
        render={({ field, fieldState }) => (
          <ProgramCheckboxes
            idPrefix="award"
            value={field.value.filter(isAwardProgram)}
            onChange={field.onChange}
            onBlur={field.onBlur}
            hint="Virgin Atlantic aparece junto com LATAM Pass."
            error={fieldState.error?.message}
          />
        )}
      />
      <div className="md:col-span-3">
        <Button type="submit" size="lg" disabled={busy} className="w-full md:w-auto">
          <Search aria-hidden="true" /> {busy ? 'Buscando...' : 'Buscar'}
        </Button>
      </div>
    </form>
  );
}
