import { zodResolver } from '@hookform/resolvers/zod';
import { Search } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import {
  AWARD_CABINS,
  AWARD_PROGRAMS,
  type AwardSearch,
  type AwardSearchInput,
  awardSearchSchema,
  toggleAwardProgram,
} from '@core/schemas/award';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField, fieldA11y } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cabinLabel } from '@core/format/labels';
import { isAwardProgram, PROGRAM_LABEL } from './award-labels';
import { selectClass } from './field-styles';

interface AwardSearchFormProps {
  defaults: AwardSearch;
  busy: boolean;
  onSearch: (values: AwardSearch) => void;
}

/** SPEC §3/§5 award search form: route, cabin and programmes (LATAM and Virgin Atlantic go together). */
export function AwardSearchForm({ defaults, busy, onSearch }: AwardSearchFormProps) {
  const form = useForm<AwardSearchInput, unknown, AwardSearch>({
    resolver: zodResolver(awardSearchSchema),
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  const upper = (field: 'origin' | 'destination') =>
    form.register(field, { setValueAs: (v: string) => v.toUpperCase() });

  return (
    <form
      onSubmit={form.handleSubmit(onSearch)}
      className="grid gap-4 md:grid-cols-3"
      noValidate
      aria-label="Buscar tarifas award"
    >
      <FormField id="award-origem" label="Origem" error={errors.origin?.message}>
        <Input
          {...fieldA11y('award-origem', errors.origin?.message)}
          className="uppercase placeholder:normal-case"
          placeholder="Ex.: GRU"
          autoCapitalize="characters"
          {...upper('origin')}
        />
      </FormField>
      <FormField id="award-destino" label="Destino" error={errors.destination?.message}>
        <Input
          {...fieldA11y('award-destino', errors.destination?.message)}
          className="uppercase placeholder:normal-case"
          placeholder="Ex.: MIA"
          autoCapitalize="characters"
          {...upper('destination')}
        />
      </FormField>
      <FormField id="award-classe" label="Classe">
        <select id="award-classe" className={selectClass} {...form.register('cabinClass')}>
          {AWARD_CABINS.map((cabin) => (
            <option key={cabin} value={cabin}>
              {cabinLabel(cabin)}
            </option>
          ))}
        </select>
      </FormField>
      <Controller
        control={form.control}
        name="programs"
        render={({ field, fieldState }) => {
          const checked = field.value.filter(isAwardProgram);
          return (
            <fieldset
              className="grid gap-2 md:col-span-3"
              aria-describedby={fieldState.error ? 'award-programas-erro' : undefined}
            >
              <legend className="mb-1 text-sm font-medium">Programas</legend>
              <div className="flex flex-wrap gap-4">
                {AWARD_PROGRAMS.map((program) => (
                  <div key={program} className="flex items-center gap-2">
                    <Checkbox
                      id={`award-programa-${program.toLowerCase()}`}
                      checked={checked.includes(program)}
                      onCheckedChange={(state) => field.onChange(toggleAwardProgram(checked, program, state === true))}
                      onBlur={field.onBlur}
                    />
                    <Label htmlFor={`award-programa-${program.toLowerCase()}`} className="font-normal">
                      {PROGRAM_LABEL[program]}
                    </Label>
                  </div>
                ))}
              </div>
              <p className="text-xs text-muted-foreground">Virgin Atlantic aparece junto com LATAM Pass.</p>
              {fieldState.error && (
                <p id="award-programas-erro" className="text-sm text-destructive" role="alert">
                  {fieldState.error.message}
                </p>
              )}
            </fieldset>
          );
        }}
      />
      <div className="md:col-span-3">
        <Button type="submit" size="lg" disabled={busy} className="w-full md:w-auto">
          <Search aria-hidden="true" /> {busy ? 'Buscando...' : 'Buscar'}
        </Button>
      </div>
    </form>
  );
}
