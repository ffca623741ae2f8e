import { zodResolver } from '@hookform/resolvers/zod';
import { Search } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import {
  type SearchFormValues,
  type SearchQuery,
  searchFormSchema,
  smartSearchDefaults,
  todayIsoDate,
} from '@core/schemas/search';
import { Button } from '@/components/ui/button';
import { FormField, fieldA11y } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { CabinOptions } from '@/shared/cabin-options';
import { AirportInput } from '@/shared/airport-input/airport-input';

const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm shadow-sm focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50';

const SEARCH_TYPES = [
  { value: 'all', label: 'Todos' },
  { value: 'cash', label: 'Dinheiro' },
  { value: 'miles', label: 'Milhas' },
] as const;

/** SPEC §3/§5 smart search form: route, dates, trip type, cabin, passengers and payment type. */
export function SearchForm({
  busy,
  onSearch,
  label = 'Buscar voos',
  initial,
}: {
  busy: boolean;
  onSearch: (query: SearchQuery) => void;
  /** The form's accessible name and its submit button's text. */
  label?: string;
  /** Values to start from (a search link); otherwise the smart search defaults. */
  initial?: SearchFormValues;
}) {
  const today = todayIsoDate();
  // Cash and miles side by side is the product's point, so 'Todos' (cash and miles) is preselected.
  const form = useForm<SearchFormValues, unknown, SearchQuery>({
    resolver: zodResolver(searchFormSchema),
    defaultValues: initial ?? { ...smartSearchDefaults(today), searchType: 'all' },
  });
  const { errors } = form.formState;
  const tripType = form.watch('tripType');
  const searchType = form.watch('searchType');
  const departureField = form.register('departureDate');
  const airportField = (name: 'origin' | 'destination', id: string, label: string, placeholder: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <AirportInput
          id={id}
          label={label}
          value={field.value ?? ''}
          onChange={field.onChange}
          placeholder={placeholder}
          error={fieldState.error?.message}
        />
      )}
    />
  );

  return (
    <form
      onSubmit={form.handleSubmit(onSearch)}
      className="grid gap-4 md:grid-cols-2 lg:grid-cols-4"
      noValidate
      aria-label={label}
    >
      {airportField('origin', 'busca-origem', 'Origem', 'Cidade ou aeroporto (ex.: GRU)')}
      {airportField('destination', 'busca-destino', 'Destino', 'Cidade ou aeroporto (ex.: MIA)')}
      <FormField id="busca-ida" label="Data de ida" error={errors.departureDate?.message}>
        <Input
          {...fieldA11y('busca-ida', errors.departureDate?.message)}
          type="date"
          min={today}
          {...departureField}
          onChange={(event) => {
            void departureField.onChange(event);
            // SPEC §4: a departure moved past the return date takes the return date with it.
            const next = event.target.value;
            const back = form.getValues('returnDate');
            if (next && typeof back === 'string' && back && next > back) form.setValue('returnDate', next);
          }}
        />
      </FormField>
      <FormField id="busca-volta" label="Data de volta" error={errors.returnDate?.message}>
        <Input
          {...fieldA11y('busca-volta', errors.returnDate?.message)}
          type="date"
          min={form.watch('departureDate') || today}
          disabled={tripType !== 'ROUND_TRIP'}
          {...form.register('returnDate')}
        />
      </FormField>
      <FormField id="busca-tipo" label="Tipo de viagem">
        <select id="busca-tipo" className={selectClass} {...form.register('tripType')}>
          <option value="ONE_WAY">Só ida</option>
          <option value="ROUND_TRIP">Ida e volta</option>
        </select>
      </FormField>
      <FormField id="busca-classe" label="Classe">
        <select id="busca-classe" className={selectClass} {...form.register('cabinClass')}>
          <CabinOptions />
        </select>
      </FormField>
      <FormField id="busca-passageiros" label="Passageiros" error={errors.passengers?.message}>
        <Input
          {...fieldA11y('busca-passageiros', errors.passengers?.message)}
          type="number"
          min={1}
          max={9}
          {...form.register('passengers', { valueAsNumber: true })}
        />
      </FormField>
      <fieldset className="grid gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">Pagamento</legend>
        <div className="flex gap-1">
          {SEARCH_TYPES.map((option) => (
            <label
              key={option.value}
              className={cn(
                'cursor-pointer rounded-md border px-3 py-2 text-sm whitespace-nowrap has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                searchType === option.value ? 'border-primary bg-primary text-primary-foreground' : 'bg-background',
              )}
            >
              <input type="radio" value={option.value} className="sr-only" {...form.register('searchType')} />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="md:col-span-2 lg:col-span-4">
        <Button type="submit" size="lg" disabled={busy} className="w-full md:w-auto">
          <Search aria-hidden="true" /> {busy ? 'Buscando...' : label}
        </Button>
      </div>
    </form>
  );
}
